import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * React 18.3's Node stream writer sends its whole 2 KB buffer when the next character does
 * not fit in what is left of it, unused zero bytes included (react-dom-server.node,
 * `writeStringChunk`): a page then holds U+0000 wherever a multi-byte character (’, é,
 * Cyrillic) meets a buffer boundary, which browsers drop and the W3C checker reports. No
 * rendered text can hold U+0000 (the HTML parser would drop it too), so they are removed.
 */
function withoutNulBytes(html: string): string {
  return html.includes('\u0000') ? html.replaceAll('\u0000', '') : html;
}

/**
 * Renders the whole tree to a string once every suspended part (lazy pages, API data) has
 * resolved, so the HTML carries the complete page. Past `timeoutMs` the render is aborted:
 * what is still pending is left to the browser, which renders it after hydration.
 */
export function renderToHtml(element: ReactNode, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        parts.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve(withoutNulBytes(Buffer.concat(parts).toString('utf8')));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError: (error) => {
        // A part that failed is rendered by the browser instead; the page still answers.
        console.error('[ssr] a part of the page failed to render on the server', error);
      },
    });
    const timer = setTimeout(() => stream.abort(new Error('server render timed out')), timeoutMs);
  });
}
