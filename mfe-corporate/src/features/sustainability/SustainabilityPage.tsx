import { useParams } from 'react-router-dom';
import {
  NotFoundRedirect,
  resolveSectionPage,
  SectionPage,
  useDocumentMeta,
  sectionMenuItems,
} from '@alu/common';
import { SustainabilityBody } from './SustainabilityBody';
import {
  DEFAULT_SUSTAINABILITY_PAGE,
  SUSTAINABILITY_CONTENT,
  SUSTAINABILITY_PAGES,
  sustainabilityPagePath,
  type SustainabilityPageKey,
} from './sustainability.data';

export const SUSTAINABILITY_MENU_LABEL = 'Pagine sulla sostenibilità';

/** /sustainability/{page}: environment, health and safety, social responsibility. */
export function SustainabilityPage() {
  const { page } = useParams<{ page?: string }>();
  const current = resolveSectionPage(page, SUSTAINABILITY_PAGES, DEFAULT_SUSTAINABILITY_PAGE);
  if (current === undefined) return <NotFoundRedirect />;
  return <SustainabilitySection page={current} />;
}

function SustainabilitySection({ page }: { readonly page: SustainabilityPageKey }) {
  const content = SUSTAINABILITY_CONTENT[page];
  useDocumentMeta({ title: content.label, description: content.description });

  const menuItems = sectionMenuItems(
    SUSTAINABILITY_PAGES,
    page,
    (key) => SUSTAINABILITY_CONTENT[key].label,
    sustainabilityPagePath,
  );

  return (
    <SectionPage
      hero={{
        title: content.label,
        eyebrow: 'Sostenibilità',
        image: content.hero,
        size: content.heroSize,
      }}
      menuLabel={SUSTAINABILITY_MENU_LABEL}
      menuItems={menuItems}
      shareTitle={`${content.label} | Alumis`}
    >
      <SustainabilityBody content={content} />
    </SectionPage>
  );
}
