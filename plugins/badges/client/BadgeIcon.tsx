import { isPictureIcon, iconClass, levelName } from './levels';
import './badges.css';

export interface BadgeIconProps {
  icon: string;
  level: number;
  /** Pixels. */
  size: number;
  className?: string;
}

/** A badge's icon in its level's colour (Answer's bronze, silver and gold), or its picture. */
export function BadgeIcon({ icon, level, size, className = '' }: BadgeIconProps) {
  if (isPictureIcon(icon)) {
    return <img src={icon} alt="" width={size} height={size} className={`badge-icon object-fit-contain ${className}`} loading="lazy" />;
  }
  const name = levelName(level);
  const glyph = iconClass(icon) ?? 'bi bi-award';
  return <i className={`badge-icon ${glyph} ${name ? `badge-level-${name}` : 'text-secondary'} ${className}`} style={{ fontSize: size }} aria-hidden="true" />;
}
