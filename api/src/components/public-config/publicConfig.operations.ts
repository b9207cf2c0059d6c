// The browser's run-time settings.
import { publicConfigSchema } from '@alu/common/contracts/schemas';
import { defineOperation } from '../../platform/http/operation';
import { json } from '../../platform/http/answers';

export const readPublicConfig = defineOperation({
  id: 'readPublicConfig',
  method: 'get',
  path: '/api/public-config',
  tag: 'public-config',
  summary: 'Answers the settings the browser needs at run time (the inquiry forms’ EmailJS ids)',
  auth: 'none',
  responses: { 200: json('The settings.', publicConfigSchema) },
});

export const PUBLIC_CONFIG_OPERATIONS = [readPublicConfig] as const;
