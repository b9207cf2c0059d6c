import type { ReactNode } from 'react';
import { useDocumentMeta } from '@alu/common';
import { type SideMenuItem } from '@alu/common/side-menu';
import { SectionPage } from '@alu/common/section-page';
import { declaration } from '../../declaration';
import heroImage from './images/legal-hero.jpg';

const EYEBROW = 'Informazioni legali';

/** The legal pages and the sitemap: the links this remote adds to the footer's legal row. */
const LEGAL_MENU = [...(declaration.legal ?? [])].sort((a, b) => a.order - b.order);

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
