// `npm run docs:config`: writes the generated tables of a document from the modules that own
// them. Usage: `node writeSettingsDocs.ts <document> <module>…`; each module exports
// `configurationRegions` (region name → its content), and each region lies between
// `<!-- generated:<name> -->` and `<!-- end:<name> -->` in the document. The services' tests
// fail while a region differs from what this writes.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { withGeneratedRegion, type ConfigurationRegions } from './settingsTable.ts';

async function regionsOf(file: string): Promise<ConfigurationRegions> {
  const loaded = (await import(pathToFileURL(path.resolve(file)).href)) as {
    configurationRegions?: ConfigurationRegions;
    default?: { configurationRegions?: ConfigurationRegions };
  };
  // A CommonJS module (the API's build) may show its exports on `default` only.
  const regions = loaded.configurationRegions ?? loaded.default?.configurationRegions;
  if (!regions) throw new Error(`${file} exports no configurationRegions`);
  return regions;
}

const [document, ...modules] = process.argv.slice(2);
if (!document || modules.length === 0) {
  console.error('usage: node writeSettingsDocs.ts <document> <module>…');
  process.exit(2);
}
let text = readFileSync(document, 'utf8');
for (const file of modules) {
  for (const [region, content] of Object.entries(await regionsOf(file))) {
    text = withGeneratedRegion(text, region, content());
    console.log(`${document}: ${region} (from ${file})`);
  }
}
writeFileSync(document, text);
