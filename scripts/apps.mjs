// The workspaces of the site and where their builds land.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Front-end apps by federation name (the name used in the remote registry). */
export const FRONTEND_APPS = {
  shell: 'shell',
  corporate: 'mfe-corporate',
  products: 'mfe-products',
  contacts: 'mfe-contacts',
  investors: 'mfe-investors',
  news: 'mfe-news',
  admin: 'mfe-admin',
};

export function distDir(workspace) {
  return path.join(ROOT, workspace, 'dist');
}

export function isBuilt(workspace) {
  const marker =
    workspace === 'api' ? 'server.js' : workspace === 'shell' ? 'index.html' : 'mf-manifest.json';
  return existsSync(path.join(distDir(workspace), marker));
}

export function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}
