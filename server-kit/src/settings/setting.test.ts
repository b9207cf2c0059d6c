import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  defaultValue,
  readSettings,
  setting,
  SettingsError,
  type CrossCheck,
  type SettingsDeclaration,
} from './setting.ts';
import { port, positiveInteger, text } from './values.ts';

const DECLARATION = {
  PORT: setting({
    description: 'the port',
    schema: port,
    default: '8080',
    requiredInProduction: 'the port to listen on',
  }),
  DELAY: setting({
    description: 'a delay',
    schema: positiveInteger,
    default: { production: '5', test: '1', otherwise: '2' },
  }),
  SECRET: setting({ description: 'a secret', schema: text, text: 'exact' }),
  LIST: setting({ description: 'a list', schema: text, text: 'emptyKept', default: 'all' }),
  NAME: setting({ description: 'a name', schema: text }),
} satisfies SettingsDeclaration;

const CHECKS: CrossCheck[] = [
  {
    names: ['PORT', 'DELAY'],
    holds: (values) => (values.PORT as number) > (values.DELAY as number),
    message: 'PORT must exceed DELAY',
  },
];

function read(env: Record<string, string>, nodeEnv = 'development') {
  return readSettings(DECLARATION, CHECKS, env, nodeEnv);
}

function problems(env: Record<string, string>, nodeEnv = 'development') {
  const result = read(env, nodeEnv);
  return result.ok ? [] : result.problems;
}

test('an unset or empty variable takes its default, the default of its NODE_ENV', () => {
  const result = read({ PORT: '', NAME: '  ' });
  assert.ok(result.ok);
  assert.deepEqual(result.values, {
    PORT: 8080,
    DELAY: 2,
    SECRET: undefined,
    LIST: 'all',
    NAME: undefined,
  });
  const underTest = read({}, 'test');
  assert.equal(underTest.ok && underTest.values.DELAY, 1);
});

test('texts are trimmed, but an exact one is used as given and a kept one may be empty', () => {
  const result = read({ PORT: ' 3000 ', SECRET: ' s3cret ', LIST: '', NAME: ' someone ' });
  assert.ok(result.ok);
  assert.equal(result.values.PORT, 3000);
  assert.equal(result.values.SECRET, ' s3cret ');
  assert.equal(result.values.LIST, '');
  assert.equal(result.values.NAME, 'someone');
});

test('production must name what it requires, whatever the default', () => {
  assert.deepEqual(problems({}, 'production'), [
    'PORT is required when NODE_ENV=production (the port to listen on)',
  ]);
  const named = read({ PORT: '80' }, 'production');
  assert.ok(named.ok);
  assert.equal(named.values.DELAY, 5);
  // Elsewhere nothing is required.
  assert.deepEqual(problems({}), []);
});

test('every problem is listed at once, each naming its variable and what was given', () => {
  assert.deepEqual(problems({ PORT: 'eighty', DELAY: '0' }), [
    'PORT must be an integer port number (0-65535), got "eighty"',
    'DELAY must be a positive integer, got "0"',
  ]);
});

test('a rule over several variables runs once they are valid, and only then', () => {
  assert.deepEqual(problems({ PORT: '10', DELAY: '20' }), ['PORT must exceed DELAY']);
  // A wrong PORT is reported once, not again by the rule.
  assert.deepEqual(problems({ PORT: 'x', DELAY: '20' }), [
    'PORT must be an integer port number (0-65535), got "x"',
  ]);
});

test('a rule that fails does not hide the next one, whatever else is wrong', () => {
  const both: CrossCheck[] = [
    { names: ['PORT'], holds: () => false, message: 'first' },
    { names: ['LIST'], holds: () => false, message: 'second' },
  ];
  const result = readSettings(DECLARATION, both, { DELAY: '0' }, 'development');
  assert.deepEqual(result.ok ? [] : result.problems, [
    'DELAY must be a positive integer, got "0"',
    'first',
    'second',
  ]);
});

test("a setting's value when unset, as the code's defaults take it", () => {
  assert.equal(defaultValue(DECLARATION.PORT, 'PORT'), 8080);
  assert.equal(defaultValue(DECLARATION.DELAY, 'DELAY', 'production'), 5);
  assert.equal(defaultValue(DECLARATION.NAME, 'NAME'), undefined);
});

test('a declaration that cannot be documented or has no production value is refused', () => {
  assert.throws(
    () => setting({ description: 'x', schema: text, default: () => 'computed' }),
    /documentedDefault/,
  );
  assert.throws(
    () => setting({ description: 'x', schema: text, default: { otherwise: 'a' } }),
    /no default in production/,
  );
});

test('the error lists the problems under its title', () => {
  const error = new SettingsError('Invalid configuration', ['A is wrong', 'B is wrong']);
  assert.equal(error.message, 'Invalid configuration:\n  - A is wrong\n  - B is wrong');
  assert.deepEqual(error.problems, ['A is wrong', 'B is wrong']);
});
