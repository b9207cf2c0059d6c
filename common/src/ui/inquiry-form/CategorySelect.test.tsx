import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { INQUIRY_CATEGORIES } from '../../contracts';
import { CategorySelect } from './CategorySelect';

function Harness({ onChange = () => undefined }: { readonly onChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <span id="category-label">Categoria</span>
      <CategorySelect
        id="category"
        labelId="category-label"
        options={INQUIRY_CATEGORIES}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
        placeholder="Select Support Category*"
      />
      <button type="button">Fuori</button>
    </>
  );
}

const toggle = () => screen.getByRole('combobox', { name: 'Categoria' });
const listbox = () => screen.queryByRole('listbox');

describe('CategorySelect', () => {
  it('shows the placeholder, names itself with its label and the choice, and toggles', () => {
    render(<Harness />);
    expect(toggle().textContent).toBe('Select Support Category*');
    expect(toggle().getAttribute('aria-haspopup')).toBe('listbox');
    expect(toggle().getAttribute('aria-required')).toBe('true');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(listbox()).toBeNull();

    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    const options = within(listbox()!).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([...INQUIRY_CATEGORIES]);

    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(listbox()).toBeNull();
  });

  it('closes when a category is chosen with the pointer, and shows it', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole('option', { name: 'Transportation' }));
    expect(onChange).toHaveBeenCalledWith('Transportation');
    expect(listbox()).toBeNull();
    expect(toggle().textContent).toBe('Transportation');
    expect(document.activeElement).toBe(toggle());

    // Opening again marks the chosen option.
    fireEvent.click(toggle());
    expect(
      screen.getByRole('option', { name: 'Transportation' }).getAttribute('aria-selected'),
    ).toBe('true');
  });

  it('is usable with the keyboard alone, the focus staying on the combobox', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    toggle().focus();
    fireEvent.keyDown(toggle(), { key: 'ArrowDown' });
    expect(listbox()).not.toBeNull();
    expect(document.activeElement).toBe(toggle());
    const activeOption = () =>
      document.getElementById(toggle().getAttribute('aria-activedescendant') ?? '');
    expect(activeOption()?.textContent).toBe('General question');

    fireEvent.keyDown(toggle(), { key: 'ArrowDown' });
    fireEvent.keyDown(toggle(), { key: 'ArrowDown' });
    expect(activeOption()?.textContent).toBe('Building & Construction');
    fireEvent.keyDown(toggle(), { key: 'ArrowUp' });
    expect(activeOption()?.textContent).toBe('Packaging');
    fireEvent.keyDown(toggle(), { key: 'End' });
    expect(activeOption()?.textContent).toBe('Other question');
    fireEvent.keyDown(toggle(), { key: 'ArrowDown' });
    expect(activeOption()?.textContent).toBe('Other question');
    fireEvent.keyDown(toggle(), { key: 'Home' });
    fireEvent.keyDown(toggle(), { key: 'ArrowDown' });
    fireEvent.keyDown(toggle(), { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith('Packaging');
    expect(listbox()).toBeNull();
    expect(toggle().getAttribute('aria-activedescendant')).toBeNull();
    expect(document.activeElement).toBe(toggle());

    // Escape closes without changing the choice; reopening starts on the choice; Space chooses.
    fireEvent.keyDown(toggle(), { key: 'Enter' });
    expect(activeOption()?.textContent).toBe('Packaging');
    fireEvent.keyDown(toggle(), { key: 'ArrowDown' });
    fireEvent.keyDown(toggle(), { key: 'Escape' });
    expect(listbox()).toBeNull();
    expect(toggle().textContent).toBe('Packaging');
    fireEvent.keyDown(toggle(), { key: ' ' });
    fireEvent.keyDown(toggle(), { key: 'ArrowDown' });
    fireEvent.keyDown(toggle(), { key: ' ' });
    expect(toggle().textContent).toBe('Building & Construction');
    // End opens on the last option.
    fireEvent.keyDown(toggle(), { key: 'End' });
    expect(activeOption()?.textContent).toBe('Other question');
  });

  it('closes on a click outside and on Tab', () => {
    render(<Harness />);
    fireEvent.click(toggle());
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Fuori' }));
    expect(listbox()).toBeNull();
    fireEvent.click(toggle());
    fireEvent.keyDown(toggle(), { key: 'Tab' });
    expect(listbox()).toBeNull();
    expect(toggle().textContent).toBe('Select Support Category*');
  });

  it('carries the invalid flag on its button', () => {
    render(
      <>
        <span id="l">Categoria</span>
        <CategorySelect
          id="c"
          labelId="l"
          options={INQUIRY_CATEGORIES}
          value=""
          onChange={() => undefined}
          placeholder="Select Support Category*"
          invalid
        />
      </>,
    );
    expect(toggle().getAttribute('aria-invalid')).toBe('true');
  });
});
