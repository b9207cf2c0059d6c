// Wire contract of `GET /api/public-config`: settings the browser needs at run time and that
// must not be built into a bundle (a change is an API restart, not a rebuild of every remote).
// Pure types and constants: the API imports it too.
import type * as v from 'valibot';
import type { publicConfigSchema } from './schemas/site';

/** The EmailJS ids the inquiry forms send their e-mail with. */
export type EmailJsConfig = NonNullable<PublicConfig['emailjs']>;

export type PublicConfig = v.InferOutput<typeof publicConfigSchema>;

export const PUBLIC_CONFIG_API = '/api/public-config';
