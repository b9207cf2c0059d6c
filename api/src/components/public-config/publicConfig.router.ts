// GET /api/public-config: what the browser needs at run time and must not be built into a
// bundle (today the EmailJS ids of the inquiry forms). Nothing secret: EmailJS's public key is
// public by design.
import { Router } from 'express';
import type { EmailJsConfig, PublicConfig } from '@alu/common/contracts';
import { routePath } from '../../platform/http/validate';
import { readPublicConfig } from './publicConfig.operations';

export interface PublicConfigRouterOptions {
  /** The EmailJS ids handed to the inquiry forms (none: null). */
  emailjs: EmailJsConfig | null;
}

export function publicConfigRouter({ emailjs }: PublicConfigRouterOptions): Router {
  const router = Router();
  const body: PublicConfig = { emailjs };
  router.get(routePath(readPublicConfig), (_req, res) => {
    // Revalidated on every page load, so changed ids reach visitors after an API restart.
    res.set('Cache-Control', 'no-cache').json(body);
  });
  return router;
}
