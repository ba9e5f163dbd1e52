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

/** A member's name, linked to their profile page when one is served. */
export function UserLink({ username, children, className }: { username: string; children: ReactNode; className?: string }) {
  const served = useHasRoute(USER_PAGE_ROUTE);
  if (!served || !username) return <span className={className}>{children}</span>;
  return (
    <Link to={`/users/${encodeURIComponent(username)}`} className={className}>
      {children}
    </Link>
  );
}
