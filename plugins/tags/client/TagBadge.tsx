import { Link } from 'react-router-dom';
import { tagPath } from './paths';

const BADGE = 'badge bg-body-secondary text-body-emphasis border fw-normal text-decoration-none';

/** A tag's name as a chip, linked to its page (a synonym's page leads to its main tag). */
export function TagBadge({ slug, name, link = true }: { slug: string; name: string; link?: boolean }) {
  return link ? (
    <Link to={tagPath(slug)} className={BADGE}>
      {name || slug}
    </Link>
  ) : (
    <span className={BADGE}>{name || slug}</span>
  );
}
