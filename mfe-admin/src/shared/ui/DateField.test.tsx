import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { DateField } from './DateField';

function Field({ initial = '' }: { readonly initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      name="date"
      label="Дата (ДД-ММ-ГГГГ)"
      calendarLabel="Календар за датата"
      value={value}
      onChange={setValue}
    />
  );
}

describe('DateField', () => {
  it('keeps typing to digits and hyphens, and marks a date that does not exist', () => {
    render(<Field />);
    const input = screen.getByLabelText('Дата (ДД-ММ-ГГГГ)');
    fireEvent.change(input, { target: { value: '31/02/2026x' } });
    expect(input).toHaveProperty('value', '31022026');
    fireEvent.change(input, { target: { value: '31-02-2026' } });
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('writes the day chosen in the Bulgarian calendar as DD-MM-YYYY', () => {
    render(<Field initial="15-03-2026" />);
    const toggle = screen.getByRole('button', { name: 'Календар за датата' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const calendar = screen.getByRole('dialog', { name: 'Календар за датата' });
    expect(calendar.textContent).toContain('пн');
    // The typed date is the selected day of the month shown.
    expect(calendar.querySelector('[aria-selected="true"]')?.textContent).toBe('15');
    fireEvent.click(screen.getByRole('button', { name: /20 март 2026/ }));
    expect(screen.getByLabelText('Дата (ДД-ММ-ГГГГ)')).toHaveProperty('value', '20-03-2026');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with Escape and gives the focus back to its button', () => {
    render(<Field />);
    const toggle = screen.getByRole('button', { name: 'Календар за датата' });
    fireEvent.click(toggle);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });
});
