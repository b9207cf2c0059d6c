import { AreaPlaceholder } from '@alu/common';

// Pages this area has not shipped yet. Each is replaced by its feature when it lands.
export function LandingPlaceholder() {
  return (
    <AreaPlaceholder
      area="Prodotti"
      heading="Prodotti"
      description="Laminati sottili, lamiere, nastri e profili estrusi in alluminio."
    />
  );
}

export function ProductPlaceholder() {
  return (
    <AreaPlaceholder
      area="Prodotti"
      heading="Scheda prodotto"
      description="Caratteristiche tecniche e dimensioni del prodotto."
    />
  );
}
