// The development tools the API loads (package.json "imports": #dev-tools), shaped by the
// interface the production code declares for them.
import type { DevelopmentTools } from '#api/platform/development/developmentTools';
import { ferretDbUri, startEmbeddedFerretDb } from './ferretdb/ferretdb';
import { seedDocuments } from './seed/seedDocuments';
import { seedInvestorEvents } from './seed/seedInvestorEvents';
import { seedNews } from './seed/seedNews';

export const developmentTools: DevelopmentTools = {
  startEmbeddedDatabase: startEmbeddedFerretDb,
  embeddedDatabaseUri: ferretDbUri,
  seedSampleContent: async (db, logger) => {
    const news = await seedNews(db, logger);
    await seedDocuments(db, logger);
    await seedInvestorEvents(db, logger);
    return news;
  },
};
