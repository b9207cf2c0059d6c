// Watches every answer an app gives and checks it against the OpenAPI document that app
// serves; what the document does not allow is kept until the test asks (see checkAnswers.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';
import type { OpenApiDocument } from '#api/components/api-reference/openApiDocument';
import { AnswerContract, type CatchAll } from './answerContract';
import { catchAllBase, servedRoutes } from './servedRoutes';

/** JSON bodies up to this size are kept for the check; no API answer comes near it. */
const KEPT_BYTES = 8 * 1024 * 1024;

const problems: string[] = [];
const contracts = new Map<string, AnswerContract>();

/** One contract per document and set of catch-all routes (every app of a test file shares it). */
function contractFor(servedDocument: string, catchAlls: readonly CatchAll[]): AnswerContract {
  const key = `${JSON.stringify(catchAlls)}\n${servedDocument}`;
  let contract = contracts.get(key);
  if (!contract) {
    contract = new AnswerContract(JSON.parse(servedDocument) as OpenApiDocument, catchAlls);
    contracts.set(key, contract);
  }
  return contract;
}

const keepsBody = (res: ServerResponse) => {
  const type = res.getHeader('content-type');
  return type === undefined || /json/i.test(String(type));
};

type Write = (chunk: unknown, ...rest: unknown[]) => unknown;

/** The Content-Type among writeHead's headers (an object, or a flat list of names and values). */
function contentTypeIn(headers: unknown): unknown {
  if (Array.isArray(headers)) {
    const index = headers.findIndex(
      (item, at) => at % 2 === 0 && String(item).toLowerCase() === 'content-type',
    );
    return index >= 0 ? headers[index + 1] : undefined;
  }
  if (typeof headers !== 'object' || headers === null) return undefined;
  const entry = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type');
  return entry?.[1];
}

function watch(req: IncomingMessage, res: ServerResponse, contract: () => AnswerContract): void {
  const method = req.method ?? 'GET';
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  // Preflights and Express's automatic OPTIONS answers are no operation's.
  if (method === 'OPTIONS') return;
  const chunks: Buffer[] = [];
  let size = 0;
  let kept = true;
  const keep = (chunk: unknown, encoding: unknown) => {
    if (!kept || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    if (!keepsBody(res)) {
      kept = false;
      return;
    }
    const bytes = Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(
          String(chunk),
          typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
        );
    size += bytes.length;
    if (size > KEPT_BYTES) kept = false;
    else chunks.push(bytes);
  };
  const wrap = (original: Write): Write =>
    function (this: unknown, chunk, ...rest) {
      keep(chunk, rest[0]);
      return original.call(this, chunk, ...rest);
    };
  const writable = res as unknown as { write: Write; end: Write; writeHead: Write };
  writable.write = wrap(writable.write);
  writable.end = wrap(writable.end);
  // Headers given to writeHead directly (the probes do) are not kept where getHeader reads.
  let headContentType: unknown;
  const writeHead = writable.writeHead;
  writable.writeHead = function (this: unknown, status, ...rest) {
    headContentType = contentTypeIn(rest.find((item) => typeof item === 'object'));
    return writeHead.call(this, status, ...rest);
  };
  const requestBody =
    Number(req.headers['content-length'] ?? 0) > 0 ||
    req.headers['transfer-encoding'] !== undefined;
  res.once('finish', () => {
    const contentType = res.getHeader('content-type') ?? headContentType;
    try {
      const problem = contract().check({
        method,
        path,
        status: res.statusCode,
        contentType: contentType === undefined ? undefined : String(contentType),
        body: kept ? Buffer.concat(chunks) : undefined,
        requestBody,
      });
      if (problem) problems.push(problem);
    } catch (error) {
      problems.push(`${method} ${path}: the check failed: ${String(error)}`);
    }
  });
}

/** Checks every answer of `app` against `servedDocument` (the text of its /api/openapi.json). */
export function watchAnswers(app: Express, servedDocument: string): Express {
  const target = app as unknown as {
    handle: (req: IncomingMessage, res: ServerResponse, next?: unknown) => void;
  };
  const handle = target.handle.bind(app);
  const catchAlls = servedRoutes(app).flatMap((route) => {
    const base = route.kind === 'path' ? catchAllBase(route) : undefined;
    return base === undefined ? [] : [{ method: route.method, base }];
  });
  target.handle = (req, res, next) => {
    watch(req, res, () => contractFor(servedDocument, catchAlls));
    handle(req, res, next);
  };
  return app;
}

/** The problems found since the last call. */
export function takeAnswerProblems(): string[] {
  return problems.splice(0);
}
