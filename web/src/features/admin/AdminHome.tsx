import { Navigate } from 'react-router-dom';

/** /admin on its own opens the first screen of the admin menu. */
export default function AdminHome() {
  return <Navigate to="/admin/profiles" replace />;
}
