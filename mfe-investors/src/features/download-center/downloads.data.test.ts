// The download center lists exactly the catalogue and the certificates the asset script writes.
import { CATALOGUES, CERTIFICATES } from './downloads.data';
import downloadsManifest from './documents.manifest.json';

interface ManifestDocument {
  readonly file: string;
  readonly title: string;
}

describe('download center document sets', () => {
  it('lists the catalogue and the 13 certificates the script writes', () => {
    const manifest: readonly ManifestDocument[] = downloadsManifest.documents;
    expect([...CATALOGUES, ...CERTIFICATES].map((document) => document.name)).toEqual(
      manifest.map((document) => document.title),
    );
    expect(CERTIFICATES).toHaveLength(13);
  });
});
