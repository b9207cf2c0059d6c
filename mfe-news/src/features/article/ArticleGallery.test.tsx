import { fireEvent, render, screen, within } from '@testing-library/react';
import { ArticleGallery } from './ArticleGallery';
import { galleryCounter, wrapIndex } from './galleryIndex';

const images = ['/uploads/news/a.jpg', '/uploads/news/b.jpg', '/uploads/news/c.jpg'];

function shownImage(container: HTMLElement = document.body): string | null {
  return container.querySelector('img')?.getAttribute('src') ?? null;
}

function counter(): string | null {
  return screen.queryByTestId('gallery-counter')?.textContent ?? null;
}

describe('gallery index', () => {
  it('wraps around at both ends', () => {
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(0, 0)).toBe(0);
    expect(galleryCounter(1, 5)).toBe('2/5');
  });
});

describe('ArticleGallery', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('moves with previous and next, wrapping both ways, and counts n/total', () => {
    render(<ArticleGallery images={images} title="Nuova pressa" />);
    expect(counter()).toBe('1/3');
    expect(shownImage()).toBe(images[0]);

    fireEvent.click(screen.getByRole('button', { name: 'Immagine precedente' }));
    expect(counter()).toBe('3/3');
    expect(shownImage()).toBe(images[2]);

    fireEvent.click(screen.getByRole('button', { name: 'Immagine successiva' }));
    expect(counter()).toBe('1/3');
    fireEvent.click(screen.getByRole('button', { name: 'Immagine successiva' }));
    fireEvent.click(screen.getByRole('button', { name: 'Immagine successiva' }));
    expect(counter()).toBe('3/3');
    fireEvent.click(screen.getByRole('button', { name: 'Immagine successiva' }));
    expect(counter()).toBe('1/3');
    expect(shownImage()).toBe(images[0]);
  });

  it('hides the arrows and the counter for a single image and everything without images', () => {
    const { container, rerender } = render(
      <ArticleGallery images={[images[0]!]} title="Nuova pressa" />,
    );
    expect(screen.queryByRole('button', { name: 'Immagine precedente' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Immagine successiva' })).toBeNull();
    expect(counter()).toBeNull();
    expect(screen.getByRole('button', { name: 'Apri la galleria a schermo intero' })).toBeTruthy();

    rerender(<ArticleGallery images={[]} title="Nuova pressa" />);
    expect(container.innerHTML).toBe('');
  });

  it('opens the full-screen gallery on the same image and moves it with the arrow keys', () => {
    render(<ArticleGallery images={images} title="Nuova pressa" />);
    fireEvent.click(screen.getByRole('button', { name: 'Immagine successiva' }));
    const opener = screen.getByRole('button', { name: 'Apri la galleria a schermo intero' });
    fireEvent.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Galleria: Nuova pressa' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const fullscreenCounter = within(dialog).getByTestId('fullscreen-gallery-counter');
    expect(fullscreenCounter.textContent).toBe('2/3');
    expect(shownImage(dialog)).toBe(images[1]);
    // The focus moves into the dialog; the page behind cannot scroll.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Chiudi' }));
    expect(document.body.style.overflow).toBe('hidden');

    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(fullscreenCounter.textContent).toBe('3/3');
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(fullscreenCounter.textContent).toBe('1/3');
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(fullscreenCounter.textContent).toBe('3/3');
    expect(shownImage(dialog)).toBe(images[2]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Immagine precedente' }));
    expect(fullscreenCounter.textContent).toBe('2/3');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Back on the page: the focus returns to the opener, which shows the last image seen.
    expect(document.activeElement).toBe(opener);
    expect(counter()).toBe('2/3');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes the full-screen gallery with the Chiudi button', () => {
    render(<ArticleGallery images={images} title="Nuova pressa" />);
    const opener = screen.getByRole('button', { name: 'Apri la galleria a schermo intero' });
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the full-screen gallery', () => {
    render(<ArticleGallery images={images} title="Nuova pressa" />);
    fireEvent.click(screen.getByRole('button', { name: 'Apri la galleria a schermo intero' }));
    const dialog = screen.getByRole('dialog');
    const buttons = within(dialog).getAllByRole('button');
    const last = buttons[buttons.length - 1]!;
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });
});
