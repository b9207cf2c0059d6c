// What a file's bytes are, whatever its name or declared type: a PDF needs `%PDF-` at its very
// start (a browser sniffing an HTML/PDF polyglot reads the first bytes) and `%%EOF` near its
// end. A PDF that could run something in a viewer is refused, not neutralised: rewriting a PDF
// to remove its actions would need a full parser and writer, would change the bytes the
// company publishes (a signed report's signature would break), and a removal that misses one
// form would let it through; a refusal tells the editor to export the file again without it.
import { inflateSync } from 'node:zlib';
import { PDF_SIGNATURE } from '@alu/common/contracts';

/** PDF names (after `#xx` escapes are decoded) that run or open something. */
const ACTIVE_NAMES: ReadonlySet<string> = new Set([
  'JavaScript',
  'JS',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
]);

/** Bytes an inflated object stream may have; a larger one is not inspected, so refused. */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

export type PdfVerdict =
  | { readonly ok: true }
  | { readonly ok: false; readonly problem: 'not_pdf' }
  | { readonly ok: false; readonly problem: 'active_content'; readonly name: string }
  | { readonly ok: false; readonly problem: 'uninspectable' };

/** `%PDF-` at the start and `%%EOF` within the last kilobyte. */
export function looksLikePdf(bytes: Buffer): boolean {
  return (
    bytes.length > 8 &&
    bytes.subarray(0, PDF_SIGNATURE.length).toString('latin1') === PDF_SIGNATURE &&
    bytes.subarray(Math.max(0, bytes.length - 1024)).includes('%%EOF')
  );
}

/** Every name token (`/Name`) of PDF text, its `#xx` escapes decoded. */
function namesIn(text: string): Set<string> {
  const names = new Set<string>();
  // A name ends at white space or a delimiter: ( ) < > [ ] { } / %.
  for (const match of text.matchAll(/\/([^\s()<>[\]{}/%]*)/g)) {
    names.add(
      (match[1] ?? '').replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      ),
    );
  }
  return names;
}

function activeNameIn(text: string): string | undefined {
  for (const name of namesIn(text)) if (ACTIVE_NAMES.has(name)) return name;
  return undefined;
}

interface Stream {
  /** The stream's dictionary (the text between `obj` and `stream`). */
  readonly dictionary: string;
  readonly start: number;
  readonly end: number;
}

/** The streams of the file, found by their keywords (binary data between them is skipped). */
function streamsOf(text: string): Stream[] {
  const streams: Stream[] = [];
  const opening = /\bobj\b([\s\S]*?)\bstream(?:\r\n|\n|\r)/g;
  let match: RegExpExecArray | null;
  while ((match = opening.exec(text)) !== null) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end === -1) break;
    // The dictionary of the object that holds the stream, not of any object before it.
    const dictionary = (match[1] ?? '').split(/\bobj\b/).pop() ?? '';
    streams.push({ dictionary, start, end });
    opening.lastIndex = end;
  }
  return streams;
}

/**
 * The objects an object stream holds (PDF 1.5 and later compress the catalog and its actions
 * there), as text; undefined when they cannot be read here (a filter other than Flate).
 */
function objectStreamText(bytes: Buffer, stream: Stream): string | undefined {
  const names = namesIn(stream.dictionary);
  const filters = [...names].filter((name) => name.endsWith('Decode') || name === 'Fl');
  const body = bytes.subarray(stream.start, stream.end);
  if (filters.length === 0) return body.toString('latin1');
  if (filters.length > 1 || !(names.has('FlateDecode') || names.has('Fl'))) return undefined;
  if (names.has('DecodeParms') || names.has('DP')) return undefined;
  try {
    // A truncated stream is read as far as it goes, as viewers do.
    return inflateSync(body, {
      maxOutputLength: MAX_INFLATED_BYTES,
      finishFlush: 2, // Z_SYNC_FLUSH
    }).toString('latin1');
  } catch {
    return undefined;
  }
}

/** Whether the file is a PDF that runs, launches or carries nothing. */
export function inspectPdf(bytes: Buffer): PdfVerdict {
  if (!looksLikePdf(bytes)) return { ok: false, problem: 'not_pdf' };
  const text = bytes.toString('latin1');
  const streams = streamsOf(text);
  // Outside the streams: the objects themselves, dictionaries and trailers.
  let outside = '';
  let from = 0;
  for (const stream of streams) {
    outside += text.slice(from, stream.start);
    from = stream.end;
  }
  outside += text.slice(from);
  const direct = activeNameIn(outside);
  if (direct) return { ok: false, problem: 'active_content', name: direct };
  for (const stream of streams) {
    if (!namesIn(stream.dictionary).has('ObjStm')) continue;
    const objects = objectStreamText(bytes, stream);
    if (objects === undefined) return { ok: false, problem: 'uninspectable' };
    const hidden = activeNameIn(objects);
    if (hidden) return { ok: false, problem: 'active_content', name: hidden };
  }
  return { ok: true };
}
