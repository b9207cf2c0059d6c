import { AreaPlaceholder } from '@alu/common';

// Pages this area has not shipped yet. Each is replaced by its feature when it lands.
export function ListPlaceholder() {
  return (
    <AreaPlaceholder
      area="Notizie"
      heading="Notizie"
      description="Le ultime notizie di Alumis e cosa dicono di noi."
    />
  );
}

export function ArticlePlaceholder() {
  return (
    <AreaPlaceholder
      area="Notizie"
      heading="Notizia"
      description="Articolo delle notizie di Alumis."
    />
  );
}
