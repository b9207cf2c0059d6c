import { AreaPlaceholder } from '@alu/common';

// Pages this area has not shipped yet. Each is replaced by its feature when it lands.
export function CompanyPlaceholder() {
  return (
    <AreaPlaceholder
      area="Azienda"
      heading="Panoramica"
      description="Storia, missione, cifre chiave e stabilimenti di Alumis."
    />
  );
}

export function MarketsPlaceholder() {
  return (
    <AreaPlaceholder
      area="Mercati"
      heading="Mercati"
      description="I mercati serviti dai laminati e dai profili Alumis."
    />
  );
}

export function SustainabilityPlaceholder() {
  return (
    <AreaPlaceholder
      area="Sostenibilità"
      heading="Sostenibilità"
      description="Ambiente, salute e sicurezza, responsabilità sociale."
    />
  );
}

export function CareersPlaceholder() {
  return (
    <AreaPlaceholder
      area="Carriera"
      heading="Carriera"
      description="Lavorare in Alumis: posizioni disponibili e tirocini."
    />
  );
}

export function SitemapPlaceholder() {
  return (
    <AreaPlaceholder
      area="Mappa del sito"
      heading="Mappa del sito"
      description="Tutte le pagine del sito Alumis."
    />
  );
}

export function DisclosurePolicyPlaceholder() {
  return (
    <AreaPlaceholder
      area="Informazioni legali"
      heading="Politica di divulgazione"
      description="Politica di divulgazione delle informazioni di Alumis."
    />
  );
}

export function TermsOfUsePlaceholder() {
  return (
    <AreaPlaceholder
      area="Informazioni legali"
      heading="Condizioni d’uso"
      description="Condizioni d’uso del sito Alumis."
    />
  );
}

export function PersonalDataPlaceholder() {
  return (
    <AreaPlaceholder
      area="Informazioni legali"
      heading="Dati personali"
      description="Informativa sul trattamento dei dati personali."
    />
  );
}
