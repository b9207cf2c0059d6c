import type { EmailJsConfig, InquiryRequest, StoredInquiry } from '../../contracts';
import {
  deliverInquiry,
  InquiryNotStoredError,
  storeInquiry,
  type InquiryDeliveryServices,
} from './deliverInquiry';
import { INQUIRY_EMAIL_SUBJECT } from './inquiryEmail';

const request: InquiryRequest = {
  kind: 'product',
  products: 'Profili industriali',
  name: 'Luca Bianchi',
  phone: '+39 011 555 0101',
  email: 'luca.bianchi@esempio.it',
  message: 'Cerchiamo un profilo a T in 6060.',
  sourcePage: '/products/extruded/industrial-profiles',
};
const inquiry: StoredInquiry = {
  ...request,
  _id: '6650000000000000000000ab',
  createdAt: '2026-11-23T10:00:00.000Z',
  handled: false,
  status: 'new',
  statusHistory: [],
};
const emailjs: EmailJsConfig = {
  serviceId: 'service_x',
  templateId: 'template_y',
  publicKey: 'pk_z',
};

function services(overrides: Partial<InquiryDeliveryServices> = {}) {
  const calls: string[] = [];
  const all: InquiryDeliveryServices = {
    store: jest.fn(async () => {
      calls.push('store');
      return inquiry;
    }),
    emailConfig: jest.fn(async () => {
      calls.push('config');
      return emailjs;
    }),
    sendEmail: jest.fn(async () => {
      calls.push('email');
    }),
    ...overrides,
  };
  return { all, calls };
}

describe('deliverInquiry', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('stores first, then e-mails with the configured ids', async () => {
    const { all, calls } = services();
    await expect(deliverInquiry(request, all)).resolves.toEqual({ inquiry, email: 'sent' });
    expect(calls).toEqual(['store', 'config', 'email']);
    expect(all.store).toHaveBeenCalledWith(request);
    const [config, params] = (all.sendEmail as jest.Mock).mock.calls[0];
    expect(config).toBe(emailjs);
    expect(params.subject).toBe(INQUIRY_EMAIL_SUBJECT);
    expect(params.reply_to).toBe(request.email);
  });

  it('skips the e-mail when no EmailJS ids are configured', async () => {
    const { all, calls } = services({ emailConfig: async () => null });
    await expect(deliverInquiry(request, all)).resolves.toEqual({ inquiry, email: 'skipped' });
    expect(calls).toEqual(['store']);
  });

  it('still reports a stored inquiry when the e-mail or its settings fail', async () => {
    const failingEmail = services({ sendEmail: async () => Promise.reject(new Error('offline')) });
    await expect(deliverInquiry(request, failingEmail.all)).resolves.toEqual({
      inquiry,
      email: 'failed',
    });
    const failingConfig = services({ emailConfig: async () => Promise.reject(new Error('503')) });
    await expect(deliverInquiry(request, failingConfig.all)).resolves.toEqual({
      inquiry,
      email: 'failed',
    });
    expect(failingConfig.calls).toEqual(['store']);
  });

  it('sends no e-mail when storing fails', async () => {
    const { all, calls } = services({
      store: async () => Promise.reject(new InquiryNotStoredError(503)),
    });
    await expect(deliverInquiry(request, all)).rejects.toBeInstanceOf(InquiryNotStoredError);
    expect(calls).toEqual([]);
  });
});

describe('storeInquiry', () => {
  const fetchMock = jest.fn();
  const realFetch = global.fetch;
  beforeEach(() => {
    global.fetch = fetchMock;
  });
  afterEach(() => {
    global.fetch = realFetch;
    fetchMock.mockReset();
  });

  it('POSTs the inquiry as JSON and answers the stored one', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(inquiry), { status: 201 }));
    await expect(storeInquiry(request)).resolves.toEqual(inquiry);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/inquiries');
    expect(init.method).toBe('POST');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body)).toEqual(request);
  });

  it('reports the refused field, the wait of a rate limit and a missing answer', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({ error: { code: 'validation_failed', message: 'x', field: 'phone' } }),
        { status: 400 },
      ),
    );
    await expect(storeInquiry(request)).rejects.toMatchObject({ status: 400, field: 'phone' });

    fetchMock.mockResolvedValueOnce(
      new Response('{"error":{}}', { status: 429, headers: { 'Retry-After': '420' } }),
    );
    await expect(storeInquiry(request)).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 420,
    });

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(storeInquiry(request)).rejects.toMatchObject({ status: 0 });

    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 502 }));
    await expect(storeInquiry(request)).rejects.toMatchObject({ status: 502, field: undefined });
  });
});
