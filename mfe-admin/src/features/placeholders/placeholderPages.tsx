import { AreaPlaceholder } from '@alu/common';

// Pages this area has not shipped yet. Each is replaced by its feature when it lands.
export function PanelPlaceholder() {
  return (
    <AreaPlaceholder
      area="Администрация"
      heading="Административен панел"
      description="Панел за публикуване на новини и обяви."
      lang="bg"
      note="Този раздел е в процес на подготовка."
    />
  );
}

export function LoginPlaceholder() {
  return (
    <AreaPlaceholder
      area="Администрация"
      heading="Вход"
      description="Вход в административния панел."
      lang="bg"
      note="Този раздел е в процес на подготовка."
    />
  );
}
