import { createHash } from 'node:crypto';
import { FileDigests } from './fileDigests';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const bytes = (text: string) => Buffer.from(text);

describe('FileDigests', () => {
  it('hashes a file in chunk order whatever order the chunks come in', () => {
    const digests = new FileDigests();
    digests.add('a', 2, bytes('gh'));
    digests.add('b', 0, bytes('xyz'));
    digests.add('a', 0, bytes('abc'));
    digests.add('a', 1, bytes('def'));
    expect(digests.digest('a')).toEqual({
      chunks: 3,
      length: 8,
      complete: true,
      sha256: sha256('abcdefgh'),
    });
    expect(digests.remaining()).toEqual(['b']);
  });

  it('tells a file with a missing chunk, and refuses a chunk that comes twice', () => {
    const digests = new FileDigests();
    digests.add('a', 0, bytes('abc'));
    digests.add('a', 2, bytes('gh'));
    expect(() => digests.add('a', 0, bytes('abc'))).toThrow('appears twice');
    expect(() => digests.add('a', 2, bytes('gh'))).toThrow('appears twice');
    expect(digests.digest('a')).toMatchObject({ chunks: 1, length: 3, complete: false });
  });

  it('gives an empty file for one without chunks', () => {
    expect(new FileDigests().digest('none')).toEqual({
      chunks: 0,
      length: 0,
      complete: true,
      sha256: sha256(''),
    });
  });
});
