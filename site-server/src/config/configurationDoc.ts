// The site server's table of docs/configuration.md, made from its settings' declarations
// (`npm run docs:config` writes it; config's tests check it).
import { settingsTable, type ConfigurationRegions } from '@alu/server-kit';
import { SITE_SETTINGS } from './siteSettings.ts';

export const configurationRegions: ConfigurationRegions = {
  'site-server-settings': () => settingsTable(SITE_SETTINGS),
};
