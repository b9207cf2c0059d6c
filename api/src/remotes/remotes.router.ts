import { Router } from 'express';
import { HttpError } from '../http/errors';
import type { RemotesRegistry } from './registry';

/** GET /remotes: the registry document (re-read when the file changes). */
export function remotesRouter(registry: RemotesRegistry): Router {
  const router = Router();
  router.get('/remotes', async (_req, res) => {
    const registryDocument = await registry.get().catch((error: unknown) => {
      // Details are logged by the registry; clients get a stable, generic message.
      throw new HttpError(500, 'remotes_unavailable', 'The remotes registry is invalid', {
        cause: error,
      });
    });
    res.set('Cache-Control', 'public, max-age=5').json({ remotes: registryDocument.remotes });
  });
  return router;
}
