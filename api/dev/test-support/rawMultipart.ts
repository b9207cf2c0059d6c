// A multipart body written byte by byte, as an attacker would: the part headers exactly as
// given (a control character in a file name included), which client libraries escape.

export interface RawPart {
  readonly name: string;
  /** A file part when given; its bytes are `content`. */
  readonly filename?: string;
  readonly contentType?: string;
  readonly content: string | Buffer;
}

export interface RawMultipart {
  readonly contentType: string;
  readonly body: Buffer;
}

export function rawMultipart(parts: readonly RawPart[]): RawMultipart {
  const boundary = `----raw${Math.random().toString(36).slice(2)}`;
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
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
  };
}
