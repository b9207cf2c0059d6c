import { fireEvent, render, screen, within } from '@testing-library/react';
import { ImageGallery } from './ImageGallery';
import { galleryCounter, wrapIndex } from './galleryIndex';
import type { ResponsiveImageData } from '../responsive-image/responsiveImageData';

const picture = (name: string): ResponsiveImageData => ({
  src: `/assets/${name}-960.0123abcd.jpg`,
  width: 960,
  height: 600,
  sources: {
    webp: `/assets/${name}-480.1234abcd.webp 480w, /assets/${name}-960.2345abcd.webp 960w`,
    fallback: `/assets/${name}-480.3456abcd.jpg 480w, /assets/${name}-960.0123abcd.jpg 960w`,
  },
});
const images = [picture('a'), picture('b'), picture('c')];
const addresses = images.map((image) => image.src);

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

describe('ImageGallery', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('moves with previous and next, wrapping both ways, and counts n/total', () => {
    render(<ImageGallery images={images} title="Nuova pressa" />);
    expect(counter()).toBe('1/3');
    expect(shownImage()).toBe(addresses[0]);

    fireEvent.click(screen.getByRole('button', { name: 'Immagine precedente' }));
    expect(counter()).toBe('3/3');
    expect(shownImage()).toBe(addresses[2]);

    fireEvent.click(screen.getByRole('button', { name: 'Immagine successiva' }));
    expect(counter()).toBe('1/3');
    fireEvent.click(screen.getByRole('button', { name: 'Immagine successiva' }));
    fireEvent.click(screen.getByRole('button', { name: 'Immagine successiva' }));
    expect(counter()).toBe('3/3');
    fireEvent.click(screen.getByRole('button', { name: 'Immagine successiva' }));
    expect(counter()).toBe('1/3');
    expect(shownImage()).toBe(addresses[0]);
  });

  it('hides the arrows and the counter for a single image and everything without images', () => {
    const { container, rerender } = render(
      <ImageGallery images={[images[0]!]} title="Nuova pressa" />,
    );
    expect(screen.queryByRole('button', { name: 'Immagine precedente' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Immagine successiva' })).toBeNull();
    expect(counter()).toBeNull();
    expect(screen.getByRole('button', { name: 'Apri la galleria a schermo intero' })).toBeTruthy();

    rerender(<ImageGallery images={[]} title="Nuova pressa" />);
    expect(container.innerHTML).toBe('');
  });

  it('opens the full-screen gallery on the same image and moves it with the arrow keys', () => {
    render(<ImageGallery images={images} title="Nuova pressa" />);
    fireEvent.click(screen.getByRole('button', { name: 'Immagine successiva' }));
    const opener = screen.getByRole('button', { name: 'Apri la galleria a schermo intero' });
    fireEvent.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Galleria: Nuova pressa' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const fullscreenCounter = within(dialog).getByTestId('fullscreen-gallery-counter');
    expect(fullscreenCounter.textContent).toBe('2/3');
    expect(shownImage(dialog)).toBe(addresses[1]);
    // The focus moves into the dialog; the page behind cannot scroll.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Chiudi' }));
    expect(document.body.style.overflow).toBe('hidden');

    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(fullscreenCounter.textContent).toBe('3/3');
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(fullscreenCounter.textContent).toBe('1/3');
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(fullscreenCounter.textContent).toBe('3/3');
    expect(shownImage(dialog)).toBe(addresses[2]);
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
    render(<ImageGallery images={images} title="Nuova pressa" />);
    const opener = screen.getByRole('button', { name: 'Apri la galleria a schermo intero' });
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the full-screen gallery', () => {
    render(<ImageGallery images={images} title="Nuova pressa" />);
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

  it('switches the full-screen gallery to the single list of every image and back', () => {
    render(<ImageGallery images={images} title="Nuova pressa" />);
    fireEvent.click(screen.getByRole('button', { name: 'Apri la galleria a schermo intero' }));
    const dialog = screen.getByRole('dialog', { name: 'Galleria: Nuova pressa' });
    const toggle = within(dialog).getByRole('button', { name: 'Tutte le immagini' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const list = within(dialog).getByRole('list', { name: 'Tutte le immagini' });
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.querySelector('img')?.getAttribute('src'))).toEqual(addresses);
    expect(items[0]!.getAttribute('aria-current')).toBe('true');
    // No carousel in list mode: no counter, and the arrow keys move nothing.
    expect(within(dialog).queryByTestId('fullscreen-gallery-counter')).toBeNull();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(within(dialog).queryByTestId('fullscreen-gallery-counter')).toBeNull();

    // Choosing an image shows it in the carousel.
    fireEvent.click(within(list).getByRole('button', { name: "Mostra l'immagine 3 di 3" }));
    expect(within(dialog).queryByRole('list')).toBeNull();
    expect(within(dialog).getByTestId('fullscreen-gallery-counter').textContent).toBe('3/3');
    expect(shownImage(dialog)).toBe(addresses[2]);
  });

  it('offers no list mode for a single image', () => {
    render(<ImageGallery images={[images[0]!]} title="Nuova pressa" />);
    fireEvent.click(screen.getByRole('button', { name: 'Apri la galleria a schermo intero' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Tutte le immagini' })).toBeNull();
    expect(shownImage(dialog)).toBe(addresses[0]);
  });
});
