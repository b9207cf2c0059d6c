// Word documents (.docx, Office Open XML) with the `docx` library: a title page (issuer, kind,
// title, year, subtitle) and the document's sections. `docx` stamps the package with the
// current time (zip entries and the core properties), so the file is repacked with a fixed
// date: the same manifest always gives the same bytes.
import { AlignmentType, Document, HeadingLevel, Packer, PageBreak, Paragraph, TextRun } from 'docx';
import type { IRunOptions } from 'docx';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { Zippable } from 'fflate';
import { COLORS, toHex } from './documentCover.ts';
import type { Color } from './documentCover.ts';
import type { DocumentSpec } from './writeDocuments.ts';

const color = (rgbColor: Color) => toHex(rgbColor).slice(1).toUpperCase();
const FONT = 'Arial';

/** The document as a .docx package, its dates fixed to `fixedDate`. */
export async function renderDocx(spec: DocumentSpec, fixedDate: Date): Promise<Uint8Array> {
  const issuer = spec.issuer ?? 'Alumis AD';
  const text = (value: string, options: IRunOptions = {}) =>
    new TextRun({ text: value, font: FONT, ...options });
  const cover = [
    new Paragraph({
      spacing: { after: 120 },
      children: [text(issuer.toUpperCase(), { bold: true, size: 32, color: color(COLORS.brand) })],
    }),
    new Paragraph({
      spacing: { after: 1600 },
      children: [
        text('Laminati ed estrusi di alluminio · Shumen, Bulgaria', {
          size: 20,
          color: color(COLORS.muted),
        }),
      ],
    }),
    ...(spec.kind
      ? [
          new Paragraph({
            spacing: { after: 240 },
            children: [
              text(spec.kind.toUpperCase(), { bold: true, size: 24, color: color(COLORS.accent) }),
            ],
          }),
        ]
      : []),
    new Paragraph({
      heading: HeadingLevel.TITLE,
      spacing: { after: 480 },
      children: [text(spec.title, { bold: true, size: 60, color: color(COLORS.ink) })],
    }),
    ...(spec.year === undefined
      ? []
      : [
          new Paragraph({
            spacing: { after: 360 },
            children: [
              text(String(spec.year), { bold: true, size: 144, color: color(COLORS.brand) }),
            ],
          }),
        ]),
    ...(spec.subtitle
      ? [
          new Paragraph({
            children: [text(spec.subtitle, { size: 24, color: color(COLORS.muted) })],
          }),
        ]
      : []),
    new Paragraph({ children: [new PageBreak()] }),
  ];
  const body = spec.sections.flatMap((section) => [
    ...(section.heading
      ? [
          new Paragraph({
            heading: HeadingLevel.HEADING_2,
            spacing: { before: 240, after: 120 },
            children: [text(section.heading, { bold: true, size: 26, color: color(COLORS.brand) })],
          }),
        ]
      : []),
    ...section.paragraphs.map(
      (paragraph) =>
        new Paragraph({
          alignment: AlignmentType.LEFT,
          spacing: { after: 160, line: 300 },
          children: [text(paragraph, { size: 21 })],
        }),
    ),
  ]);
  const document = new Document({
    creator: issuer,
    lastModifiedBy: issuer,
    title: spec.year === undefined ? spec.title : `${spec.title} (${spec.year})`,
    description: spec.subtitle,
    revision: 1,
    sections: [{ children: [...cover, ...body] }],
  });
  return normalise(await Packer.toBuffer(document), fixedDate);
}

/** Rewrites the package with `fixedDate` as every entry's time and as created/modified. */
function normalise(buffer: Buffer, fixedDate: Date): Uint8Array {
  const files = unzipSync(new Uint8Array(buffer));
  const stamp = fixedDate.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const core = files['docProps/core.xml'];
  if (core) {
    files['docProps/core.xml'] = strToU8(
      strFromU8(core).replace(
        /(<dcterms:(created|modified)[^>]*>)[^<]*(<\/dcterms:\2>)/g,
        `$1${stamp}$3`,
      ),
    );
  }
  // [Content_Types].xml must stay the first entry of an Office package.
  const ordered: Zippable = Object.fromEntries(
    Object.keys(files)
      .sort((a, b) => Number(b === '[Content_Types].xml') - Number(a === '[Content_Types].xml'))
      .map((name) => [name, [files[name]!, { mtime: fixedDate }]]),
  );
  return zipSync(ordered, { level: 9 });
}
