// The kinds of value the services' variables hold, as valibot schemas of their text. Each
// message names the variable and repeats what was given, so an operator sees what to change.
import { isIP } from 'node:net';
import * as v from 'valibot';
import type { SettingContext, ValueSchema } from './setting.ts';

type Kind<T> = (context: SettingContext) => ValueSchema<T>;

const DIGITS = /^\d+$/;

/** Any text (already trimmed unless the setting keeps it exact). */
export const text: Kind<string> = () => v.string();

/** A text matching `pattern`; `message` says what it must be. */
export function matching(
  pattern: RegExp,
  message: (name: string, given: string) => string,
): Kind<string> {
  return ({ name }) =>
    v.pipe(
      v.string(),
      v.regex(pattern, (issue) => message(name, String(issue.input))),
    );
}

/** A TCP port: 0 (any free port) to 65535. */
export const port: Kind<number> = ({ name }) =>
  v.pipe(
    v.string(),
    v.regex(
      DIGITS,
      (issue) => `${name} must be an integer port number (0-65535), got "${String(issue.input)}"`,
    ),
    v.transform(Number),
    v.maxValue(
      65535,
      (issue) => `${name} must be an integer between 0 and 65535, got ${String(issue.input)}`,
    ),
  );

function wholeNumber(min: 0 | 1): Kind<number> {
  const expected = min === 0 ? '0 or a positive integer' : 'a positive integer';
  return ({ name }) =>
    v.pipe(
      v.string(),
      v.check(
        (given) =>
          DIGITS.test(given) && Number(given) >= min && Number.isSafeInteger(Number(given)),
        (issue) => `${name} must be ${expected}, got "${String(issue.input)}"`,
      ),
      v.transform(Number),
    );
}

/** A count or duration that cannot be 0. */
export const positiveInteger = wholeNumber(1);
/** A count or duration where 0 means "off" or "none". */
export const zeroOrPositiveInteger = wholeNumber(0);

/** `true` or `false`, in any case. */
export const flag: Kind<boolean> = ({ name }) =>
  v.pipe(
    v.string(),
    v.check(
      (given) => ['true', 'false'].includes(given.toLowerCase()),
      (issue) => `${name} must be true or false, got "${String(issue.input)}"`,
    ),
    v.transform((given) => given.toLowerCase() === 'true'),
  );

/** One of `choices`. */
export function oneOf<const C extends readonly [string, ...string[]]>(choices: C): Kind<C[number]> {
  return ({ name }) =>
    v.picklist(
      choices,
      (issue) => `${name} must be one of ${choices.join(', ')}, got "${String(issue.input)}"`,
    );
}

/** The items of a comma-separated list, trimmed, empty ones dropped. */
export function listItems(list: string): string[] {
  return list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** `item` as a bare http(s) origin (scheme, host, port), or undefined when it is not one. */
export function originOf(item: string): string | undefined {
  let url: URL;
  try {
    url = new URL(item);
  } catch {
    return undefined;
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  return (url.protocol === 'http:' || url.protocol === 'https:') && bare ? url.origin : undefined;
}

function notAnOrigin(name: string, item: string): string {
  return `${name}: "${item}" is not an origin such as https://www.example.com`;
}

/**
 * A comma-separated list whose items `accept` turns into values; each refused item is a
 * problem of its own.
 */
function listOf<T>(
  accept: (item: string) => T | undefined,
  refusal: (name: string, item: string) => string,
): Kind<T[]> {
  return ({ name }) =>
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const values: T[] = [];
        for (const item of listItems(dataset.value)) {
          const value = accept(item);
          if (value === undefined) addIssue({ input: item, message: refusal(name, item) });
          else values.push(value);
        }
        return values.length === listItems(dataset.value).length ? values : NEVER;
      }),
    );
}

/** Origins such as `https://www.example.com`, comma-separated. */
export const originList: Kind<string[]> = listOf(originOf, notAnOrigin);

/** A list that must name something: `message` when it names nothing. */
export function nonEmpty<T>(kind: Kind<T[]>, message: (name: string) => string): Kind<T[]> {
  return (context) => v.pipe(kind(context), v.minLength(1, message(context.name)));
}

/** One origin such as `https://www.example.com`. */
export const origin: Kind<string> = ({ name }) =>
  v.pipe(
    v.string(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const value = originOf(dataset.value);
      if (value === undefined) addIssue({ message: notAnOrigin(name, dataset.value) });
      return value ?? NEVER;
    }),
  );

/** The address names Express's `trust proxy` knows, besides addresses and CIDR ranges. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or one of Express's names. */
export function isProxyAddress(item: string): boolean {
  if (PROXY_NAMES.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return DIGITS.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** `none` (said on purpose) gives undefined; any other text is a value of `kind`. */
export function noneOr<T>(kind: Kind<T>): Kind<T | undefined> {
  return (context) =>
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        if (dataset.value === 'none') return undefined;
        const parsed = v.safeParse(kind(context), dataset.value);
        if (parsed.success) return parsed.output;
        for (const issue of parsed.issues) addIssue({ input: issue.input, message: issue.message });
        return NEVER;
      }),
    );
}

/** `none` (nobody), or addresses, CIDR ranges and Express's names, comma-separated. */
export const proxyList: Kind<string[]> = (context) => {
  const listed = listOf(
    (item) => (isProxyAddress(item) ? item : undefined),
    (name, item) =>
      `${name} takes addresses, CIDR ranges or loopback/linklocal/uniquelocal, got "${item}"`,
  );
  return v.pipe(
    noneOr(listed)(context),
    v.transform((proxies) => proxies ?? []),
  );
};
