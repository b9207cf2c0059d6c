import { Navigate } from 'react-router-dom';
import { NOT_FOUND_PATH } from '../routing/routeTable';

/** An unknown `{page}` of a section ends on the site's 404 page (replacing the bad entry). */
export function NotFoundRedirect() {
  return <Navigate to={NOT_FOUND_PATH} replace />;
}
