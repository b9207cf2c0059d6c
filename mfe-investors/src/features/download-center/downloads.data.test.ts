// The download center's catalogue and certificates are the API's (seeded from the files the
// asset script writes); the covers and scopes it keeps are those of exactly these files.
import { CATALOGUE_EXTRAS, CERTIFICATE_EXTRAS } from './downloads.data';
import downloadsManifest from './documents.manifest.json';

interface ManifestDocument {
  readonly file: string;
  readonly kind: string;
}

describe('download center document sets', () => {
  it('has a cover for the catalogue and a cover and scope for each of the 13 certificates', () => {
    const manifest: readonly ManifestDocument[] = downloadsManifest.documents;
    const slugs = (kind: string) =>
      manifest.filter((document) => document.kind === kind).map((d) => d.file.replace('.pdf', ''));
    expect(Object.keys(CATALOGUE_EXTRAS)).toEqual(slugs('Catalogo'));
    expect(Object.keys(CERTIFICATE_EXTRAS)).toEqual(slugs('Certificato'));
    expect(Object.keys(CERTIFICATE_EXTRAS)).toHaveLength(13);
    for (const extras of Object.values(CERTIFICATE_EXTRAS)) {
      expect(extras.thumbnail).toBeTruthy();
      expect(extras.detail).toBeTruthy();
    }
  });
});
