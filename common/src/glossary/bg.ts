import { COMPANY_NAMES } from './company';
import type { Glossary } from './types';
import { PRODUCT_NAMES, SERVICES_AND_FORMATS, STANDARDS_AND_MARKS, UNIT_SYMBOLS } from './shared';

const company = COMPANY_NAMES.bg;

/**
 * Bulgarian: Cyrillic throughout (the company, people, places), formal address (the visitor
 * is „вие“: Споделете, Копирайте, Абонирайте се), one word per product and process.
 */
export const bgGlossary: Glossary = {
  locale: 'bg',
  company,
  script: 'cyrillic',
  terms: [
    {
      concept: 'the company, short',
      use: company.name,
      avoid: ['Alumis'],
      note: 'Without quotation marks when it stands alone (titles, running text); the logo’s word mark is a picture.',
    },
    {
      concept: 'the company, with its legal form',
      use: company.legalName,
      avoid: ['Alumis AD', 'Alumis АД', 'Алумис АД', '"Алумис" АД', '«Алумис» АД', 'Алумис ЕАД'],
      note: 'JSON-LD keeps the registered Latin name (Alumis AD), the same entity in every language.',
    },
    {
      concept: 'people’s names',
      use: 'Cyrillic (the contact data’s `cyrillicName`): Димитър Колев',
      avoid: [],
      note: 'Any word in Latin letters is a finding on Bulgarian pages, names included.',
    },
    { concept: 'the town of the plant', use: 'Шумен', avoid: ['Shumen', 'Schumen'] },
    {
      concept: 'extrusion: the process, its presses, plant and products',
      use: 'пресоване, преса, пресов завод, пресовани профили',
      avoid: ['екструзи*', 'екструдира*', 'екструдер*', 'екструзионн*'],
      note: 'The trade in Bulgaria says „пресовани профили“; one word for the whole family.',
    },
    {
      concept: 'rolling: the process, its mill and products',
      use: 'валцуване, валцов стан, валцов завод, валцувани продукти',
      avoid: ['прокатн*', 'прокатен', 'прокатът', 'прокатване', 'ламиниран*'],
    },
    {
      concept: 'thin rolled aluminium',
      use: 'фолио',
      avoid: ['фолия', 'алуминиева хартия', 'станиол'],
    },
    {
      concept: 'a decorative or protective strip',
      use: 'лайсна, лайсни',
      avoid: ['лайстн*', 'лайстна'],
    },
    {
      concept: 'the news section of media mentions',
      use: 'Медиите за нас',
      avoid: ['Какво казват за нас', 'Какво пишат за нас', 'За нас пишат', 'Прессъобщения'],
    },
    {
      concept: 'the download section',
      use: 'Център за изтегляне',
      avoid: ['Център за сваляне', 'Даунлоуд център'],
    },
    {
      concept: 'the company’s address',
      use: 'Втора промишлена зона, 9700 Шумен',
      avoid: ['Втора индустриална зона'],
    },
    {
      concept: 'the privacy notice',
      use: 'Уведомление за обработването на лични данни; as a link: уведомление за личните данни',
      avoid: ['информация за личните данни', 'информацията за личните данни'],
    },
    { concept: 'the colleague who guides an intern', use: 'наставник', avoid: ['ментор*'] },
    { concept: 'the newsletter', use: 'бюлетин', avoid: ['нюзлетър', 'newsletter'] },
    {
      concept: 'electronic mail',
      use: 'имейл',
      avoid: ['e-mail', 'email', 'емейл', 'и-мейл', 'мейл'],
    },
    { concept: 'the metal', use: 'алуминий', avoid: ['алуминиум'] },
    {
      concept: 'the metric unit of mass',
      use: 'тона; т (after a figure: 100 000 т)',
      avoid: ['t', 't/година', 'тон.'],
      note: 'The other unit symbols stay international (mm, m², kg/m), as Intl writes them in Bulgarian.',
    },
    {
      concept: 'the meeting of shareholders',
      use: 'Общо събрание на акционерите',
      avoid: ['акционерно събрание', 'годишно събрание'],
      note: 'Capitalised as a heading or menu label, lower case in running text; „общо събрание“ alone where the context is clear.',
    },
    {
      concept: 'formal address: the visitor is „вие“',
      use: 'Споделете, Копирайте, Абонирайте се, Отворете, Затворете, Изпратете, Опитайте, Вижте',
      avoid: [
        'ти',
        'теб',
        'твой',
        'твоя',
        'твоят',
        'твоите',
        '^Сподели',
        'Копирай',
        'Абонирай',
        'Отпиши',
        '^Отвори',
        '^Затвори',
        '^Изпрати',
        'Опитай',
        'Покажи',
        'Пусни',
        'Виж',
        '^Изтегли',
        '^Свали',
        'Прочети',
        '^Научи',
        'Натисни',
        'Кликни',
        'Избери',
        'Въведи',
        'Пиши',
        'Напиши',
        '^Провери',
        'Разгледай',
        'Свържи',
        '^Попълни',
        '^Намери',
      ],
      note: 'Buttons may name the action with a noun instead (Търсене, Абонамент). Where the imperative is also a past tense („заводът отвори врати“), only a text that starts with it is a finding.',
    },
  ],
  keepAsWritten: [
    ...STANDARDS_AND_MARKS,
    ...SERVICES_AND_FORMATS,
    ...UNIT_SYMBOLS,
    ...PRODUCT_NAMES,
    // Finish designations of anodised profiles (E6/C0 SB: sandblasted).
    'SB',
  ],
};
