import { lazy } from 'react';
import type { RemoteRoutesModule } from '@alu/common';

// One page component serves /contacts/{page} and /contacts/{page}/{profile}; it is its own
// chunk, fetched on the first visit of the area.
const ContactsPage = lazy(() =>
  import('../app/ContactsPage').then((module) => ({ default: module.ContactsPage })),
);

const routes: RemoteRoutesModule = {
  areaLabel: 'Contatti',
  pages: {
    contacts: ContactsPage,
  },
};

export default routes;
