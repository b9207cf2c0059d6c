import { Redirect } from '../../federation/redirect/Redirect';
import { NOT_FOUND_PATH } from '../../contracts/routes';

/** An unknown `{page}` of a section ends on the site's 404 page (replacing the bad entry). */
export function NotFoundRedirect() {
  return <Redirect to={NOT_FOUND_PATH} />;
}
