import { AreaPlaceholder } from '@alu/common';

// Pages this area has not shipped yet. Each is replaced by its feature when it lands.
export function InvestorsPlaceholder() {
  return (
    <AreaPlaceholder
      area="Investitori"
      heading="Investitori"
      description="Dirigenza, dati finanziari, assemblee, calendario, azioni e presentazioni."
    />
  );
}

export function DownloadsPlaceholder() {
  return (
    <AreaPlaceholder
      area="Centro download"
      heading="Centro download"
      description="Cataloghi, certificati e rapporti da scaricare."
    />
  );
}
