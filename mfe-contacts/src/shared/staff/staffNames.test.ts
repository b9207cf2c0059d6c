import { GLOSSARIES } from '@alu/common/glossary';
import { staffContacts } from './staffContacts';

test('the Italian and English pages keep every staff member’s name as written', () => {
  const names = Object.values(staffContacts).map(({ name }) => name);
  for (const locale of ['it', 'en'] as const) {
    expect(names.filter((name) => !GLOSSARIES[locale].keepAsWritten.includes(name))).toEqual([]);
  }
});
