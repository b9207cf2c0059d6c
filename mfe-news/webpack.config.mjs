import { fileURLToPath } from 'node:url';
import { createFederatedConfig } from '@alu/tooling/webpack';

export default createFederatedConfig({
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  title: 'Notizie (standalone)',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './LatestNewsStrip': './src/exposes/LatestNewsStrip.tsx',
  },
});
