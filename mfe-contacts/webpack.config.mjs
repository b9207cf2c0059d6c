import { fileURLToPath } from 'node:url';
import { createFederatedConfig } from '@alu/tooling/webpack';

export default createFederatedConfig({
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  title: 'Contatti (standalone)',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    // The staff for the site's search overlay (the SearchModule contract of @alu/common).
    './search': './src/exposes/search.ts',
  },
});
