import { renderStandalone } from '@alu/common/standalone';
import routes from './exposes/routes';

renderStandalone(routes);
