/** `/tags/:tagName/info`: the tag's wiki, when it was made and edited, its synonyms and the staff actions. */
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { RenderedHtml, useDateFormat, useKernel, useT } from '@answer/sdk';
import { TAG_STATUS_DELETED } from '../api';
import { TagActions } from '../info/TagActions';
import { SynonymsPanel } from '../info/SynonymsPanel';
import { Loading } from '../Loading';
import { tagInfoPath, tagPath } from '../paths';
import { useTagByName } from '../useTag';

export default observer(function TagInfoPage() {
  const { site } = useKernel();
  const t = useT();
  const dates = useDateFormat();
  const { tagName = '' } = useParams();
  const { tag, reload } = useTagByName(tagName, tagInfoPath);
  const siteName = site.info.general?.name || 'Answer';

  useEffect(() => {
    if (tag) document.title = `${t('info.page_title', { name: tag.display_name || tag.slug_name })} - ${siteName}`;
  }, [tag, siteName, t]);

  if (!tag) return <Loading />;
  const name = tag.display_name || tag.slug_name;
  return (
    <div className="tag-info">
      {tag.status === TAG_STATUS_DELETED ? (
        <div className="alert alert-danger" role="status">
          {t('common.deleted_banner')}
        </div>
      ) : null}
      <h1 className="h3 mb-2 text-break">
        <Link to={tagPath(tag.slug_name)} className="link-body-emphasis text-decoration-none">
          {name}
        </Link>
      </h1>
      <p className="small text-secondary mb-4">
        <span className="me-3">{t('info.created', { date: dates.dateTime(tag.created_at) })}</span>
        {tag.updated_at && tag.updated_at !== tag.created_at ? <span>{t('info.edited', { date: dates.dateTime(tag.updated_at) })}</span> : null}
      </p>
      <section aria-label={t('info.wiki', { name })}>
        {tag.parsed_text ? <RenderedHtml html={tag.parsed_text} className="fmt text-break" /> : <p className="text-secondary">{t('info.no_wiki')}</p>}
      </section>
      <TagActions tag={tag} onChanged={reload} />
      {/* a deleted tag's synonyms are not served; they show again once it is undeleted */}
      {tag.status === TAG_STATUS_DELETED ? null : <SynonymsPanel tagId={tag.tag_id} slug={tag.slug_name} name={name} />}
    </div>
  );
});
