/** `/tags/:tagName`: the tag's header, then what other plugins show for it (its questions). */
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { Slot, useKernel } from '@answer/sdk';
import { TagHeader } from '../detail/TagHeader';
import { Loading } from '../Loading';
import { tagPath } from '../paths';
import { tagSectionPoint } from '../points';
import { useTagByName } from '../useTag';

export default observer(function TagPage() {
  const { site } = useKernel();
  const { tagName = '' } = useParams();
  const { tag, reload } = useTagByName(tagName, tagPath);
  const siteName = site.info.general?.name || 'Answer';

  useEffect(() => {
    if (tag) document.title = `${tag.display_name || tag.slug_name} - ${siteName}`;
  }, [tag, siteName]);

  if (!tag) return <Loading />;
  return (
    <div className="tag-page">
      <TagHeader tag={tag} onChanged={reload} />
      <Slot point={tagSectionPoint} props={{ tag }} />
    </div>
  );
});
