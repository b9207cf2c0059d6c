import { Navigate, useHref } from 'react-router-dom';
import { useSsrStore } from '../ssr/ssrStore';

export interface RedirectProps {
  /** Absolute path (and query) the visitor is sent to, replacing the current entry. */
  readonly to: string;
}

/**
 * Sends the visitor elsewhere while rendering: in the browser a replacing navigation; on the
 * server the page is answered with an HTTP redirect instead (a Navigate does nothing there).
 */
export function Redirect({ to }: RedirectProps) {
  const store = useSsrStore();
  // The address with the router's basename (the language prefix of `/en/…` pages).
  const href = useHref(to);
  if (store?.server) {
    store.redirect(href);
    return null;
  }
  return <Navigate to={to} replace />;
}
