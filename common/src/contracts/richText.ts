// Rules of the rich text the admin editor writes (news blocks, vacancy fields) that the API's
// sanitiser and the browser's apply alike. Pure functions: the API runs this file, compiled.

/** Hosts a video frame may show: YouTube's players, nothing else. */
export const VIDEO_HOSTS: readonly string[] = [
  'youtube.com',
  'www.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
];
const VIDEO_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The canonical player address of a YouTube embed URL (https, a YouTube host, path
 * `/embed/<id>`), on the privacy-enhanced host; undefined for anything else.
 */
export function youtubeEmbedSrc(src: string | null | undefined): string | undefined {
  if (src === undefined || src === null) return undefined;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return undefined;
  if (url.port !== '' || !VIDEO_HOSTS.includes(url.hostname)) return undefined;
  const id = /^\/embed\/([^/]+)$/.exec(url.pathname)?.[1];
  if (id === undefined || !VIDEO_ID.test(id)) return undefined;
  return `https://www.youtube-nocookie.com/embed/${id}`;
}

/** Schemes a link in rich text may use (relative links stay on the site). */
export const RICH_TEXT_LINK_SCHEMES: readonly string[] = ['http:', 'https:', 'mailto:'];

/** Whether rich text says anything once its markup is gone (an editor's empty `<p></p>` does not). */
export function hasVisibleText(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').trim() !== '';
}
