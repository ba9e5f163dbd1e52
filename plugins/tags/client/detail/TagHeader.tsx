/**
 * The head of a tag's page: name, excerpt, counts, synonyms, the contributed actions (Follow)
 * and the links to the tag's info page and its edit form.
 */
import { Link } from 'react-router-dom';
import { Slot, useT } from '@answer/sdk';
import { offers, TAG_STATUS_DELETED, type TagInfo } from '../api';
import { tagEditPath, tagInfoPath } from '../paths';
import { tagActionsPoint } from '../points';
import { TagBadge } from '../TagBadge';
import { useSynonyms } from '../useSynonyms';

function Synonyms({ tagId, deleted }: { tagId: string; deleted: boolean }) {
  const t = useT();
  const list = useSynonyms(tagId, !deleted).synonyms?.synonyms ?? [];
  if (list.length === 0) return null;
  return (
    <div className="d-flex flex-wrap align-items-center gap-1 small mb-3" data-testid="tag-synonyms">
      <span className="text-secondary me-1" id={`synonyms-${tagId}`}>
        {t('detail.synonyms')}
      </span>
      <ul className="list-unstyled d-flex flex-wrap gap-1 mb-0" aria-labelledby={`synonyms-${tagId}`}>
        {list.map((synonym) => (
          <li key={synonym.tag_id || synonym.slug_name}>
            <TagBadge slug={synonym.slug_name} name={synonym.display_name} link={false} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function TagHeader({ tag, onChanged }: { tag: TagInfo; onChanged: () => void }) {
  const t = useT();
  const deleted = tag.status === TAG_STATUS_DELETED;
  return (
    <header className="tag-header mb-4 pb-3 border-bottom">
      {deleted ? (
        <div className="alert alert-danger" role="status">
          {t('common.deleted_banner')}
        </div>
      ) : null}
      <h1 className="h3 mb-2 text-break">{tag.display_name || tag.slug_name}</h1>
      {tag.description ? <p className="text-break mb-2">{tag.description}</p> : null}
      <p className="small text-secondary mb-2">
        <span data-testid="tag-question-total">{t('detail.questions', { count: tag.question_count })}</span>
        <span aria-hidden="true"> · </span>
        <span data-testid="tag-follower-total">{t('detail.followers', { count: tag.follow_count })}</span>
      </p>
      <Synonyms tagId={tag.tag_id} deleted={deleted} />
      <div className="d-flex flex-wrap align-items-center gap-2" role="group" aria-label={t('detail.actions')}>
        {deleted ? null : <Slot point={tagActionsPoint} props={{ tag, onChanged }} />}
        <Link to={tagInfoPath(tag.slug_name)} className="btn btn-sm btn-outline-secondary">
          {t('detail.info')}
        </Link>
        {offers(tag.member_actions, 'edit') && !deleted ? (
          <Link to={tagEditPath(tag.tag_id)} className="btn btn-sm btn-outline-secondary">
            {t('detail.edit')}
          </Link>
        ) : null}
      </div>
    </header>
  );
}
