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
  // Only the server's sitemap asks for these (a chunk the browser never fetches).
  pagePaths: () =>
    import(/* webpackChunkName: "page-paths" */ './pagePaths').then((module) => module.pagePaths),
  areaLabel: 'Contatti',
  pages: {
    contacts: ContactsPage,
  },
};

export default routes;
