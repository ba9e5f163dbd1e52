/**
 * Links to pages other plugins serve (a member's profile, a tag) exist only while such a page is
 * registered: a site without the plugin shows the name as text instead of a dead link.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { routePoint } from './points';
import { useExtensions } from './react';

/** True while a page is registered for `path` (react-router syntax, e.g. `/users/:username`). */
export function useHasRoute(path: string): boolean {
  return useExtensions(routePoint).some((route) => route.value.path === path);
}

export const USER_PAGE_ROUTE = '/users/:username';

export interface UserLinkProps {
  username: string;
  /** The member's status: `deleted` shows no link. */
  status?: string;
  children: ReactNode;
  className?: string;
  /**
   * A second link to a profile already linked beside it (the picture next to the name): left out
   * of the tab order and hidden from assistive technology, which meet the name's link.
   */
  decorative?: boolean;
}

/**
 * A member's name, linked to their profile page when one is served. A deleted member's name
 * (`status` `deleted`, as `UserBasicInfo` carries it) stays plain text, as Answer shows it.
 */
export function UserLink({ username, status, children, className, decorative = false }: UserLinkProps) {
  const served = useHasRoute(USER_PAGE_ROUTE);
  if (!served || !username || status === 'deleted') return <span className={className}>{children}</span>;
  return (
    <Link to={`/users/${encodeURIComponent(username)}`} className={className} {...(decorative ? { tabIndex: -1, 'aria-hidden': true } : {})}>
      {children}
    </Link>
  );
}
