/** The synonyms card of a tag's info page: the list, and its editor for those allowed. */
import { useState } from 'react';
import { lazyComponent, useT } from '@answer/sdk';
import { offers } from '../api';
import { TagBadge } from '../TagBadge';
import { useSynonyms } from '../useSynonyms';

// Only those allowed to change synonyms ever open it.
const SynonymEditor = lazyComponent(() => import('./SynonymEditor'), 'SynonymEditor');

export function SynonymsPanel({ tagId, slug, name }: { tagId: string; slug: string; name: string }) {
  const t = useT();
  const { synonyms, reload } = useSynonyms(tagId);
  const [editing, setEditing] = useState(false);
  const list = synonyms?.synonyms ?? [];
  const canEdit = offers(synonyms?.member_actions, 'edit');
  const headingId = `synonyms-heading-${tagId}`;

  return (
    <section className="card mt-4" aria-labelledby={headingId} data-testid="synonyms-panel">
      <div className="card-header d-flex align-items-center justify-content-between">
        <h2 className="h6 mb-0" id={headingId}>
          {t('synonyms.title')}
        </h2>
        {canEdit && !editing ? (
          <button type="button" className="btn btn-link btn-sm p-0" onClick={() => setEditing(true)}>
            {list.length > 0 ? t('synonyms.edit') : t('synonyms.add_first')}
          </button>
        ) : null}
      </div>
      <div className="card-body">
        {editing ? (
          <SynonymEditor
            tagId={tagId}
            mainSlug={slug}
            mainName={name}
            initial={list}
            onCancel={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              reload();
            }}
          />
        ) : synonyms === null ? null : list.length > 0 ? (
          <ul className="list-unstyled d-flex flex-wrap gap-1 mb-0" aria-labelledby={headingId}>
            {list.map((item) => (
              <li key={item.tag_id || item.slug_name}>
                <TagBadge slug={item.slug_name} name={item.display_name} link={false} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-secondary small mb-0">{t('synonyms.empty')}</p>
        )}
      </div>
    </section>
  );
}
