import type { ReactNode } from 'react';
import { SectionPage, legalLinks, useDocumentMeta, type SideMenuItem } from '@alu/common';
import heroImage from './images/legal-hero.jpg';

const EYEBROW = 'Informazioni legali';

/** The legal pages and the sitemap, as listed in the footer (the download center is not one). */
const LEGAL_MENU = legalLinks.filter((link) => link.url !== '/download-center/catalogues');

export interface LegalLayoutProps {
  readonly path: string;
  readonly meta: { readonly title: string; readonly description: string };
  readonly title: string;
  readonly subtitle: string;
  readonly children: ReactNode;
}

/** Mini header with the legal picture, the legal pages in the side menu, then the text. */
export function LegalLayout({ path, meta, title, subtitle, children }: LegalLayoutProps) {
  useDocumentMeta(meta);
  const menuItems: SideMenuItem[] = LEGAL_MENU.map((link) => ({
    key: link.url,
    label: link.name,
    to: link.url,
    active: link.url === path,
  }));
  return (
    <SectionPage
      hero={{
        title,
        eyebrow: EYEBROW,
        subtitle,
        size: 'mini',
        image: heroImage,
      }}
      menuLabel={EYEBROW}
      menuItems={menuItems}
      shareTitle={`${meta.title} | Alumis`}
    >
      {children}
    </SectionPage>
  );
}
