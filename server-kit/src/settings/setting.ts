// A service's environment, read through one valibot schema made from declarations: each
// variable is declared once with the schema of its text, its default (per NODE_ENV where it
// differs), whether a production start must name it, and a line for the docs. The same
// declarations give the schema a start runs and the table docs/configuration.md shows.
import * as v from 'valibot';

/** The environment as the process has it. */
export type Environment = Readonly<Record<string, string | undefined>>;

/** What a setting's schema may depend on besides the text itself. */
export interface SettingContext {
  /** The variable's name, for the messages. */
  readonly name: string;
  readonly production: boolean;
}

/** Turns a variable's text into its value, or fails with messages that name the variable. */
export type ValueSchema<T> = v.GenericSchema<string, T>;

/** A default that depends on NODE_ENV: `production`, `test`, anything else. */
export interface DefaultPerEnvironment {
  readonly production?: string;
  readonly test?: string;
  readonly otherwise: string;
}

/** The text used when the variable is unset, parsed like a given one. */
export type SettingDefault = string | DefaultPerEnvironment | ((env: Environment) => string);

/**
 * How the variable's text is taken: `trimmed` (the usual: spaces around it dropped, empty means
 * unset); `exact` for secrets and passwords (used as given; empty means unset); `emptyKept`
 * where an empty text is a value of its own.
 */
export type TextHandling = 'trimmed' | 'exact' | 'emptyKept';

interface SettingFields<T> {
  /** One line for the docs. */
  readonly description: string;
  /** The schema of the text; its actions' messages are the ones an operator reads. */
  readonly schema: (context: SettingContext) => ValueSchema<T>;
  /**
   * A production start must name it. A text: what else it may be, said in parentheses after
   * "is required when NODE_ENV=production"; `{ message }`: the whole message.
   */
  readonly requiredInProduction?: true | string | { readonly message: string };
  /** The default as the docs show it, where `default` is computed. */
  readonly documentedDefault?: string;
  readonly text?: TextHandling;
}

/** One variable of a service's environment. `T` is its value (undefined: unset, no default). */
export interface Setting<T> extends SettingFields<T> {
  readonly default?: SettingDefault;
  /** Only carries the value's type. */
  readonly '~value'?: T;
}

export function setting<T>(fields: SettingFields<T> & { default: SettingDefault }): Setting<T>;
export function setting<T>(
  fields: SettingFields<T> & { default?: undefined },
): Setting<T | undefined>;
export function setting<T>(fields: SettingFields<T> & { default?: SettingDefault }): Setting<T> {
  const fallback = fields.default;
  if (typeof fallback === 'function' && fields.documentedDefault === undefined) {
    throw new Error(`a computed default needs its documentedDefault (${fields.description})`);
  }
  if (
    typeof fallback === 'object' &&
    fallback.production === undefined &&
    fields.requiredInProduction === undefined
  ) {
    throw new Error(`no default in production, yet not required there (${fields.description})`);
  }
  return fields;
}

/** A service's declarations: variable name → setting. */
export type SettingsDeclaration = Readonly<Record<string, Setting<unknown>>>;

/** The values a declaration gives, by variable name. */
export type SettingsValues<S extends SettingsDeclaration> = {
  readonly [K in keyof S]: S[K] extends Setting<infer T> ? T : never;
};

/** A rule over several variables: `holds` sees their values once each of them is valid. */
export interface CrossCheck {
  readonly names: readonly [string, ...string[]];
  readonly holds: (values: Readonly<Record<string, unknown>>) => boolean;
  readonly message: string;
}

export function isProduction(nodeEnv: string | undefined): boolean {
  return nodeEnv === 'production';
}

/** The default text for this NODE_ENV; undefined: none. */
export function defaultText(
  declared: SettingDefault | undefined,
  nodeEnv: string,
  env: Environment,
): string | undefined {
  if (declared === undefined || typeof declared === 'string') return declared;
  if (typeof declared === 'function') return declared(env);
  if (isProduction(nodeEnv)) return declared.production;
  return nodeEnv === 'test' ? (declared.test ?? declared.otherwise) : declared.otherwise;
}

export function requiredMessage(name: string, required: Setting<unknown>['requiredInProduction']) {
  if (typeof required === 'object') return required.message;
  const other = typeof required === 'string' ? ` (${required})` : '';
  return `${name} is required when NODE_ENV=production${other}`;
}

/** The text of one variable as its setting takes it; undefined: unset. */
export function settingText(raw: string | undefined, handling: TextHandling = 'trimmed') {
  if (raw === undefined) return undefined;
  if (handling === 'exact') return raw === '' ? undefined : raw;
  const trimmed = raw.trim();
  return handling === 'emptyKept' || trimmed !== '' ? trimmed : undefined;
}

function entrySchema(
  name: string,
  declared: Setting<unknown>,
  nodeEnv: string,
  env: Environment,
): v.GenericSchema<string | undefined, unknown> {
  const production = isProduction(nodeEnv);
  const value = declared.schema({ name, production });
  if (production && declared.requiredInProduction !== undefined) {
    const message = requiredMessage(name, declared.requiredInProduction);
    return v.pipe(
      v.string(message),
      v.check((text) => text.trim() !== '', message),
      value,
    );
  }
  const fallback = defaultText(declared.default, nodeEnv, env);
  return fallback === undefined ? v.optional(value) : v.optional(value, fallback);
}

/**
 * The one schema of a service's environment under `nodeEnv`: an object of every declared
 * variable, then the rules over several of them (each run once its variables are valid, so
 * one mistake is not reported twice). Its input is `settingsInput(...)`.
 */
export function settingsSchema<S extends SettingsDeclaration>(
  declaration: S,
  checks: readonly CrossCheck[],
  nodeEnv: string,
  env: Environment,
): v.GenericSchema<Environment, SettingsValues<S>> {
  const entries = Object.fromEntries(
    Object.entries(declaration).map(([name, declared]) => [
      name,
      entrySchema(name, declared, nodeEnv, env),
    ]),
  );
  const object = v.object(entries);
  type Values = v.InferOutput<typeof object>;
  const rules = checks.map(
    ({ names, holds, message }) =>
      // Forwarded to the first variable: a rule's failure then does not hide the next rule.
      v.forward(
        v.partialCheck(
          names.map((name) => [name]) as never,
          holds as (values: unknown) => boolean,
          message,
        ),
        [names[0]] as never,
      ) as unknown as v.PipeItem<Values, Values, v.BaseIssue<unknown>>,
  );
  return v.pipe(object, ...rules) as unknown as v.GenericSchema<Environment, SettingsValues<S>>;
}

/** The declared variables of `env`, each taken as its setting says. */
export function settingsInput(declaration: SettingsDeclaration, env: Environment): Environment {
  return Object.fromEntries(
    Object.entries(declaration).map(([name, declared]) => [
      name,
      settingText(env[name], declared.text),
    ]),
  );
}

export type SettingsResult<S extends SettingsDeclaration> =
  | { readonly ok: true; readonly values: SettingsValues<S> }
  | { readonly ok: false; readonly problems: readonly string[] };

/** Reads `env` through the declaration's schema: the values, or every problem at once. */
export function readSettings<S extends SettingsDeclaration>(
  declaration: S,
  checks: readonly CrossCheck[],
  env: Environment,
  nodeEnv: string,
): SettingsResult<S> {
  const schema = settingsSchema(declaration, checks, nodeEnv, env);
  const result = v.safeParse(schema, settingsInput(declaration, env));
  if (result.success) return { ok: true, values: result.output };
  return { ok: false, problems: result.issues.map((issue) => issue.message) };
}

/** The value a setting has when unset under `nodeEnv` (its default, parsed). */
export function defaultValue<T>(
  declared: Setting<T>,
  name: string,
  nodeEnv = 'development',
  env: Environment = {},
): T {
  const schema = entrySchema(name, { ...declared, requiredInProduction: undefined }, nodeEnv, env);
  return v.parse(schema, undefined) as T;
}

/** Problems of a start, listed one per line under `title`. */
export class SettingsError extends Error {
  readonly problems: readonly string[];

  constructor(title: string, problems: readonly string[]) {
    super(`${title}:\n  - ${problems.join('\n  - ')}`);
    this.name = 'SettingsError';
    this.problems = problems;
  }
}
