// Wire contract of `GET /api/public-config`: settings the browser needs at run time and that
// must not be built into a bundle (a change is an API restart, not a rebuild of every remote).
// Pure types and constants: the API imports it too.

/** The EmailJS ids the inquiry forms send their e-mail with. */
export interface EmailJsConfig {
  readonly serviceId: string;
  readonly templateId: string;
  /** EmailJS's public key ("user id"): public by design, it only identifies the account. */
  readonly publicKey: string;
}

export interface PublicConfig {
  /** null when the API has no EmailJS ids: the forms then only store the inquiry. */
  readonly emailjs: EmailJsConfig | null;
}

export const PUBLIC_CONFIG_API = '/api/public-config';
