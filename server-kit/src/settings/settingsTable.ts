// The docs' tables of settings, made from the same declarations the services read their
// environment with, and the marked regions of a document they are written into.
import type { DefaultPerEnvironment, Setting, SettingsDeclaration } from './setting.ts';

const code = (text: string) => `\`${text}\``;

function perEnvironment(declared: DefaultPerEnvironment): string {
  const { production, test, otherwise } = declared;
  let shown =
    production === undefined || production === otherwise
      ? code(otherwise)
      : `${code(production)} with \`NODE_ENV=production\`, ${code(otherwise)} otherwise`;
  if (test !== undefined && test !== otherwise) shown += `; ${code(test)} with \`NODE_ENV=test\``;
  return shown;
}

/** The default column: what an unset variable means. */
export function documentedDefault(declared: Setting<unknown>): string {
  if (declared.documentedDefault !== undefined) return declared.documentedDefault;
  const fallback = declared.default;
  if (fallback === undefined) return '—';
  if (typeof fallback === 'string') return code(fallback);
  if (typeof fallback === 'function') throw new Error('a computed default is documented by hand');
  return perEnvironment(fallback);
}

/** The production column: whether a production start must name it. */
export function documentedRequirement(declared: Setting<unknown>): string {
  const required = declared.requiredInProduction;
  if (required === undefined) return '';
  return typeof required === 'string' ? `required (${required})` : 'required';
}

/** A Markdown table; `|` in a cell is escaped. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]) {
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** One row per variable, in the declaration's order. */
export function settingsTable(declaration: SettingsDeclaration): string {
  return markdownTable(
    ['variable', 'default', 'in production', 'meaning'],
    Object.entries(declaration).map(([name, declared]) => [
      code(name),
      documentedDefault(declared),
      documentedRequirement(declared),
      declared.description,
    ]),
  );
}

const start = (region: string) => `<!-- generated:${region} -->`;
const end = (region: string) => `<!-- end:${region} -->`;

function bounds(document: string, region: string): [number, number] {
  const from = document.indexOf(start(region));
  const to = document.indexOf(end(region));
  if (from < 0 || to < from) {
    throw new Error(`no region "${region}" (${start(region)} … ${end(region)}) in the document`);
  }
  return [from + start(region).length, to];
}

/** The text between a region's two markers. */
export function generatedRegion(document: string, region: string): string {
  const [from, to] = bounds(document, region);
  return document.slice(from, to);
}

/** The document with `content` between the region's two markers. */
export function withGeneratedRegion(document: string, region: string, content: string): string {
  const [from, to] = bounds(document, region);
  return `${document.slice(0, from)}\n${content}\n${document.slice(to)}`;
}

/** The regions of a document a module writes: region name → its content. */
export type ConfigurationRegions = Readonly<Record<string, () => string>>;

/** A message for each region of `document` whose content is not what `regions` make. */
export function staleRegions(
  document: string,
  regions: ConfigurationRegions,
  fix: string,
): string[] {
  return Object.entries(regions).flatMap(([region, content]) =>
    generatedRegion(document, region).trim() === content().trim()
      ? []
      : [`the "${region}" table differs from its declarations: run \`${fix}\``],
  );
}
