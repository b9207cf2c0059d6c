// The people the pages name, in Latin letters as the Italian and English pages write them (the
// Bulgarian pages write them in Cyrillic). Names belong to no language: a language check leaves
// them out. The contacts remote's test checks that each of its staff is listed here, this
// folder's test that each board member of the site's configuration is.
export const PEOPLE_LATIN_NAMES = [
  // Sales, export and office staff (the contacts area).
  'Dimitar Kolev',
  'Elena Petrova',
  'Nikolay Stoyanov',
  'Maria Georgieva',
  'Georgi Ivanov',
  'Teodora Dimitrova',
  'Ivaylo Todorov',
  'Radostina Pavlova',
  'Kalin Angelov',
  'Petar Vasilev',
  'Anna Hristova',
  'Stefan Nikolov',
  'Vesela Marinova',
  'Boris Iliev',
  'Desislava Koleva',
  'Martin Georgiev',
  'Yana Petkova',
  'Hristo Yordanov',
  'Milena Stoeva',
  'Emil Draganov',
  'Neli Atanasova',
  // The supervisory and management boards, and investor relations.
  'Nikolai Dimitrov',
  'Elena Georgieva',
  'Stefan Ivanov',
  'Maria Petkova',
  'Georgi Todorov',
  'Anna Koleva',
  'Petar Hristov',
  'Dimitar Stoyanov',
  'Ivelina Marinova',
  'Hristo Angelov',
  'Kalina Vasileva',
  'Borislav Nikolov',
  'Teodora Pavlova',
  'Silvia Yordanova',
] as const;
