import type { ReactNode } from 'react';
import {
  formatTitle,
  localizeMenus,
  useDocumentMeta,
  useLocale,
  useTexts,
  type SiteLocale,
} from '@alu/common';
import { type SideMenuItem } from '@alu/common/side-menu';
import { SectionPage } from '@alu/common/section-page';
import { declaration } from '../../declaration';
import { corporateTexts } from '../../shared/i18n/corporateTexts';
import heroImage from './images/legal-hero.jpg';

/** The legal pages and the sitemap (the links this remote adds to the footer's legal row). */
const legalMenu = (locale: SiteLocale) =>
  [...(localizeMenus(declaration, locale).legal ?? [])].sort((a, b) => a.order - b.order);

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
  const tx = useTexts(corporateTexts);
  const eyebrow = tx('Informazioni legali');
  const locale = useLocale();
  const menuItems: SideMenuItem[] = legalMenu(locale).map((link) => ({
    key: link.url,
    label: link.name,
    to: link.url,
    active: link.url === path,
  }));
  return (
    <SectionPage
      hero={{
        title,
        eyebrow,
        subtitle,
        size: 'mini',
        image: heroImage,
      }}
      menuLabel={eyebrow}
      menuItems={menuItems}
      shareTitle={formatTitle(meta.title, locale)}
    >
      {children}
    </SectionPage>
  );
}
