import { Navigate } from 'react-router-dom';

/** `/admin` opens the first admin page there is. */
export default function AdminHome() {
  return <Navigate to="/admin/installed-plugins" replace />;
}
