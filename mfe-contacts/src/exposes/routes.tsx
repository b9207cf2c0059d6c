import { lazyPage, type RemoteRoutesModule } from '@alu/common';
import { declaration } from '../declaration';

// One page component serves /contacts/{page} and /contacts/{page}/{profile}; it is its own
// chunk, fetched on the first visit of the area.
const ContactsPage = lazyPage('page-contacts', () =>
  import(/* webpackChunkName: "page-contacts" */ '../app/ContactsPage').then(
    (module) => module.ContactsPage,
  ),
);

const routes: RemoteRoutesModule = {
  declaration,
  areaLabel: 'Contatti',
  pages: {
    contacts: ContactsPage,
  },
};

export default routes;
