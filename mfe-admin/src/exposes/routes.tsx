import type { RemoteRoutesModule } from '@alu/common';
import { PanelPlaceholder, LoginPlaceholder } from '../features/placeholders/placeholderPages';

const routes: RemoteRoutesModule = {
  areaLabel: 'Amministrazione',
  pages: {
    panel: PanelPlaceholder,
    login: LoginPlaceholder,
  },
};

export default routes;
