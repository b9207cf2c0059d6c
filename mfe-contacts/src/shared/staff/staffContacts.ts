// Contact data of the people listed in the contacts area (names in both scripts, e-mail
// addresses, phone numbers), by the slug of their profile address (/contacts/{page}/{slug}). Plausible
// fictional values, like the company's own in @alu/common's siteConfig: replace them for a real
// deployment. Only this remote shows them, so they live here; the staff lists add each person's
// role, countries, products and languages.
export const staffContacts = {
  'dimitar-kolev': {
    name: 'Dimitar Kolev',
    cyrillicName: 'Димитър Колев',
    email: 'd.kolev@alumis.example',
    phone: '+359 54 800 210',
    fax: '+359 54 800 299',
  },
  'elena-petrova': {
    name: 'Elena Petrova',
    cyrillicName: 'Елена Петрова',
    email: 'e.petrova@alumis.example',
    phone: '+359 54 800 211',
    fax: '+359 54 800 299',
  },
  'nikolay-stoyanov': {
    name: 'Nikolay Stoyanov',
    cyrillicName: 'Николай Стоянов',
    email: 'n.stoyanov@alumis.example',
    phone: '+359 54 800 212',
    fax: '+359 54 800 299',
  },
  'maria-georgieva': {
    name: 'Maria Georgieva',
    cyrillicName: 'Мария Георгиева',
    email: 'm.georgieva@alumis.example',
    phone: '+359 54 800 221',
    fax: '+359 54 800 299',
  },
  'georgi-ivanov': {
    name: 'Georgi Ivanov',
    cyrillicName: 'Георги Иванов',
    email: 'g.ivanov@alumis.example',
    phone: '+359 54 800 222',
    fax: '+359 54 800 299',
  },
  'teodora-dimitrova': {
    name: 'Teodora Dimitrova',
    cyrillicName: 'Теодора Димитрова',
    email: 't.dimitrova@alumis.example',
    phone: '+359 54 800 223',
    fax: '+359 54 800 299',
  },
  'ivaylo-todorov': {
    name: 'Ivaylo Todorov',
    cyrillicName: 'Ивайло Тодоров',
    email: 'i.todorov@alumis.example',
    phone: '+359 54 800 224',
    fax: '+359 54 800 299',
  },
  'radostina-pavlova': {
    name: 'Radostina Pavlova',
    cyrillicName: 'Радостина Павлова',
    email: 'r.pavlova@alumis.example',
    phone: '+359 54 800 225',
    fax: '+359 54 800 299',
  },
  'kalin-angelov': {
    name: 'Kalin Angelov',
    cyrillicName: 'Калин Ангелов',
    email: 'k.angelov@alumis.example',
    phone: '+359 54 800 226',
    fax: '+359 54 800 299',
  },
  'petar-vasilev': {
    name: 'Petar Vasilev',
    cyrillicName: 'Петър Василев',
    email: 'p.vasilev@alumis.example',
    phone: '+359 54 800 227',
    fax: '+359 54 800 299',
  },
  'anna-hristova': {
    name: 'Anna Hristova',
    cyrillicName: 'Анна Христова',
    email: 'a.hristova@alumis.example',
    phone: '+359 54 800 228',
    fax: '+359 54 800 299',
  },
  'stefan-nikolov': {
    name: 'Stefan Nikolov',
    cyrillicName: 'Стефан Николов',
    email: 's.nikolov@alumis.example',
    phone: '+359 54 800 229',
    fax: '+359 54 800 299',
  },
  'vesela-marinova': {
    name: 'Vesela Marinova',
    cyrillicName: 'Весела Маринова',
    email: 'v.marinova@alumis.example',
    phone: '+359 54 800 230',
    fax: '+359 54 800 299',
  },
  'boris-iliev': {
    name: 'Boris Iliev',
    cyrillicName: 'Борис Илиев',
    email: 'b.iliev@alumis.example',
    phone: '+359 54 800 310',
    fax: '+359 54 800 399',
  },
  'desislava-koleva': {
    name: 'Desislava Koleva',
    cyrillicName: 'Десислава Колева',
    email: 'd.koleva@alumis.example',
    phone: '+359 54 800 311',
    fax: '+359 54 800 399',
  },
  'martin-georgiev': {
    name: 'Martin Georgiev',
    cyrillicName: 'Мартин Георгиев',
    email: 'm.georgiev@alumis.example',
    phone: '+359 54 800 312',
    fax: '+359 54 800 399',
  },
  'yana-petkova': {
    name: 'Yana Petkova',
    cyrillicName: 'Яна Петкова',
    email: 'y.petkova@alumis.example',
    phone: '+359 54 800 313',
    fax: '+359 54 800 399',
  },
  'hristo-yordanov': {
    name: 'Hristo Yordanov',
    cyrillicName: 'Христо Йорданов',
    email: 'h.yordanov@alumis.example',
    phone: '+359 54 800 410',
    fax: '+359 54 800 199',
  },
  'milena-stoeva': {
    name: 'Milena Stoeva',
    cyrillicName: 'Милена Стоева',
    email: 'm.stoeva@alumis.example',
    phone: '+359 54 800 411',
    fax: '+359 54 800 199',
  },
  'emil-draganov': {
    name: 'Emil Draganov',
    cyrillicName: 'Емил Драганов',
    email: 'e.draganov@alumis.example',
    phone: '+359 54 800 412',
    fax: '+359 54 800 199',
  },
  'neli-atanasova': {
    name: 'Neli Atanasova',
    cyrillicName: 'Нели Атанасова',
    email: 'n.atanasova@alumis.example',
    phone: '+359 54 800 413',
    fax: '+359 54 800 199',
  },
} as const satisfies Record<string, StaffContact>;

interface StaffContact {
  /** The name in Latin letters (Italian and English pages) and in Cyrillic (Bulgarian pages). */
  readonly name: string;
  readonly cyrillicName: string;
  readonly email: string;
  readonly phone: string;
  readonly fax: string;
}
