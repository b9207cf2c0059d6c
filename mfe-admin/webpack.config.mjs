import { fileURLToPath } from 'node:url';
import { createFederatedConfig } from '@alu/tooling/webpack';

export default createFederatedConfig({
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  title: 'Amministrazione (standalone)',
  exposes: { './routes': './src/exposes/routes.tsx' },
  // Only administrators load it, in the browser: the server never renders /admin.
  serverRendered: false,
});
