import { fetchJson } from '../../federation/api/fetchJson';
import {
  INQUIRIES_API,
  PUBLIC_CONFIG_API,
  type EmailJsConfig,
  type InquiryField,
  type InquiryRequest,
  type PublicConfig,
  type StoredInquiry,
} from '../../contracts';
import { inquiryEmailParams, type InquiryEmailParams } from './inquiryEmail';

/** What happened to the e-mail once the inquiry was stored. */
export type EmailOutcome = 'sent' | 'skipped' | 'failed';

export interface InquiryDelivery {
  readonly inquiry: StoredInquiry;
  readonly email: EmailOutcome;
}

/** The API did not store the inquiry: nothing was sent, the visitor may retry. */
export class InquiryNotStoredError extends Error {
  constructor(
    /** HTTP status, 0 when no answer came. */
    readonly status: number,
    /** The field the API refused (400). */
    readonly field?: InquiryField,
    /** Seconds to wait before retrying (429). */
    readonly retryAfterSeconds?: number,
    options?: { cause?: unknown },
  ) {
    super(
      status === 0 ? 'The inquiry API did not answer' : `The inquiry API answered ${status}`,
      options,
    );
    this.name = 'InquiryNotStoredError';
  }
}

/** The three steps of a delivery, replaceable in tests. */
export interface InquiryDeliveryServices {
  store(request: InquiryRequest): Promise<StoredInquiry>;
  /** The EmailJS ids from the API's runtime configuration; null when none are set. */
  emailConfig(): Promise<EmailJsConfig | null>;
  sendEmail(config: EmailJsConfig, params: InquiryEmailParams): Promise<void>;
}

/**
 * Delivers an inquiry so that it cannot be lost: first the API stores it (a failure rejects
 * with {@link InquiryNotStoredError}: the visitor still has the text and retries), then, when
 * EmailJS ids are configured, the e-mail goes out. A failed e-mail does not fail the delivery:
 * the inquiry is stored and the administrators see it.
 */
export async function deliverInquiry(
  request: InquiryRequest,
  services: InquiryDeliveryServices = browserDeliveryServices,
): Promise<InquiryDelivery> {
  const inquiry = await services.store(request);
  let config: EmailJsConfig | null;
  try {
    config = await services.emailConfig();
  } catch (error) {
    console.warn('Inquiry stored; the e-mail settings could not be read', error);
    return { inquiry, email: 'failed' };
  }
  if (!config) return { inquiry, email: 'skipped' };
  try {
    await services.sendEmail(config, inquiryEmailParams(inquiry));
    return { inquiry, email: 'sent' };
  } catch (error) {
    console.warn('Inquiry stored; its e-mail could not be sent', error);
    return { inquiry, email: 'failed' };
  }
}

interface ErrorBody {
  readonly error?: { readonly field?: unknown };
}

async function refusedField(response: Response): Promise<InquiryField | undefined> {
  try {
    const body = (await response.json()) as ErrorBody;
    const field = body.error?.field;
    return typeof field === 'string' ? (field as InquiryField) : undefined;
  } catch {
    return undefined;
  }
}

function retryAfterSeconds(response: Response): number | undefined {
  const value = Number(response.headers.get('Retry-After'));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** POST /api/inquiries (same origin: the site server proxies /api). */
export async function storeInquiry(request: InquiryRequest): Promise<StoredInquiry> {
  let response: Response;
  try {
    response = await fetch(INQUIRIES_API.create, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(request),
    });
  } catch (error) {
    throw new InquiryNotStoredError(0, undefined, undefined, { cause: error });
  }
  if (!response.ok) {
    const field = response.status === 400 ? await refusedField(response) : undefined;
    throw new InquiryNotStoredError(response.status, field, retryAfterSeconds(response));
  }
  try {
    return (await response.json()) as StoredInquiry;
  } catch (error) {
    // Stored, but the answer is unreadable: report it as not stored rather than guess.
    throw new InquiryNotStoredError(response.status, undefined, undefined, { cause: error });
  }
}

let emailConfigRequest: Promise<EmailJsConfig | null> | undefined;

/** GET /api/public-config once per page (a failure is asked again next time). */
export function loadEmailConfig(): Promise<EmailJsConfig | null> {
  emailConfigRequest ??= fetchJson<PublicConfig>(PUBLIC_CONFIG_API).then(
    (config) => config.emailjs ?? null,
    (error: unknown) => {
      emailConfigRequest = undefined;
      throw error;
    },
  );
  return emailConfigRequest;
}

/**
 * Sends through @emailjs/browser, loaded only now (no visitor who never sends downloads it).
 * The public key goes with the call itself: a federated remote may have its own copy of the
 * library, in which an `init` made elsewhere never happened.
 */
export async function sendEmailJs(
  config: EmailJsConfig,
  params: InquiryEmailParams,
): Promise<void> {
  const emailjs = await import('@emailjs/browser');
  await emailjs.send(
    config.serviceId,
    config.templateId,
    { ...params },
    { publicKey: config.publicKey },
  );
}

export const browserDeliveryServices: InquiryDeliveryServices = {
  store: storeInquiry,
  emailConfig: loadEmailConfig,
  sendEmail: sendEmailJs,
};
