// The ceiling of the API benchmark: Express 5 answering one small JSON document, in a process
// of its own like the API. Prints its origin and serves until it is stopped.
import type { AddressInfo } from 'node:net';
import express from 'express';

const app = express();
app.get('/bare', (_req, res) => {
  res.json({ ok: true });
});
const server = app.listen(0, '127.0.0.1', () => {
  console.log(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
