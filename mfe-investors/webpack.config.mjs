import { fileURLToPath } from 'node:url';
import { createFederatedConfig } from '@alu/tooling/webpack';

export default createFederatedConfig({
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  title: 'Investitori (standalone)',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    // The investors pages' and documents' entries of the site search (SEARCH_EXPOSE in @alu/common).
    './search': './src/exposes/search.ts',
  },
});
