import { Link } from 'react-router-dom';
import { useT } from '@answer/sdk';
import { tagPath } from './links';

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

/** A question's tags; links to the tag pages when those exist. */
export function TagLinks({ tags, linked, className }: { tags: readonly TagLabel[]; linked: boolean; className?: string }) {
  const t = useT();
  if (tags.length === 0) return null;
  return (
    <ul className={`list-unstyled d-flex flex-wrap gap-1 mb-0 ${className ?? ''}`} aria-label={t('tags.label')}>
      {tags.map((tag) => (
        <li key={tag.slug_name}>
          {linked ? (
            <Link to={tagPath(tag.slug_name)} className={BADGE}>
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
