import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loggedUrl } from './loggedUrl.ts';

test('a logged address keeps its path and the names of its query, never the values', () => {
  assert.equal(loggedUrl('/news/new-line'), '/news/new-line');
  assert.equal(
    loggedUrl('/newsletter/leave?token=eyJhbGciOi.secret&lang=en'),
    '/newsletter/leave?token=…&lang=…',
  );
  assert.equal(loggedUrl('/search?q=maria.rossi%40example.it'), '/search?q=…');
  assert.equal(loggedUrl('/api/news?medias&&page=2'), '/api/news?medias&page=…');
  assert.equal(loggedUrl('/?'), '/?');
});
