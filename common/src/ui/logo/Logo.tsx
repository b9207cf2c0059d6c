import { useCompanyNames } from '../../federation/meta/useDocumentMeta';
import { siteConfig } from '../site-config/siteConfig';

export interface LogoProps {
  readonly inverted?: boolean;
  /**
   * What the picture is read out as: the company's name in the page's language, or what a
   * link made of the logo does (`Алумис, начална страница`). A link takes its name from this
   * picture rather than an `aria-label` of its own: a label on the link would have to contain
   * the word mark it shows, which is Latin on Bulgarian pages too.
   */
  readonly label?: string;
}

/**
 * The company logo: an extruded-profile mark and the word mark (header, footer, admin panel).
 * The word mark is the registered Latin one in every language; the picture is read out by the
 * name in the page's language.
 */
export function Logo({ inverted = false, label }: LogoProps) {
  const { name } = useCompanyNames();
  const ink = inverted ? '#ffffff' : 'var(--color-primary, #0b2a4a)';
  return (
    <svg viewBox="0 0 168 40" width="168" height="40" role="img" aria-label={label ?? name}>
      <path d="M4 36 20 4l16 32h-8l-8-17-8 17z" fill={ink} />
      <path d="M14 36h12l-6-12z" fill="var(--color-accent, #c8102e)" />
      <text
        x="44"
        y="28"
        fill={ink}
        fontFamily="var(--font-body)"
        fontSize="22"
        fontWeight="800"
        letterSpacing="3"
      >
        {siteConfig.companyName.toUpperCase()}
      </text>
    </svg>
  );
}
