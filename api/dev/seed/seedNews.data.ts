// Sample news of the fictional Alumis plant in Shumen (company name as in
// common/src/ui/site-config/siteConfig.ts), written for this project. Images are painted at
// seeding time (see images/).
import type { Language, NewsContent } from '@alu/common/contracts';
import type { SceneName } from './images/painter';

export interface SeedNewsItem {
  url: string;
  /** YYYY-MM-DD */
  date: string;
  isMediaNews: boolean;
  cover: SceneName;
  gallery: SceneName[];
  content: Record<Language, NewsContent>;
}

export const SEED_NEWS: readonly SeedNewsItem[] = [
  {
    url: 'nuova-linea-laminazione-a-freddo',
    date: '2024-03-14',
    isMediaNews: false,
    cover: 'coils',
    gallery: ['brushedAluminium', 'coils', 'foil'],
    content: {
      it: {
        title: 'Avviata la nuova linea di laminazione a freddo',
        contentOne:
          '<p>Nello stabilimento di Shumen è entrata in funzione la nuova linea di laminazione a freddo di <strong>Alumis</strong>. L’impianto lavora nastri fino a 1.600 mm di larghezza e porta lo spessore minimo a 0,2 mm.</p>',
        contentTwo:
          '<p>Con la nuova linea:</p><ul><li>la capacità di laminazione cresce di circa il 20%;</li><li>i tempi di cambio formato si dimezzano;</li><li>il consumo di energia per tonnellata scende grazie al recupero del calore.</li></ul>',
      },
      en: {
        title: 'New cold rolling line starts production',
        contentOne:
          '<p>The new <strong>Alumis</strong> cold rolling line is now running at the Shumen plant. It processes strip up to 1,600 mm wide and brings the minimum thickness down to 0.2 mm.</p>',
        contentTwo:
          '<p>With the new line:</p><ul><li>rolling capacity grows by about 20%;</li><li>changeover times are halved;</li><li>energy use per tonne falls thanks to heat recovery.</li></ul>',
      },
      de: {
        title: 'Neue Kaltwalzlinie in Betrieb genommen',
        contentOne:
          '<p>Im Werk Schumen hat die neue Kaltwalzlinie von <strong>Alumis</strong> den Betrieb aufgenommen. Sie verarbeitet Bänder bis 1.600 mm Breite und senkt die Mindestdicke auf 0,2 mm.</p>',
        contentTwo:
          '<p>Mit der neuen Linie:</p><ul><li>steigt die Walzkapazität um rund 20 %;</li><li>halbieren sich die Umrüstzeiten;</li><li>sinkt der Energieverbrauch pro Tonne dank Wärmerückgewinnung.</li></ul>',
      },
      bg: {
        title: 'Новата линия за студено валцуване започна работа',
        contentOne:
          '<p>В завода в Шумен започна работа новата линия за студено валцуване на <strong>Алумис</strong>. Тя обработва ленти с ширина до 1600 mm и намалява минималната дебелина до 0,2 mm.</p>',
        contentTwo:
          '<p>С новата линия:</p><ul><li>капацитетът за валцуване нараства с около 20%;</li><li>времето за смяна на формата намалява наполовина;</li><li>разходът на енергия на тон спада благодарение на оползотворяването на топлината.</li></ul>',
      },
    },
  },
  {
    url: 'energia-solare-dal-tetto-dello-stabilimento',
    date: '2024-06-05',
    isMediaNews: false,
    cover: 'skyline',
    gallery: ['brushedAluminium', 'skyline'],
    content: {
      it: {
        title: 'Energia solare dal tetto dello stabilimento di Shumen',
        contentOne:
          '<p>Sui tetti dei capannoni di laminazione sono stati installati pannelli fotovoltaici per una potenza di <strong>4,8 MW</strong>. L’impianto copre circa un decimo del fabbisogno elettrico dello stabilimento.</p>',
        contentTwo:
          '<p>Le strutture di sostegno dei pannelli sono realizzate con profili estrusi nel nostro reparto. È il primo passo del piano che punta a dimezzare le emissioni dirette entro il 2030.</p>',
      },
      en: {
        title: 'Solar power from the roof of the Shumen plant',
        contentOne:
          '<p>Photovoltaic panels with a capacity of <strong>4.8 MW</strong> now cover the roofs of the rolling halls. They supply about a tenth of the plant’s electricity.</p>',
        contentTwo:
          '<p>The mounting structures are made from profiles extruded in our own department. It is the first step of a plan to halve direct emissions by 2030.</p>',
      },
      de: {
        title: 'Solarstrom vom Dach des Werks in Schumen',
        contentOne:
          '<p>Auf den Dächern der Walzhallen wurden Photovoltaikmodule mit <strong>4,8 MW</strong> Leistung installiert. Sie decken etwa ein Zehntel des Strombedarfs des Werks.</p>',
        contentTwo:
          '<p>Die Unterkonstruktionen bestehen aus Profilen, die in unserer eigenen Abteilung stranggepresst wurden. Es ist der erste Schritt eines Plans, die direkten Emissionen bis 2030 zu halbieren.</p>',
      },
      bg: {
        title: 'Слънчева енергия от покрива на завода в Шумен',
        contentOne:
          '<p>На покривите на халетата за валцуване са монтирани фотоволтаични панели с мощност <strong>4,8 MW</strong>. Те покриват около една десета от нуждите на завода от електроенергия.</p>',
        contentTwo:
          '<p>Носещите конструкции са изработени от профили, пресовани в нашия цех. Това е първата стъпка от плана за намаляване наполовина на преките емисии до 2030 г.</p>',
      },
    },
  },
  {
    url: 'certificazione-asi-performance-standard',
    date: '2024-10-22',
    isMediaNews: false,
    cover: 'brushedAluminium',
    gallery: ['profiles', 'coils'],
    content: {
      it: {
        title: 'Ottenuta la certificazione ASI Performance Standard',
        contentOne:
          '<p>Alumis ha ottenuto la certificazione <strong>ASI Performance Standard</strong> dell’Aluminium Stewardship Initiative per la laminazione e l’estrusione a Shumen.</p>',
        contentTwo:
          '<p>La verifica indipendente ha esaminato, tra l’altro:</p><ul><li>la gestione dei rottami e dei materiali riciclati;</li><li>la salute e la sicurezza dei lavoratori;</li><li>il rapporto con la comunità locale.</li></ul>',
      },
      en: {
        title: 'ASI Performance Standard certification achieved',
        contentOne:
          '<p>Alumis has been certified against the Aluminium Stewardship Initiative’s <strong>ASI Performance Standard</strong> for rolling and extrusion in Shumen.</p>',
        contentTwo:
          '<p>Among other things, the independent audit examined:</p><ul><li>how scrap and recycled material are managed;</li><li>worker health and safety;</li><li>relations with the local community.</li></ul>',
      },
      de: {
        title: 'Zertifizierung nach dem ASI Performance Standard erhalten',
        contentOne:
          '<p>Alumis wurde für das Walzen und Strangpressen in Schumen nach dem <strong>ASI Performance Standard</strong> der Aluminium Stewardship Initiative zertifiziert.</p>',
        contentTwo:
          '<p>Das unabhängige Audit prüfte unter anderem:</p><ul><li>den Umgang mit Schrott und Recyclingmaterial;</li><li>Arbeitssicherheit und Gesundheitsschutz;</li><li>die Beziehungen zur örtlichen Gemeinschaft.</li></ul>',
      },
      bg: {
        title: 'Получихме сертификат по ASI Performance Standard',
        contentOne:
          '<p>Алумис получи сертификат по <strong>ASI Performance Standard</strong> на Aluminium Stewardship Initiative за валцуването и пресоването в Шумен.</p>',
        contentTwo:
          '<p>Независимият одит провери, наред с други неща:</p><ul><li>управлението на скрап и рециклирани материали;</li><li>здравето и безопасността на служителите;</li><li>отношенията с местната общност.</li></ul>',
      },
    },
  },
  {
    url: 'rivista-di-settore-sul-foil-per-imballaggi',
    date: '2024-11-28',
    isMediaNews: true,
    cover: 'foil',
    gallery: ['foil', 'coils'],
    content: {
      it: {
        title: 'Una rivista di settore racconta il nostro foil per imballaggi',
        contentOne:
          '<p>Il numero di novembre di una rivista europea dedicata agli imballaggi in alluminio dedica due pagine al foil sottile prodotto a Shumen per vaschette e chiusure.</p>',
        contentTwo:
          '<blockquote>«Uno stabilimento che ha puntato sulla qualità della superficie e sulla tracciabilità di ogni bobina.»</blockquote><p>L’articolo cita anche il controllo ottico in linea introdotto quest’anno.</p>',
      },
      en: {
        title: 'A trade magazine features our packaging foil',
        contentOne:
          '<p>The November issue of a European magazine on aluminium packaging devotes two pages to the thin foil made in Shumen for trays and lids.</p>',
        contentTwo:
          '<blockquote>“A plant that has bet on surface quality and on the traceability of every coil.”</blockquote><p>The article also mentions the in-line optical inspection introduced this year.</p>',
      },
      de: {
        title: 'Eine Fachzeitschrift berichtet über unsere Verpackungsfolie',
        contentOne:
          '<p>Die Novemberausgabe einer europäischen Fachzeitschrift für Aluminiumverpackungen widmet der in Schumen hergestellten dünnen Folie für Schalen und Deckel zwei Seiten.</p>',
        contentTwo:
          '<blockquote>„Ein Werk, das auf Oberflächenqualität und die Rückverfolgbarkeit jedes Coils setzt.“</blockquote><p>Der Artikel erwähnt auch die in diesem Jahr eingeführte optische Inline-Prüfung.</p>',
      },
      bg: {
        title: 'Отраслово списание разказва за нашето фолио за опаковки',
        contentOne:
          '<p>Ноемврийският брой на европейско списание за алуминиеви опаковки посвещава две страници на тънкото фолио, произвеждано в Шумен за тарелки и капачета.</p>',
        contentTwo:
          '<blockquote>„Завод, който залага на качеството на повърхността и на проследимостта на всяка ролка.“</blockquote><p>Статията споменава и оптичния контрол в линията, въведен тази година.</p>',
      },
    },
  },
  {
    url: 'nuova-pressa-per-estrusione',
    date: '2025-04-09',
    isMediaNews: false,
    cover: 'profiles',
    gallery: ['profiles', 'skyline', 'brushedAluminium'],
    content: {
      it: {
        title: 'Una nuova pressa da 2.800 tonnellate per l’estrusione',
        contentOne:
          '<p>Il reparto estrusione si amplia con una pressa da <strong>2.800 tonnellate</strong> e un forno a induzione per il riscaldo delle billette. La nuova linea produce profili lunghi fino a 11,5 metri.</p>',
        contentTwo:
          '<p>La pressa è dedicata ai profili per l’edilizia e i trasporti, con sezioni più grandi e pareti più sottili. Con la linea arrivano anche <em>venti nuovi posti di lavoro</em>.</p>',
      },
      en: {
        title: 'A new 2,800-tonne extrusion press',
        contentOne:
          '<p>The extrusion department grows with a <strong>2,800-tonne</strong> press and an induction billet heater. The new line makes profiles up to 11.5 metres long.</p>',
        contentTwo:
          '<p>The press is dedicated to building and transport profiles with larger sections and thinner walls. The line also brings <em>twenty new jobs</em>.</p>',
      },
      de: {
        title: 'Eine neue Strangpresse mit 2.800 Tonnen',
        contentOne:
          '<p>Die Strangpresserei wächst um eine Presse mit <strong>2.800 Tonnen</strong> und einen Induktionsofen für die Bolzen. Die neue Linie fertigt Profile bis 11,5 Meter Länge.</p>',
        contentTwo:
          '<p>Die Presse ist für Bau- und Transportprofile mit größeren Querschnitten und dünneren Wänden bestimmt. Mit der Linie entstehen <em>zwanzig neue Arbeitsplätze</em>.</p>',
      },
      bg: {
        title: 'Нова преса от 2800 тона',
        contentOne:
          '<p>Пресовият цех се разширява с преса от <strong>2800 тона</strong> и индукционна пещ за нагряване на блоковете. Новата линия произвежда профили с дължина до 11,5 метра.</p>',
        contentTwo:
          '<p>Пресата е предназначена за профили за строителството и транспорта с по-големи сечения и по-тънки стени. С линията се откриват и <em>двадесет нови работни места</em>.</p>',
      },
    },
  },
  {
    url: 'intervista-radio-al-direttore-di-produzione',
    date: '2025-06-30',
    isMediaNews: true,
    cover: 'coils',
    gallery: ['brushedAluminium', 'profiles'],
    content: {
      it: {
        title: 'Il direttore di produzione intervistato dalla radio regionale',
        contentOne:
          '<p>In una trasmissione dedicata all’industria del nord-est della Bulgaria, il nostro direttore di produzione ha parlato di formazione, turni e investimenti a Shumen.</p>',
        contentTwo:
          '<p>Tra i temi dell’intervista:</p><ul><li>la collaborazione con le scuole professionali;</li><li>l’automazione dei controlli di qualità;</li><li>il riciclo interno degli sfridi di lavorazione.</li></ul>',
      },
      en: {
        title: 'Our production director interviewed on regional radio',
        contentOne:
          '<p>In a programme about industry in north-eastern Bulgaria, our production director spoke about training, shift work and investment in Shumen.</p>',
        contentTwo:
          '<p>Topics of the interview:</p><ul><li>cooperation with vocational schools;</li><li>automated quality checks;</li><li>in-house recycling of process scrap.</li></ul>',
      },
      de: {
        title: 'Unser Produktionsleiter im Interview mit dem Regionalradio',
        contentOne:
          '<p>In einer Sendung über die Industrie im Nordosten Bulgariens sprach unser Produktionsleiter über Ausbildung, Schichtarbeit und Investitionen in Schumen.</p>',
        contentTwo:
          '<p>Themen des Interviews:</p><ul><li>die Zusammenarbeit mit Berufsschulen;</li><li>die Automatisierung der Qualitätsprüfung;</li><li>das werksinterne Recycling von Produktionsschrott.</li></ul>',
      },
      bg: {
        title: 'Регионалното радио интервюира нашия производствен директор',
        contentOne:
          '<p>В предаване за индустрията в Североизточна България нашият производствен директор говори за обучение, работа на смени и инвестиции в Шумен.</p>',
        contentTwo:
          '<p>Теми на интервюто:</p><ul><li>сътрудничеството с професионалните гимназии;</li><li>автоматизацията на контрола на качеството;</li><li>вътрешното рециклиране на производствения скрап.</li></ul>',
      },
    },
  },
  {
    url: 'porte-aperte-2025',
    date: '2025-09-22',
    isMediaNews: false,
    cover: 'skyline',
    gallery: ['coils', 'foil'],
    content: {
      it: {
        title: 'Porte aperte: 600 visitatori nello stabilimento',
        contentOne:
          '<p>Sabato 20 settembre lo stabilimento ha aperto i cancelli a famiglie, studenti e cittadini di Shumen. I visitatori hanno seguito il percorso del metallo, dalla <em>billetta</em> al rotolo di foglio sottile.</p>',
        contentTwo:
          '<p>Grazie ai colleghi che hanno fatto da guida e alle scuole tecniche della regione che sono venute con le loro classi. Arrivederci alla prossima edizione!</p>',
      },
      en: {
        title: 'Open day: 600 visitors at the plant',
        contentOne:
          '<p>On Saturday 20 September the plant opened its gates to families, students and residents of Shumen. Visitors followed the metal’s journey from <em>billet</em> to a roll of thin foil.</p>',
        contentTwo:
          '<p>Thank you to the colleagues who acted as guides and to the technical schools of the region that came with their classes. See you next time!</p>',
      },
      de: {
        title: 'Tag der offenen Tür: 600 Besucher im Werk',
        contentOne:
          '<p>Am Samstag, dem 20. September, öffnete das Werk seine Tore für Familien, Schüler und Einwohner von Schumen. Die Besucher verfolgten den Weg des Metalls vom <em>Bolzen</em> bis zur Rolle dünner Folie.</p>',
        contentTwo:
          '<p>Danke an die Kolleginnen und Kollegen, die die Führungen übernommen haben, und an die technischen Schulen der Region, die mit ihren Klassen gekommen sind. Bis zum nächsten Mal!</p>',
      },
      bg: {
        title: 'Ден на отворените врати: 600 посетители в завода',
        contentOne:
          '<p>В събота, 20 септември, заводът отвори врати за семейства, ученици и жители на Шумен. Посетителите проследиха пътя на метала от <em>блока</em> до ролката тънко фолио.</p>',
        contentTwo:
          '<p>Благодарим на колегите, които бяха екскурзоводи, и на техническите училища от региона, които дойдоха с класовете си. До следващия път!</p>',
      },
    },
  },
  {
    url: 'tirocini-estivi-2026',
    date: '2026-02-11',
    isMediaNews: false,
    cover: 'foil',
    gallery: [],
    content: {
      it: {
        title: 'Al via le candidature per i tirocini estivi 2026',
        contentOne:
          '<p>Alumis offre <strong>tirocini di un mese</strong> nei reparti di laminazione, estrusione, qualità e manutenzione, rivolti a studenti di ingegneria, chimica ed economia.</p>',
        contentTwo:
          '<p>Le candidature si inviano dalla sezione Carriere del sito entro il 31 marzo. Ogni tirocinante è seguito da un tutor del reparto.</p>',
      },
      en: {
        title: 'Applications open for 2026 summer internships',
        contentOne:
          '<p>Alumis offers <strong>one-month internships</strong> in rolling, extrusion, quality and maintenance for engineering, chemistry and economics students.</p>',
        contentTwo:
          '<p>Apply through the Careers section of the website by 31 March. Every intern works with a mentor from the department.</p>',
      },
      de: {
        title: 'Bewerbungen für die Sommerpraktika 2026 geöffnet',
        contentOne:
          '<p>Alumis bietet <strong>einmonatige Praktika</strong> in Walzwerk, Strangpresserei, Qualitätssicherung und Instandhaltung für Studierende der Ingenieurwissenschaften, Chemie und Wirtschaft an.</p>',
        contentTwo:
          '<p>Bewerbungen bis zum 31. März über den Bereich Karriere der Website. Alle Praktikanten werden von einem Mentor der Abteilung begleitet.</p>',
      },
      bg: {
        title: 'Започва кандидатстването за летните стажове 2026',
        contentOne:
          '<p>Алумис предлага <strong>едномесечни стажове</strong> във валцуването, пресоването, качеството и поддръжката за студенти по инженерни науки, химия и икономика.</p>',
        contentTwo:
          '<p>Кандидатствайте чрез раздел „Кариери“ на сайта до 31 март. Всеки стажант работи с наставник от отдела.</p>',
      },
    },
  },
  {
    url: 'reportage-sul-riciclo-dell-alluminio',
    date: '2026-05-20',
    isMediaNews: true,
    cover: 'brushedAluminium',
    gallery: ['coils', 'skyline'],
    content: {
      it: {
        title: 'Un reportage televisivo sul riciclo dell’alluminio a Shumen',
        contentOne:
          '<p>Una troupe della televisione nazionale ha seguito per un giorno il ciclo del rottame di alluminio: dalla raccolta alla rifusione, fino a nuove lamiere e nuovi profili.</p>',
        contentTwo:
          '<p>Il servizio ricorda che l’alluminio si ricicla <strong>senza perdere le sue proprietà</strong> e che la rifusione richiede circa il 5% dell’energia necessaria per produrre metallo primario.</p>',
      },
      en: {
        title: 'A TV report on aluminium recycling in Shumen',
        contentOne:
          '<p>A national TV crew spent a day following aluminium scrap: from collection to remelting, and on to new sheet and new profiles.</p>',
        contentTwo:
          '<p>The report recalls that aluminium can be recycled <strong>without losing its properties</strong> and that remelting takes about 5% of the energy needed to make primary metal.</p>',
      },
      de: {
        title: 'Eine Fernsehreportage über Aluminiumrecycling in Schumen',
        contentOne:
          '<p>Ein Team des nationalen Fernsehens begleitete einen Tag lang den Weg des Aluminiumschrotts: von der Sammlung über das Umschmelzen bis zu neuen Blechen und Profilen.</p>',
        contentTwo:
          '<p>Der Beitrag erinnert daran, dass Aluminium <strong>ohne Verlust seiner Eigenschaften</strong> recycelt werden kann und das Umschmelzen nur etwa 5 % der Energie für Primärmetall benötigt.</p>',
      },
      bg: {
        title: 'Телевизионен репортаж за рециклирането на алуминий в Шумен',
        contentOne:
          '<p>Екип на националната телевизия проследи в продължение на един ден пътя на алуминиевия скрап: от събирането до претопяването и до нови ламарини и профили.</p>',
        contentTwo:
          '<p>Репортажът напомня, че алуминият се рециклира, <strong>без да губи свойствата си</strong>, и че претопяването изисква около 5% от енергията, необходима за производството на първичен метал.</p>',
      },
    },
  },
];
