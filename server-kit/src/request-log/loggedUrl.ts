/**
 * The address as a log line may keep it: the path, and the names of the query's parameters
 * without their values. A query may carry a token (a newsletter's leave link) or what a visitor
 * typed (a search), and a log is kept longer and read by more people than the data itself.
 */
export function loggedUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const names = url
    .slice(query + 1)
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const equals = part.indexOf('=');
      return equals === -1 ? part : `${part.slice(0, equals)}=…`;
    });
  return `${url.slice(0, query)}?${names.join('&')}`;
}
