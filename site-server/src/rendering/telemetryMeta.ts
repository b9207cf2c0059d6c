// The share of page views the browser measures (web vitals, errors), told to the shell's
// measurement client by a meta element of every page: without it, nothing is measured.
import type { ShellTemplate } from './pageDocument.ts';

export const TELEMETRY_META_NAME = 'telemetry-sample-rate';

export function telemetryMeta(sampleRate: number): string {
  return `<meta name="${TELEMETRY_META_NAME}" content="${String(sampleRate)}">`;
}

/** The template with the meta element in its head: the rendered pages and the plain one. */
export function withTelemetrySampleRate(
  template: ShellTemplate,
  sampleRate: number,
): ShellTemplate {
  const meta = telemetryMeta(sampleRate);
  return { ...template, html: template.html.replace('</head>', () => `${meta}</head>`) };
}
