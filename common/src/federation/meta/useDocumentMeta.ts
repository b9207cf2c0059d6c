import { useEffect } from 'react';
import type { DocumentMeta } from '../../contracts/rendering';
import { useSsrStore } from '../ssr/ssrStore';

export const SITE_NAME = 'Alumis';

export type { DocumentMeta };

export function formatTitle(title: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/**
 * Sets `<title>` and the meta description for the current route. On the server the values
 * are recorded for the page's head (effects do not run there); the deepest page renders
 * last, so its meta wins.
 */
export function useDocumentMeta(meta: DocumentMeta): void {
  const { title, description, noindex = false } = meta;
  const store = useSsrStore();
  // The search-engine part (picture, trail, structured data) is written by the server only.
  if (store?.server) store.setMeta(meta);
  useEffect(() => {
    const robots = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (noindex && !robots) {
      const tag = document.createElement('meta');
      tag.name = 'robots';
      tag.content = 'noindex';
      document.head.appendChild(tag);
    } else if (!noindex) {
      robots?.remove();
    }
  }, [noindex]);
  useEffect(() => {
    document.title = formatTitle(title);
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.appendChild(tag);
    }
    tag.content = description;
  }, [title, description]);
}
