/**
 * The value of the sample `name` carrying every one of `labels` (in any order) in Prometheus's
 * text format, or undefined: what a test or a script reads of a service's `/metrics`.
 */
export function metricSample(
  text: string,
  name: string,
  labels: Readonly<Record<string, string>> = {},
): number | undefined {
  const line = text
    .split('\n')
    .find(
      (candidate) =>
        (candidate.startsWith(`${name}{`) || candidate.startsWith(`${name} `)) &&
        Object.entries(labels).every(([key, value]) => candidate.includes(`${key}="${value}"`)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}
