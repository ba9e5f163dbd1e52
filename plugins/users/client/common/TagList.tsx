import { Link } from 'react-router-dom';
import { useHasRoute, useT } from '@answer/sdk';
import type { TagLabel } from '../api';

const BADGE = 'badge bg-body-secondary text-body-emphasis border fw-normal text-decoration-none';

/** A post's tags, each a link to the tag's page while one is served. */
export function TagList({ tags }: { tags: readonly TagLabel[] | null | undefined }) {
  const t = useT();
  const linked = useHasRoute('/tags/:tagName');
  if (!tags?.length) return null;
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-1 mb-0" aria-label={t('list.tags')}>
      {tags.map((tag) => (
        <li key={tag.slug_name}>
          {linked ? (
            <Link to={`/tags/${encodeURIComponent(tag.slug_name)}`} className={BADGE}>
              {tag.display_name || tag.slug_name}
            </Link>
          ) : (
            <span className={BADGE}>{tag.display_name || tag.slug_name}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
