import { act, fireEvent, render, screen } from '@testing-library/react';
import { routeFetch, setUpAdminTests, withSession } from '../../shared/testing';
import { AUTOSAVE_DELAY_MS } from '../../shared/ui/draftAutosave';
import { CareerForm } from './CareerForm';

const START = 'Начална дата (ДД-ММ-ГГГГ)';

function renderForm() {
  return render(withSession(<CareerForm onSaved={jest.fn()} onCancel={jest.fn()} />));
}

describe('CareerForm keeps an unsaved draft in the browser', () => {
  setUpAdminTests();
  beforeEach(() => {
    localStorage.clear();
    routeFetch({});
  });

  it('offers what was typed when the form opens again after it went away unsaved', async () => {
    jest.useFakeTimers();
    try {
      const first = renderForm();
      fireEvent.change(screen.getByLabelText(START), { target: { value: '01-12-2026' } });
      act(() => jest.advanceTimersByTime(AUTOSAVE_DELAY_MS + 10));
      first.unmount(); // a crash, a closed tab or an expired session

      renderForm();
      expect(screen.getByRole('status').textContent).toMatch(/^Има незапазена чернова от /);
      expect(screen.getByLabelText(START)).toHaveProperty('value', '');
      fireEvent.click(screen.getByRole('button', { name: 'Възстанови' }));
      expect(screen.getByLabelText(START)).toHaveProperty('value', '01-12-2026');
      expect(screen.queryByRole('button', { name: 'Възстанови' })).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps nothing for a form left unchanged, and forgets a discarded draft', () => {
    const first = renderForm();
    first.unmount();
    renderForm().unmount();
    expect(localStorage.length).toBe(0);

    const typed = renderForm();
    fireEvent.change(screen.getByLabelText(START), { target: { value: '01-12-2026' } });
    typed.unmount(); // the last keystrokes are kept on the way out
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Отхвърли' }));
    expect(localStorage.length).toBe(0);
  });
});
