import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { InquiryRequest, StoredInquiry } from '../../contracts';
import { InquiryNotStoredError, type InquiryDelivery } from './deliverInquiry';
import { CATEGORY_PLACEHOLDER, INQUIRY_SENT_TEXT, InquiryForm } from './InquiryForm';

const PRODUCT = 'Foglio per uso domestico';
const PAGE = '/products/rolled-foils/household-foil';

function stored(request: InquiryRequest): StoredInquiry {
  return {
    ...request,
    _id: '6650000000000000000000aa',
    createdAt: '2026-11-23T10:00:00.000Z',
    handled: false,
    status: 'new',
    statusHistory: [],
  };
}

function renderForm(
  deliver: (request: InquiryRequest) => Promise<InquiryDelivery>,
  kind: 'product' | 'contact' = 'product',
) {
  return render(
    <MemoryRouter initialEntries={[PAGE]}>
      <InquiryForm
        kind={kind}
        product={kind === 'product' ? PRODUCT : undefined}
        deliver={deliver}
      />
    </MemoryRouter>,
  );
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Invia richiesta' }));
const invalidFlags = () =>
  Array.from(document.querySelectorAll('[aria-invalid="true"]')).map((element) => element.id);

function fillValid() {
  type(/^Nome e cognome/, 'Maria Rossi');
  type(/^Telefono/, '+39 02 1234 5678');
  type(/^E-mail/, 'maria.rossi@esempio.it');
  type(/^Messaggio/, 'Vorrei un preventivo per 20 t.');
}

describe('InquiryForm', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('pre-fills the product and labels every field', () => {
    renderForm(jest.fn());
    expect((field(/^Prodotto/) as HTMLInputElement).value).toBe(PRODUCT);
    for (const name of [/^Nome e cognome/, /^Telefono/, /^E-mail/, /^Messaggio/]) {
      expect((field(name) as HTMLInputElement).value).toBe('');
    }
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('flags the invalid fields, sends nothing, and clears the flags after 2 s', () => {
    const deliver = jest.fn();
    renderForm(deliver);
    type(/^Nome e cognome/, 'x'.repeat(51));
    type(/^E-mail/, 'maria@esempio');
    submit();

    expect(deliver).not.toHaveBeenCalled();
    const flagged = ['Nome e cognome', 'Telefono', 'E-mail', 'Messaggio'];
    for (const label of flagged) {
      const input = field(new RegExp(`^${label}`));
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(input.className).toContain('invalid');
    }
    expect(field(/^Prodotto/).getAttribute('aria-invalid')).toBe('false');
    // The focus goes to the first flagged field; screen readers hear which fields.
    expect(document.activeElement).toBe(field(/^Nome e cognome/));
    expect(screen.getByRole('status').textContent).toBe(
      `Controlla i campi: ${flagged.join(', ')}.`,
    );
    // No visible message text: the typed text stays.
    expect((field(/^E-mail/) as HTMLInputElement).value).toBe('maria@esempio');

    act(() => jest.advanceTimersByTime(1999));
    expect(invalidFlags()).toHaveLength(4);
    act(() => jest.advanceTimersByTime(1));
    expect(invalidFlags()).toEqual([]);
    expect(field(/^Nome e cognome/).className).not.toContain('invalid');
  });

  it('keeps earlier flags until the timer clears them all', () => {
    renderForm(jest.fn());
    fillValid();
    type(/^Telefono/, '');
    submit();
    act(() => jest.advanceTimersByTime(1500));
    // Phone is fixed, the message broken: phone's flag stays until the (restarted) timer.
    type(/^Telefono/, '0541234567');
    type(/^Messaggio/, '');
    submit();
    expect(field(/^Telefono/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^Messaggio/).getAttribute('aria-invalid')).toBe('true');
    act(() => jest.advanceTimersByTime(2000));
    expect(invalidFlags()).toEqual([]);
  });

  it('sends a valid inquiry, shows the progress, then the confirmation for 3 s with the fields cleared', async () => {
    let resolve!: (delivery: InquiryDelivery) => void;
    const deliver = jest.fn(
      (_request: InquiryRequest) => new Promise<InquiryDelivery>((done) => (resolve = done)),
    );
    renderForm(deliver);
    fillValid();
    type(/^Nome e cognome/, '  Maria Rossi  ');
    submit();

    expect(deliver).toHaveBeenCalledTimes(1);
    const request = deliver.mock.calls[0]![0];
    expect(request).toEqual({
      kind: 'product',
      products: PRODUCT,
      name: 'Maria Rossi',
      phone: '+39 02 1234 5678',
      email: 'maria.rossi@esempio.it',
      message: 'Vorrei un preventivo per 20 t.',
      sourcePage: PAGE,
    });
    const busy = screen.getByRole('button', { name: 'Invio in corso…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    // A second submit while sending sends nothing more.
    fireEvent.submit(busy.closest('form')!);
    expect(deliver).toHaveBeenCalledTimes(1);

    await act(async () => resolve({ inquiry: stored(request), email: 'sent' }));
    expect(screen.getByTestId('inquiry-sent').textContent).toBe(INQUIRY_SENT_TEXT);
    expect(screen.getByRole('status').textContent).toBe(INQUIRY_SENT_TEXT);
    expect((field(/^Nome e cognome/) as HTMLInputElement).value).toBe('');
    expect((field(/^Messaggio/) as HTMLInputElement).value).toBe('');
    expect((field(/^Prodotto/) as HTMLInputElement).value).toBe(PRODUCT);

    act(() => jest.advanceTimersByTime(2999));
    expect(screen.queryByTestId('inquiry-sent')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('inquiry-sent')).toBeNull();
    expect(screen.getByRole('button', { name: 'Invia richiesta' })).toBeTruthy();
  });

  it('keeps the typed text and shows an Italian error when the inquiry was not stored', async () => {
    const deliver = jest.fn(() => Promise.reject(new InquiryNotStoredError(503)));
    renderForm(deliver);
    fillValid();
    submit();
    await act(async () => undefined);

    expect(screen.getByRole('alert').textContent).toMatch(/^La richiesta non è stata inviata/);
    expect((field(/^Nome e cognome/) as HTMLInputElement).value).toBe('Maria Rossi');
    expect((field(/^Messaggio/) as HTMLInputElement).value).toBe('Vorrei un preventivo per 20 t.');
    expect(screen.queryByTestId('inquiry-sent')).toBeNull();

    // Retrying works once the API answers again.
    deliver.mockImplementation(((request: InquiryRequest) =>
      Promise.resolve({ inquiry: stored(request), email: 'skipped' })) as never);
    submit();
    await act(async () => undefined);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('inquiry-sent')).toBeTruthy();
  });

  it('tells the visitor how long to wait when the API limits the rate', async () => {
    renderForm(() => Promise.reject(new InquiryNotStoredError(429, undefined, 600)));
    fillValid();
    submit();
    await act(async () => undefined);
    expect(screen.getByRole('alert').textContent).toBe(
      'Hai inviato troppe richieste in poco tempo. Riprova tra 10 minuti.',
    );
  });

  it('flags the field the API refused', async () => {
    renderForm(() => Promise.reject(new InquiryNotStoredError(400, 'email')));
    fillValid();
    submit();
    await act(async () => undefined);
    expect(field(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toMatch(/controlla il campo evidenziato/);
  });

  it('is the contact form with the category dropdown instead of the product', async () => {
    const deliver = jest.fn((request: InquiryRequest) =>
      Promise.resolve({ inquiry: stored(request), email: 'sent' as const }),
    );
    renderForm(deliver, 'contact');
    expect(screen.queryByRole('textbox', { name: /^Prodotto/ })).toBeNull();
    const category = screen.getByRole('combobox', { name: 'Categoria' });
    expect(category.textContent).toBe(CATEGORY_PLACEHOLDER);

    fillValid();
    submit();
    expect(deliver).not.toHaveBeenCalled();
    expect(category.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(category);

    fireEvent.click(category);
    fireEvent.click(screen.getByRole('option', { name: 'Events' }));
    submit();
    await act(async () => undefined);
    expect(deliver).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'contact', category: 'Events', sourcePage: PAGE }),
    );
    expect(deliver.mock.calls[0]![0]).not.toHaveProperty('products');
    // Cleared after sending: the placeholder again.
    expect(screen.getByRole('combobox', { name: 'Categoria' }).textContent).toBe(
      CATEGORY_PLACEHOLDER,
    );
  });
});
