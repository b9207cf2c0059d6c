import * as v from 'valibot';
import { fieldIssues, jsonObject } from './fields';
import { decodeTimeCursor, pageLimit, queryChoice, queryText, timeCursor } from './lists';

/** Base64url without padding, as the API writes its cursors. */
const cursorOf = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('the schemas’ building blocks', () => {
  it('read a JSON object as v.object does, but refuse a list', () => {
    const schema = jsonObject({ name: v.string() });
    expect(v.parse(schema, { name: 'a', other: 1 })).toEqual({ name: 'a' });
    expect(v.safeParse(schema, [{ name: 'a' }]).success).toBe(false);
    expect(v.safeParse(v.object({ name: v.optional(v.string()) }), []).success).toBe(true);
    expect(fieldIssues(jsonObject({ inner: jsonObject({}) }), { inner: [] })).toEqual([
      { field: 'inner', type: 'object' },
    ]);
  });

  it('take a page size of 1 to max written in digits, the default when absent', () => {
    const limit = v.object({ limit: pageLimit({ default: 20, max: 50 }) });
    expect(v.parse(limit, {})).toEqual({ limit: 20 });
    expect(v.parse(limit, { limit: '50' })).toEqual({ limit: 50 });
    for (const refused of ['0', '51', '', '1e1', ' 5', '-1', ['5', '6']]) {
      expect([refused, v.safeParse(limit, { limit: refused }).success]).toEqual([refused, false]);
    }
  });

  it('read back only cursors the API made, an empty one as the first page', () => {
    const id = 'ab'.repeat(12);
    const made = cursorOf(`1700000000000.${id}`);
    expect(decodeTimeCursor(made)).toEqual({ at: new Date(1_700_000_000_000), id });
    const query = v.object({ cursor: timeCursor });
    expect(v.parse(query, { cursor: '' })).toEqual({ cursor: undefined });
    expect(v.parse(query, {})).toEqual({});
    for (const refused of [cursorOf(`x.${id}`), cursorOf('1.ab'), 'not base64!', '%%']) {
      expect([refused, v.safeParse(query, { cursor: refused }).success]).toEqual([refused, false]);
    }
  });

  it('treat an empty filter as none and refuse a value that names nothing', () => {
    const query = v.object({
      kind: queryChoice(['news', 'media'], 'must be news or media'),
      q: queryText(5),
    });
    expect(v.parse(query, { kind: '', q: '' })).toEqual({ kind: undefined, q: undefined });
    expect(v.parse(query, { kind: 'media', q: 'word' })).toEqual({ kind: 'media', q: 'word' });
    expect(fieldIssues(query, { kind: 'all', q: 'toolong' })).toEqual([
      { field: 'kind', type: 'values' },
      { field: 'q', type: 'max_length' },
    ]);
  });
});
