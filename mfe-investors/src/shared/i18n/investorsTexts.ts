import { defineTexts } from '@alu/common';

/**
 * The investors remote's texts in English and Bulgarian, keyed by the Italian wording: the\n * menus, every page's header and the download center.
 */
export const investorsTexts = defineTexts('investors', {
  en: {
    'Aluminium Stewardship Initiative: catena di custodia del metallo':
      'Aluminium Stewardship Initiative: chain of custody of the metal',
    'Aluminium Stewardship Initiative: requisiti ambientali, sociali e di governo':
      'Aluminium Stewardship Initiative: environmental, social and governance requirements',
    Assemblea: 'General meeting',
    'Assemblea generale degli azionisti': 'General meeting of shareholders',
    Azioni: 'Shares',
    'Bilanci d’esercizio e relazioni sulla gestione di Alumis AD dal 2011 al 2017, da scaricare anno per anno in formato PDF e DOCX.':
      'Annual financial statements and management reports of Alumis AD from 2011 to 2017, to download year by year as PDF and DOCX.',
    'Bilancio d’esercizio 2011': 'Financial statements 2011',
    'Bilancio d’esercizio 2012': 'Financial statements 2012',
    'Bilancio d’esercizio 2013': 'Financial statements 2013',
    'Bilancio d’esercizio 2014': 'Financial statements 2014',
    'Bilancio d’esercizio 2015': 'Financial statements 2015',
    'Bilancio d’esercizio 2016': 'Financial statements 2016',
    'Calendario eventi': 'Events calendar',
    'Calendario eventi per gli investitori': 'Investor events calendar',
    Catalogo: 'Catalogue',
    'Catalogo dei prodotti': 'Product catalogue',
    'Centro download': 'Download centre',
    Certificati: 'Certificates',
    'Certificato ASI Chain of Custody Standard': 'ASI Chain of Custody Standard certificate',
    'Certificato ASI Performance Standard': 'ASI Performance Standard certificate',
    'Certificato IATF 16949:2016': 'IATF 16949:2016 certificate',
    'Certificato ISO 14001:2015': 'ISO 14001:2015 certificate',
    'Certificato ISO 45001:2018': 'ISO 45001:2018 certificate',
    'Certificato ISO 9001:2015': 'ISO 9001:2015 certificate',
    'Certificato ISO/IEC 27001:2013': 'ISO/IEC 27001:2013 certificate',
    'Certificato Kosher': 'Kosher certificate',
    'Certificato Qualanod': 'Qualanod certificate',
    'Certificato Qualicoat': 'Qualicoat certificate',
    'Certificato del controllo della produzione in fabbrica per il mercato del Regno Unito':
      'Factory production control certificate for the UK market',
    'Certificato del controllo della produzione in fabbrica secondo il Regolamento (UE) n. 305/2011':
      'Factory production control certificate under Regulation (EU) No 305/2011',
    'Criteri per la cessazione della qualifica di rifiuto dei rottami di alluminio':
      'Criteria for aluminium scrap ceasing to be waste',
    'Dati finanziari': 'Financial data',
    Dirigenza: 'Management',
    'Dirigenza e governo societario': 'Management and corporate governance',
    'I 13 certificati di Alumis: ISO 9001, IATF 16949, ISO 14001, ISO 45001, ISO 27001, ASI, marcature CE e UKCA, Qualicoat, Qualanod, Kosher e altri.':
      'Alumis’s 13 certificates: ISO 9001, IATF 16949, ISO 14001, ISO 45001, ISO 27001, ASI, CE and UKCA marking, Qualicoat, Qualanod, Kosher and more.',
    'I bilanci d’esercizio e le relazioni sulla gestione degli anni dal 2011 al 2016. I documenti più recenti sono nella sezione Investitori.':
      'Annual financial statements and management reports for 2011 to 2016. The latest documents are in the Investors section.',
    'I rapporti finanziari annuali di Alumis AD dal 2011 al 2016: bilanci d’esercizio e relazioni sulla gestione da scaricare.':
      'Alumis AD’s annual financial reports from 2011 to 2016: financial statements and management reports to download.',
    'I sistemi di gestione, i prodotti e le finiture di Alumis sono certificati da organismi indipendenti. Qui trovate una copia informativa di ogni certificato.':
      'Alumis’s management systems, products and finishes are certified by independent bodies. Here you will find an information copy of each certificate.',
    'Idoneità dei prodotti al contatto con alimenti secondo le regole kasherut':
      'Products fit for food contact under kashrut rules',
    'Il capitale di Alumis AD: 17.952.959 azioni nominative dematerializzate del valore nominale di 1 BGN, diritti degli azionisti e andamento del titolo.':
      'The capital of Alumis AD: 17,952,959 registered dematerialised shares with a nominal value of BGN 1, shareholders’ rights and share performance.',
    'Il catalogo dei prodotti Alumis da scaricare in PDF: fogli sottili, lamiere e nastri laminati, profili estrusi in alluminio e finiture.':
      'The Alumis product catalogue to download as PDF: thin foils, rolled sheets and strips, extruded aluminium profiles and finishes.',
    'Il catalogo presenta la gamma dei laminati e degli estrusi Alumis, con leghe, stati fisici, dimensioni e finiture disponibili.':
      'The catalogue presents the range of Alumis rolled and extruded products, with the alloys, tempers, sizes and finishes available.',
    'Il sistema di governo a due livelli di Alumis AD: consiglio di sorveglianza di sette membri, consiglio di gestione di sei membri, mandati quinquennali dal giugno 2017.':
      'Alumis AD’s two-tier governance: a supervisory board of seven members, a management board of six, five-year terms since June 2017.',
    Investitori: 'Investors',
    'Le assemblee generali degli azionisti di Alumis AD dal 2014 al 2019: ordine del giorno, modulo di delega, invito e verbale di ogni riunione.':
      'Alumis AD general meetings of shareholders from 2014 to 2019: agenda, proxy form, notice and minutes of each meeting.',
    'Le presentazioni di Alumis AD per gli investitori: profilo della società, mercati, investimenti e governo societario, da consultare e scaricare.':
      'Alumis AD’s investor presentations: company profile, markets, investments and corporate governance, to read and download.',
    'Le scadenze finanziarie di Alumis AD: pagamento del dividendo, relazioni semestrali e trimestrali, in agenda o nel calendario mese per mese.':
      'Alumis AD’s financial dates: dividend payment, half-year and quarterly reports, as an agenda or a month-by-month calendar.',
    'Marcatura CE': 'CE marking',
    'Marcatura UKCA': 'UKCA marking',
    'Marchio di qualità della verniciatura a polvere dell’alluminio per l’architettura':
      'Quality label for powder coating of architectural aluminium',
    'Marchio di qualità dell’ossidazione anodica dell’alluminio per l’architettura':
      'Quality label for anodizing of architectural aluminium',
    'Pagine del centro download': 'Download centre pages',
    'Pagine per gli investitori': 'Investor pages',
    Presentazioni: 'Presentations',
    'Presentazioni agli investitori': 'Investor presentations',
    Rapporti: 'Reports',
    'Rapporti finanziari': 'Financial reports',
    'Regolamento (UE) n. 333/2011': 'Regulation (EU) No 333/2011',
    'Relazione sulla gestione 2011': 'Management report 2011',
    'Relazione sulla gestione 2012': 'Management report 2012',
    'Relazione sulla gestione 2013': 'Management report 2013',
    'Relazione sulla gestione 2014': 'Management report 2014',
    'Relazione sulla gestione 2015': 'Management report 2015',
    'Relazione sulla gestione 2016': 'Management report 2016',
    'Sistema di gestione ambientale': 'Environmental management system',
    'Sistema di gestione per la qualità': 'Quality management system',
    'Sistema di gestione per la qualità nel settore automobilistico':
      'Automotive quality management system',
    'Sistema di gestione per la salute e sicurezza sul lavoro':
      'Occupational health and safety management system',
    'Sistema di gestione per la sicurezza delle informazioni':
      'Information security management system',
  },
  bg: {
    'Aluminium Stewardship Initiative: catena di custodia del metallo':
      'Aluminium Stewardship Initiative: верига на доставка на метала',
    'Aluminium Stewardship Initiative: requisiti ambientali, sociali e di governo':
      'Aluminium Stewardship Initiative: екологични, социални и управленски изисквания',
    Assemblea: 'Общо събрание',
    'Assemblea generale degli azionisti': 'Общо събрание на акционерите',
    Azioni: 'Акции',
    'Bilanci d’esercizio e relazioni sulla gestione di Alumis AD dal 2011 al 2017, da scaricare anno per anno in formato PDF e DOCX.':
      'Годишни финансови отчети и доклади за дейността на Alumis АД от 2011 до 2017 г. за изтегляне година по година във формат PDF и DOCX.',
    'Bilancio d’esercizio 2011': 'Годишен финансов отчет 2011',
    'Bilancio d’esercizio 2012': 'Годишен финансов отчет 2012',
    'Bilancio d’esercizio 2013': 'Годишен финансов отчет 2013',
    'Bilancio d’esercizio 2014': 'Годишен финансов отчет 2014',
    'Bilancio d’esercizio 2015': 'Годишен финансов отчет 2015',
    'Bilancio d’esercizio 2016': 'Годишен финансов отчет 2016',
    'Calendario eventi': 'Календар на събитията',
    'Calendario eventi per gli investitori': 'Календар на събитията за инвеститори',
    Catalogo: 'Каталог',
    'Catalogo dei prodotti': 'Продуктов каталог',
    'Centro download': 'Център за изтегляне',
    Certificati: 'Сертификати',
    'Certificato ASI Chain of Custody Standard': 'Сертификат ASI Chain of Custody Standard',
    'Certificato ASI Performance Standard': 'Сертификат ASI Performance Standard',
    'Certificato IATF 16949:2016': 'Сертификат IATF 16949:2016',
    'Certificato ISO 14001:2015': 'Сертификат ISO 14001:2015',
    'Certificato ISO 45001:2018': 'Сертификат ISO 45001:2018',
    'Certificato ISO 9001:2015': 'Сертификат ISO 9001:2015',
    'Certificato ISO/IEC 27001:2013': 'Сертификат ISO/IEC 27001:2013',
    'Certificato Kosher': 'Сертификат Kosher',
    'Certificato Qualanod': 'Сертификат Qualanod',
    'Certificato Qualicoat': 'Сертификат Qualicoat',
    'Certificato del controllo della produzione in fabbrica per il mercato del Regno Unito':
      'Сертификат за фабричен производствен контрол за пазара на Обединеното кралство',
    'Certificato del controllo della produzione in fabbrica secondo il Regolamento (UE) n. 305/2011':
      'Сертификат за фабричен производствен контрол съгласно Регламент (ЕС) № 305/2011',
    'Criteri per la cessazione della qualifica di rifiuto dei rottami di alluminio':
      'Критерии за прекратяване на статута на отпадък за алуминиевия скрап',
    'Dati finanziari': 'Финансови данни',
    Dirigenza: 'Ръководство',
    'Dirigenza e governo societario': 'Ръководство и корпоративно управление',
    'I 13 certificati di Alumis: ISO 9001, IATF 16949, ISO 14001, ISO 45001, ISO 27001, ASI, marcature CE e UKCA, Qualicoat, Qualanod, Kosher e altri.':
      '13-те сертификата на Alumis: ISO 9001, IATF 16949, ISO 14001, ISO 45001, ISO 27001, ASI, маркировки CE и UKCA, Qualicoat, Qualanod, Kosher и други.',
    'I bilanci d’esercizio e le relazioni sulla gestione degli anni dal 2011 al 2016. I documenti più recenti sono nella sezione Investitori.':
      'Годишните финансови отчети и докладите за дейността за 2011–2016 г. Най-новите документи са в раздел „Инвеститори“.',
    'I rapporti finanziari annuali di Alumis AD dal 2011 al 2016: bilanci d’esercizio e relazioni sulla gestione da scaricare.':
      'Годишните финансови отчети на Alumis АД от 2011 до 2016 г.: финансови отчети и доклади за дейността за изтегляне.',
    'I sistemi di gestione, i prodotti e le finiture di Alumis sono certificati da organismi indipendenti. Qui trovate una copia informativa di ogni certificato.':
      'Системите за управление, продуктите и покритията на Alumis са сертифицирани от независими органи. Тук ще намерите информационно копие на всеки сертификат.',
    'Idoneità dei prodotti al contatto con alimenti secondo le regole kasherut':
      'Пригодност на продуктите за контакт с храни според правилата на кашрут',
    'Il capitale di Alumis AD: 17.952.959 azioni nominative dematerializzate del valore nominale di 1 BGN, diritti degli azionisti e andamento del titolo.':
      'Капиталът на Alumis АД: 17 952 959 поименни безналични акции с номинална стойност 1 лв., права на акционерите и представяне на акциите.',
    'Il catalogo dei prodotti Alumis da scaricare in PDF: fogli sottili, lamiere e nastri laminati, profili estrusi in alluminio e finiture.':
      'Продуктовият каталог на Alumis за изтегляне в PDF: тънко фолио, валцувани ламарини и ленти, пресовани алуминиеви профили и покрития.',
    'Il catalogo presenta la gamma dei laminati e degli estrusi Alumis, con leghe, stati fisici, dimensioni e finiture disponibili.':
      'Каталогът представя гамата валцувани и пресовани продукти на Alumis с наличните сплави, състояния, размери и покрития.',
    'Il sistema di governo a due livelli di Alumis AD: consiglio di sorveglianza di sette membri, consiglio di gestione di sei membri, mandati quinquennali dal giugno 2017.':
      'Двустепенната система на управление на Alumis АД: надзорен съвет от седем членове, управителен съвет от шест членове, петгодишни мандати от юни 2017 г.',
    Investitori: 'Инвеститори',
    'Le assemblee generali degli azionisti di Alumis AD dal 2014 al 2019: ordine del giorno, modulo di delega, invito e verbale di ogni riunione.':
      'Общите събрания на акционерите на Alumis АД от 2014 до 2019 г.: дневен ред, образец на пълномощно, покана и протокол от всяко заседание.',
    'Le presentazioni di Alumis AD per gli investitori: profilo della società, mercati, investimenti e governo societario, da consultare e scaricare.':
      'Презентациите на Alumis АД за инвеститори: профил на дружеството, пазари, инвестиции и корпоративно управление, за разглеждане и изтегляне.',
    'Le scadenze finanziarie di Alumis AD: pagamento del dividendo, relazioni semestrali e trimestrali, in agenda o nel calendario mese per mese.':
      'Финансовите срокове на Alumis АД: изплащане на дивидент, шестмесечни и тримесечни отчети – като списък или календар месец по месец.',
    'Marcatura CE': 'Маркировка CE',
    'Marcatura UKCA': 'Маркировка UKCA',
    'Marchio di qualità della verniciatura a polvere dell’alluminio per l’architettura':
      'Знак за качество на праховото боядисване на архитектурен алуминий',
    'Marchio di qualità dell’ossidazione anodica dell’alluminio per l’architettura':
      'Знак за качество на анодирането на архитектурен алуминий',
    'Pagine del centro download': 'Страници на центъра за изтегляне',
    'Pagine per gli investitori': 'Страници за инвеститори',
    Presentazioni: 'Презентации',
    'Presentazioni agli investitori': 'Презентации за инвеститори',
    Rapporti: 'Отчети',
    'Rapporti finanziari': 'Финансови отчети',
    'Regolamento (UE) n. 333/2011': 'Регламент (ЕС) № 333/2011',
    'Relazione sulla gestione 2011': 'Доклад за дейността 2011',
    'Relazione sulla gestione 2012': 'Доклад за дейността 2012',
    'Relazione sulla gestione 2013': 'Доклад за дейността 2013',
    'Relazione sulla gestione 2014': 'Доклад за дейността 2014',
    'Relazione sulla gestione 2015': 'Доклад за дейността 2015',
    'Relazione sulla gestione 2016': 'Доклад за дейността 2016',
    'Sistema di gestione ambientale': 'Система за управление на околната среда',
    'Sistema di gestione per la qualità': 'Система за управление на качеството',
    'Sistema di gestione per la qualità nel settore automobilistico':
      'Система за управление на качеството в автомобилния сектор',
    'Sistema di gestione per la salute e sicurezza sul lavoro':
      'Система за управление на здравето и безопасността при работа',
    'Sistema di gestione per la sicurezza delle informazioni':
      'Система за управление на сигурността на информацията',
  },
});
