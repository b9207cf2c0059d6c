// A multipart body written byte by byte, as a prober writes it: the part headers exactly as
// given (a control character in a file name included), which browsers and client libraries
// would escape.

export interface RawPart {
  readonly name: string;
  /** A file part when given; its bytes are `content`. */
  readonly filename?: string;
  readonly contentType?: string;
  readonly content: string | Buffer;
}

/** The body and the headers that announce it (its type with the boundary, its length). */
export function rawMultipart(parts: readonly RawPart[]): {
  body: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----probe${Math.random().toString(36).slice(2)}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
        (part.filename === undefined ? '' : `; filename="${part.filename}"`) +
        (part.contentType === undefined ? '' : `\r\nContent-Type: ${part.contentType}`) +
        '\r\n\r\n',
      'latin1',
    ),
    Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
    Buffer.from('\r\n'),
  ]);
  const body = Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
  return {
    body,
    headers: {
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': String(body.length),
    },
  };
}
