import { fileURLToPath } from 'node:url';
import { createFederatedConfig } from '@alu/tooling/webpack';

export default createFederatedConfig({
  appDir: fileURLToPath(new URL('.', import.meta.url)),
  isHost: true,
  title: 'Alumis: laminati e profili estrusi in alluminio',
});
