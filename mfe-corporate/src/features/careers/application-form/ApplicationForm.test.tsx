import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { stubFetch } from '@alu/common/testing';
import { career } from '../testing';
import { ApplicationForm } from './ApplicationForm';
import { ApplicationNotStoredError, type ApplicationSubmission } from './submitApplication';

const realFetch = global.fetch;

const pdf = (bytes = 2048, name = 'cv.pdf') =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

function renderForm(send: (submission: ApplicationSubmission) => Promise<void>, vacancyId = '') {
  render(
    <MemoryRouter>
      <ApplicationForm vacancyId={vacancyId} send={send} />
    </MemoryRouter>,
  );
}

const field = (name: RegExp) => screen.getByLabelText(name);
const problemOf = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby')?.split(' ')[0] ?? '')
    ?.textContent;

function fillValid() {
  fireEvent.change(field(/^Nome e cognome/), { target: { value: '  Elena Petrova ' } });
  fireEvent.change(field(/^E-mail/), { target: { value: 'elena@esempio.bg' } });
  fireEvent.change(field(/^Telefono/), { target: { value: '+359 54 800 123' } });
  fireEvent.change(field(/^Curriculum vitae/), { target: { files: [pdf()] } });
  fireEvent.click(field(/^Acconsento/));
}

describe('ApplicationForm', () => {
  beforeEach(() => {
    stubFetch({
      status: 200,
      body: [career('a'.repeat(24), { title: 'Operatore di laminatoio' })],
    });
  });
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('says under each field what is wrong, in Italian, and sends nothing', async () => {
    const send = jest.fn(async () => undefined);
    renderForm(send);
    fireEvent.change(field(/^E-mail/), { target: { value: 'elena@' } });
    fireEvent.change(field(/^Curriculum vitae/), {
      target: { files: [new File(['x'], 'cv.odt')] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Invia la candidatura' }));

    expect(send).not.toHaveBeenCalled();
    expect(problemOf(field(/^Nome e cognome/))).toBe('Scrivi il tuo nome e cognome.');
    expect(problemOf(field(/^E-mail/))).toBe(
      'Scrivi un indirizzo e-mail valido, per esempio nome@esempio.it.',
    );
    expect(problemOf(field(/^Curriculum vitae/))).toBe('Il CV deve essere un file PDF o DOCX.');
    expect(problemOf(field(/^Acconsento/))).toBe(
      'Per inviare la candidatura devi acconsentire al trattamento dei dati personali.',
    );
    expect(field(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(/^Nome e cognome/));
    // Typed text is kept.
    expect((field(/^E-mail/) as HTMLInputElement).value).toBe('elena@');
  });

  it('refuses a CV over 5 MB in the browser', () => {
    renderForm(jest.fn());
    fillValid();
    fireEvent.change(field(/^Curriculum vitae/), {
      target: { files: [pdf(5 * 1024 * 1024 + 1)] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Invia la candidatura' }));
    expect(problemOf(field(/^Curriculum vitae/))).toBe(
      'Il CV supera i 5 MB: riducine le dimensioni e riprova.',
    );
  });

  it('clears a message as soon as the field is right', () => {
    renderForm(jest.fn());
    fireEvent.click(screen.getByRole('button', { name: 'Invia la candidatura' }));
    expect(problemOf(field(/^Nome e cognome/))).toBe('Scrivi il tuo nome e cognome.');
    fireEvent.change(field(/^Nome e cognome/), { target: { value: 'Elena' } });
    expect(field(/^Nome e cognome/).getAttribute('aria-invalid')).toBeNull();
  });

  it('sends the trimmed values with the pre-selected vacancy, then confirms', async () => {
    const send = jest.fn(async (_submission: ApplicationSubmission) => undefined);
    renderForm(send, 'a'.repeat(24));
    await screen.findByRole('option', { name: 'Operatore di laminatoio' });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Invia la candidatura' }));
    await screen.findByRole('heading', { name: 'Candidatura inviata' });
    expect(send.mock.calls[0]?.[0]).toMatchObject({
      vacancyId: 'a'.repeat(24),
      name: 'Elena Petrova',
      email: 'elena@esempio.bg',
      locale: 'it',
    });
    expect(
      screen.getByText(
        'Grazie, Elena Petrova! Abbiamo ricevuto la tua candidatura per la posizione «Operatore di laminatoio».',
      ),
    ).toBeTruthy();
  });

  it('puts the server’s refusal under its field, keeps every value and focuses it', async () => {
    const send = jest.fn(async () => {
      throw new ApplicationNotStoredError({ kind: 'field', field: 'cv', problem: 'content' });
    });
    renderForm(send);
    fillValid();
    fireEvent.change(field(/^Lettera/), { target: { value: 'Otto anni di laminazione.' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Invia la candidatura' }));
    });
    await waitFor(() =>
      expect(problemOf(field(/^Curriculum vitae/))).toBe(
        'Il file non è un vero PDF o DOCX: salvalo di nuovo in uno di questi formati e riprova.',
      ),
    );
    expect(document.activeElement).toBe(field(/^Curriculum vitae/));
    expect((field(/^Nome e cognome/) as HTMLInputElement).value).toBe('  Elena Petrova ');
    expect((field(/^Lettera/) as HTMLTextAreaElement).value).toBe('Otto anni di laminazione.');
  });

  it('says when too many applications were sent, or the connection failed', async () => {
    const send = jest
      .fn<Promise<void>, [ApplicationSubmission]>()
      .mockRejectedValueOnce(new ApplicationNotStoredError({ kind: 'too-many' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderForm(send);
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Invia la candidatura' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/troppe candidature/);
    fireEvent.click(screen.getByRole('button', { name: 'Invia la candidatura' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(/problema di collegamento/),
    );
  });

  it('says so when the vacancy in the address is no longer open, and applies spontaneously', async () => {
    renderForm(jest.fn(), 'b'.repeat(24));
    expect(
      await screen.findByText(
        'Questa posizione non è più aperta: scegline un’altra o invia una candidatura spontanea.',
      ),
    ).toBeTruthy();
    expect((field(/^Posizione/) as HTMLSelectElement).value).toBe('');
  });
});
