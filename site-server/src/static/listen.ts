import type { Server } from 'node:http';
import type { Express } from 'express';

export function listen(app: Express, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    // Express 5 calls back with the error (port in use…) instead of only emitting it.
    const server = app.listen(port, host, (error?: Error) =>
      error ? reject(error) : resolve(server),
    );
  });
}
