import { render, screen } from '@testing-library/react';
import { DocumentLink } from './DocumentLink';

describe('DocumentLink', () => {
  it('marks a name in another language than the page’s, so it is read in that language', () => {
    render(
      <DocumentLink
        href="/uploads/documents/bilancio-2017.pdf"
        name="Bilancio d’esercizio 2017"
        nameLang="it"
        format="PDF"
      />,
    );
    const link = screen.getByRole('link', { name: /Bilancio d’esercizio 2017/ });
    expect(link.querySelector('[lang="it"]')?.textContent).toBe('Bilancio d’esercizio 2017');
  });

  it('marks it in a table cell too, where the name is only read', () => {
    render(
      <DocumentLink
        variant="inline"
        href="/uploads/documents/verbale.pdf"
        name="Verbale"
        nameLang="it"
        format="PDF"
      />,
    );
    expect(screen.getByRole('link').querySelector('[lang="it"]')?.textContent).toBe('Verbale');
  });

  it('adds no language to a name in the page’s own', () => {
    render(<DocumentLink href="/uploads/documents/x.pdf" name="Financial statements" />);
    expect(screen.getByRole('link').querySelector('[lang]')).toBeNull();
  });
});
