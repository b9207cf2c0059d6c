import { useEffect } from 'react';

export const SITE_NAME = 'Alumis';

export interface DocumentMeta {
  /** Page title without the site name. */
  readonly title: string;
  readonly description: string;
}

export function formatTitle(title: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/** Sets `<title>` and the meta description for the current route (no-op outside a browser). */
export function useDocumentMeta({ title, description }: DocumentMeta): void {
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
