import { AreaPlaceholder } from '@alu/common';

// Pages this area has not shipped yet. Each is replaced by its feature when it lands.
export function ContactsPlaceholder() {
  return (
    <AreaPlaceholder
      area="Contatti"
      heading="Contatti"
      description="Ufficio vendite, ufficio acquisti, altri contatti e ubicazione dello stabilimento."
    />
  );
}
