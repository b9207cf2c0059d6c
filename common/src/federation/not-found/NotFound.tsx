import { useContext, type ComponentType } from 'react';
import { globalContext } from '../shared-context/globalContext';
import { useSsrStore } from '../ssr/ssrStore';

/** The host's not-found page, provided by the shell to every area. */
export const NotFoundPageContext = globalContext<ComponentType | null>('notFoundPage', null);

/**
 * Marks the page being rendered as missing: on the server it answers with status 404 (the
 * page's own content is still sent, so a visitor sees the not-found page at the address they
 * asked for). Nothing in the browser, where the address stays as it is.
 */
export function useNotFoundStatus(): void {
  const store = useSsrStore();
  if (store?.server) store.notFound?.();
}

/** The site's not-found page in place of a page that does not exist (status 404). */
export function NotFound() {
  useNotFoundStatus();
  const Page = useContext(NotFoundPageContext);
  if (Page) return <Page />;
  // Only a remote running alone (its dev server, its tests) has no host page to show.
  return (
    <section>
      <h1>404</h1>
    </section>
  );
}
