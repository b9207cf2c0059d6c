import type { RemoteRoutesModule } from '@alu/common';
import { ContactsPlaceholder } from '../features/placeholders/placeholderPages';

const routes: RemoteRoutesModule = {
  areaLabel: 'Contatti',
  pages: {
    contacts: ContactsPlaceholder,
  },
};

export default routes;
