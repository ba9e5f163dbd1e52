/** One link of the admin side menu, styled as the kernel's own entries (active while its page shows). */
import { NavLink } from 'react-router-dom';

export interface AdminMenuLinkProps {
  to: string;
  /** Already translated. */
  label: string;
  /** Indented under a section heading or a parent entry. */
  nested?: boolean;
}

export function AdminMenuLink({ to, label, nested = false }: AdminMenuLinkProps) {
  return (
    <NavLink to={to} end className={({ isActive }) => `nav-link text-break${nested ? ' ps-4' : ''}${isActive ? ' active' : ''}`}>
      {label}
    </NavLink>
  );
}
