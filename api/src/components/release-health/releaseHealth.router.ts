// `GET /api/releases/status` (administrators): the release status of every remote.
import { Router } from 'express';
import { requireAdmin, type AdminAuth } from '../admin';
import { routePath } from '../../platform/http/validate';
import { releaseStatus, type ReleaseStatusSources } from './releaseStatus';
import { readReleaseStatus } from './releaseHealth.operations';

export interface ReleaseHealthRouterOptions {
  sources: ReleaseStatusSources;
  auth: AdminAuth;
}

export function releaseHealthRouter({ sources, auth }: ReleaseHealthRouterOptions): Router {
  const router = Router();
  router.get(routePath(readReleaseStatus), requireAdmin(auth), async (_req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await releaseStatus(sources));
  });
  return router;
}
