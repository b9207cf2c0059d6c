import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Server } from 'node:http';
import { serveRemote } from './remoteServer.ts';

const SITE = 'http://localhost:6100';
let dir: string;
let moved: Server;
let kept: Server;
const base = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'remote-server-'));
  const dist = path.join(dir, 'dist');
  mkdirSync(path.join(dist, 'static', 'files'), { recursive: true });
  writeFileSync(path.join(dist, 'mf-manifest.json'), '{}');
  writeFileSync(path.join(dist, 'static', 'files', 'relazione-2011.0123abcd.docx'), 'PK');
  writeFileSync(path.join(dist, 'static', 'files', 'bilancio-2011.0123abcd.pdf'), '%PDF-');
  moved = await serveRemote({ distDir: dist, port: 0, documentsMovedTo: SITE });
  kept = await serveRemote({ distDir: dist, port: 0 });
});

after(() => {
  moved.close();
  kept.close();
  rmSync(dir, { recursive: true, force: true });
});

test("an old hashed address of a moved remote's PDF leads for good to the API's document", async () => {
  for (const old of [
    '/static/files/certificato-iso-9001.1a2b3c4d.pdf',
    '/releases/1.4.0/static/files/certificato-iso-9001.1a2b3c4d.pdf',
  ]) {
    const response = await fetch(base(moved) + old, { redirect: 'manual' });
    assert.equal(response.status, 301, old);
    assert.equal(
      response.headers.get('location'),
      `${SITE}/uploads/documents/certificato-iso-9001.pdf`,
    );
  }
  // Even when the old build still holds the file: the API serves the editor's newest one.
  const present = await fetch(`${base(moved)}/static/files/bilancio-2011.0123abcd.pdf`, {
    redirect: 'manual',
  });
  assert.equal(present.status, 301);
});

test('other files of a moved remote, and every file of the others, are served as before', async () => {
  const docx = await fetch(`${base(moved)}/static/files/relazione-2011.0123abcd.docx`);
  assert.equal(docx.status, 200);
  const pdf = await fetch(`${base(kept)}/static/files/bilancio-2011.0123abcd.pdf`, {
    redirect: 'manual',
  });
  assert.equal(pdf.status, 200);
  const unhashed = await fetch(`${base(moved)}/static/files/bilancio-2011.pdf`, {
    redirect: 'manual',
  });
  assert.equal(unhashed.status, 404);
});
