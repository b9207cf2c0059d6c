import { useSearchParams } from 'react-router-dom';
import {
  APPLICATION_FORM_PATH,
  Prose,
  siteConfig,
  useDocumentMeta,
  useLocale,
  useLocalizedContent,
  useTexts,
} from '@alu/common';
import { SectionPage, sectionMenuItems } from '@alu/common/section-page';
import { corporateTexts } from '../../../shared/i18n/corporateTexts';
import { CAREER_SECTION_PAGES } from '../careerPages.data';
import heroImage from '../images/carriera-hero.jpg';
import * as formContent from './applicationForm.data';
import { ApplicationForm } from './ApplicationForm';

/**
 * /careers/application-form(?vacancy=<id>): the online job application, reached from each
 * open vacancy (pre-selected) and from the open positions page (spontaneous).
 */
export function ApplicationFormPage() {
  const [params] = useSearchParams();
  const tx = useTexts(corporateTexts);
  const locale = useLocale();
  const { applicationFormText: text, applicationFormMeta: meta } = useLocalizedContent(
    formContent,
    corporateTexts,
  );
  useDocumentMeta({
    ...meta,
    breadcrumbs: [{ name: meta.title, path: APPLICATION_FORM_PATH }],
  });
  // Not a page of the side menu: none of its items is current here.
  const menuItems = sectionMenuItems(CAREER_SECTION_PAGES, CAREER_SECTION_PAGES.defaultPage).map(
    (item) => ({ ...item, active: false, label: tx(item.label) }),
  );

  const vacancy = params.get('vacancy') ?? '';
  return (
    <SectionPage
      hero={{
        // The header is English on the Italian page too: marked so, for screen readers.
        title: locale === 'it' ? <span lang="en">{text.heroTitle}</span> : text.heroTitle,
        eyebrow: tx('Carriera'),
        size: 'mini',
        image: heroImage,
      }}
      menuLabel={tx(CAREER_SECTION_PAGES.menuLabel)}
      menuItems={menuItems}
    >
      <Prose>
        <p>{text.intro}</p>
      </Prose>
      <noscript>
        <Prose>
          <p>{tx(formContent.applicationFormText.noScript, { email: siteConfig.email.jobs })}</p>
        </Prose>
      </noscript>
      <ApplicationForm key={vacancy} vacancyId={/^[0-9a-f]{24}$/i.test(vacancy) ? vacancy : ''} />
    </SectionPage>
  );
}
