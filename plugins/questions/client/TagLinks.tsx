import { Link } from 'react-router-dom';
import { useT } from '@answer/sdk';
import { useTagHref } from './links';

export interface TagLabel {
  slug_name: string;
  display_name: string;
  reserved?: boolean;
  recommend?: boolean;
}

/** Marks a reserved (staff-only) or recommended tag carries. */
export function TagMarks({ tag }: { tag: TagLabel }) {
  const t = useT();
  return (
    <>
      {tag.reserved ? <> <span className="badge rounded-pill text-bg-warning fw-normal">{t('tags.reserved')}</span></> : null}
      {tag.recommend ? <> <span className="badge rounded-pill text-bg-info fw-normal">{t('tags.recommended')}</span></> : null}
    </>
  );
}

const BADGE = 'badge bg-body-secondary text-body-emphasis border fw-normal text-decoration-none';

/** A question's tags, each a link to the tag's page (or its questions) while one is served. */
export function TagLinks({ tags, className }: { tags: readonly TagLabel[]; className?: string }) {
  const t = useT();
  const hrefOf = useTagHref();
  if (tags.length === 0) return null;
  return (
    <ul className={`list-unstyled d-flex flex-wrap gap-1 mb-0 ${className ?? ''}`} aria-label={t('tags.label')}>
      {tags.map((tag) => {
        const href = hrefOf(tag.slug_name);
        return (
          <li key={tag.slug_name}>
            {href ? (
              <Link to={href} className={BADGE}>
                {tag.display_name || tag.slug_name}
              </Link>
            ) : (
              <span className={BADGE}>{tag.display_name || tag.slug_name}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
