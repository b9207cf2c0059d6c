import { youtubeEmbedSrc } from '@alu/common';

const ID = /^[A-Za-z0-9_-]{6,64}$/;

/**
 * The player address for what an administrator pastes: a YouTube watch link, a youtu.be short
 * link or an embed address (https only); undefined for anything else.
 */
export function toYoutubeEmbed(input: string): string | undefined {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:') return undefined;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1);
  else if (host === 'youtube.com' && url.pathname === '/watch') id = url.searchParams.get('v');
  else if (host === 'youtube.com' && url.pathname.startsWith('/shorts/'))
    id = url.pathname.slice(8);
  else return youtubeEmbedSrc(url.href);
  return id && ID.test(id) ? youtubeEmbedSrc(`https://www.youtube.com/embed/${id}`) : undefined;
}

/** Whether a link address may be used: http, https or mailto (doc: links http(s)/mailto only). */
export function isAllowedLink(input: string): boolean {
  try {
    return ['http:', 'https:', 'mailto:'].includes(new URL(input.trim()).protocol);
  } catch {
    return false;
  }
}
