// GET /api/openapi.json and GET /api/reference: the document and the page, both written once
// when the API starts and served as they are.
import { Router } from 'express';
import { routePath } from '../../platform/http/validate';
import type { ApiReference } from './apiReference';
import { getApiReferencePage, getOpenApiDocument } from './apiReference.operations';

export interface ApiReferenceRouterOptions {
  readonly reference: ApiReference;
}

/** They change only with a new version of the API; a reader may keep them for a while. */
const CACHE_CONTROL = 'public, max-age=300';

export function apiReferenceRouter({ reference }: ApiReferenceRouterOptions): Router {
  const router = Router();
  router.get(routePath(getOpenApiDocument), (_req, res) => {
    res.set('Cache-Control', CACHE_CONTROL).type('application/json').send(reference.json);
  });
  router.get(routePath(getApiReferencePage), (_req, res) => {
    res
      .set('Cache-Control', CACHE_CONTROL)
      .set('Content-Security-Policy', reference.page.contentSecurityPolicy)
      .type('html')
      .send(reference.page.html);
  });
  return router;
}
