import type { RemoteRoutesModule } from '@alu/common';
import { LoginPage } from '../features/login/LoginPage';
import { AdminFrame } from '../shared/ui/AdminFrame';
import { AdminPanelPage } from './AdminPanelPage';
import { declaration } from '../declaration';

const routes: RemoteRoutesModule = {
  declaration,
  areaLabel: 'Администрация',
  pages: {
    panel: () => (
      <AdminFrame>
        <AdminPanelPage />
      </AdminFrame>
    ),
    login: () => (
      <AdminFrame>
        <LoginPage />
      </AdminFrame>
    ),
  },
};

export default routes;
