import { Navigate } from 'react-router-dom';

/** `/users/settings` opens the profile page. */
export default function SettingsIndex() {
  return <Navigate to="/users/settings/profile" replace />;
}
