import { useEffect, useState } from 'react';
import { useHydrated } from '../../federation/ssr/ClientOnly';

export interface RichHtmlProps {
  /** HTML written in the admin's editor, as the API answers it (sanitised there on read). */
  readonly html: string;
  readonly className?: string;
}

interface Sanitized {
  readonly source: string;
  readonly html: string;
}

/**
 * Rich text from the API. The browser sanitises it again with DOMPurify (defence in depth),
 * loaded on demand so visitors who never open an article or a vacancy do not download it.
 * The server's HTML (the API's sanitised answer) stays on screen while that happens after a
 * server-rendered page loads; content that appears later is shown only once sanitised.
 */
export function RichHtml({ html, className }: RichHtmlProps) {
  const hydrated = useHydrated();
  // Mounted while hydrating: the same text is already in the page, from the server.
  const [fromServer] = useState(() => !hydrated);
  const [sanitized, setSanitized] = useState<Sanitized | null>(null);

  useEffect(() => {
    let active = true;
    void import(/* webpackChunkName: "sanitize-rich-html" */ './sanitizeRichHtml').then(
      ({ sanitizeRichHtml }) => {
        if (active) setSanitized({ source: html, html: sanitizeRichHtml(html) });
      },
    );
    return () => {
      active = false;
    };
  }, [html]);

  const shown = sanitized?.source === html ? sanitized.html : fromServer ? html : '';
  return <div className={className} dangerouslySetInnerHTML={{ __html: shown }} />;
}
