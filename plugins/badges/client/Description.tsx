import { Link } from 'react-router-dom';
import { descriptionParts } from './levels';

/** A badge's description from the server: its text, and its links as links. */
export function Description({ html, className }: { html: string; className?: string }) {
  const parts = descriptionParts(html);
  if (parts.length === 0) return null;
  return (
    <p className={className}>
      {parts.map((part, index) => {
        if (part.href === undefined) return <span key={index}>{part.text}</span>;
        // a path of this site goes through the router (and its base path)
        if (part.href.startsWith('/') && !part.href.startsWith('//')) {
          return (
            <Link key={index} to={part.href}>
              {part.text}
            </Link>
          );
        }
        return (
          <a key={index} href={part.href} rel="noopener noreferrer">
            {part.text}
          </a>
        );
      })}
    </p>
  );
}
