import type { TextDictionary } from '@alu/common';

/** The investors remote's texts in English, keyed by the Italian wording (its own chunk). */
const en: TextDictionary = {
  'Aluminium Stewardship Initiative: catena di custodia del metallo':
    'Aluminium Stewardship Initiative: chain of custody of the metal',
  'Aluminium Stewardship Initiative: requisiti ambientali, sociali e di governo':
    'Aluminium Stewardship Initiative: environmental, social and governance requirements',
  Assemblea: 'General meeting',
  'Assemblea generale degli azionisti': 'General meeting of shareholders',
  Azioni: 'Shares',
  'Bilanci d’esercizio e relazioni sulla gestione di Alumis AD dal 2011 al 2017, da scaricare anno per anno in formato PDF e DOCX.':
    'Annual financial statements and management reports of Alumis AD from 2011 to 2017, to download year by year as PDF and DOCX.',
  'Calendario eventi': 'Events calendar',
  'Calendario eventi per gli investitori': 'Investor events calendar',
  Catalogo: 'Catalogue',
  'Catalogo dei prodotti': 'Product catalogue',
  'Centro download': 'Download centre',
  Certificati: 'Certificates',
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
  'Marchio di qualità della verniciatura a polvere dell’alluminio per l’architettura':
    'Quality label for powder coating of architectural aluminium',
  'Marchio di qualità dell’ossidazione anodica dell’alluminio per l’architettura':
    'Quality label for anodising of architectural aluminium',
  'Pagine del centro download': 'Download centre pages',
  'Pagine per gli investitori': 'Investor pages',
  Presentazioni: 'Presentations',
  'Presentazioni agli investitori': 'Investor presentations',
  Rapporti: 'Reports',
  'Rapporti finanziari': 'Financial reports',
  'Relazione sulla gestione 2011': 'Management report 2011',
  'Relazione sulla gestione 2012': 'Management report 2012',
  'Relazione sulla gestione 2013': 'Management report 2013',
  'Relazione sulla gestione 2014': 'Management report 2014',
  'Relazione sulla gestione 2015': 'Management report 2015',
  'Relazione sulla gestione 2016': 'Management report 2016',
  'Relazione sulla gestione 2017': 'Management report 2017',
  'Sistema di gestione ambientale': 'Environmental management system',
  'Sistema di gestione per la qualità': 'Quality management system',
  'Sistema di gestione per la qualità nel settore automobilistico':
    'Automotive quality management system',
  'Sistema di gestione per la salute e sicurezza sul lavoro':
    'Occupational health and safety management system',
  'Sistema di gestione per la sicurezza delle informazioni':
    'Information security management system',
  Agenda: 'Agenda',
  Calendario: 'Calendar',
  'Le date in cui Alumis pubblica le relazioni finanziarie e paga il dividendo. In agenda trovate tutti gli appuntamenti; nel calendario, mese per mese, i giorni con un evento sono evidenziati.':
    'The dates on which Alumis publishes its financial reports and pays the dividend. The agenda lists every date; in the calendar, month by month, the days with an event are highlighted.',
  'Modalità di visualizzazione': 'View',
  'Agenda degli eventi': 'Events agenda',
  Oggi: 'Today',
  'evento: {{name}}': 'event: {{name}}',
  'Mese precedente': 'Previous month',
  'Mese successivo': 'Next month',
  'Eventi di {{month}}': 'Events in {{month}}',
  'Caricamento del calendario…': 'Loading the calendar…',
  'Non è stato possibile caricare il calendario. Riprova tra qualche istante.':
    'The calendar could not be loaded. Please try again in a moment.',
  'Al momento non ci sono eventi in calendario.':
    'There are no events in the calendar at the moment.',
  '(PDF, si apre in una nuova scheda)': '(PDF, opens in a new tab)',
  'Nessun evento in questo mese.': 'No events this month.',
  'Eventi precedenti': 'Earlier events',
  'Eventi successivi': 'Later events',
  'Ogni anno pubblichiamo il bilancio d’esercizio, sottoposto a revisione indipendente, e la relazione del consiglio di gestione sull’andamento della società. I documenti si aprono in una nuova scheda; accanto a ogni nome sono indicati la data di pubblicazione e il formato del file.':
    'Every year we publish the financial statements, independently audited, and the management board’s report on the company’s performance. The documents open in a new tab; each name is followed by its publication date and file format.',
  'Caricamento dei documenti…': 'Loading the documents…',
  'Non è stato possibile caricare i documenti. Riprova tra qualche istante.':
    'The documents could not be loaded. Try again in a moment.',
  Riprova: 'Try again',
  'Al momento non ci sono documenti pubblicati.': 'No documents are published at the moment.',
  'Non ancora pubblicato': 'Not published yet',
  'Altri documenti delle assemblee': 'Other general meeting documents',
  'Documenti finanziari {{year}}': 'Financial documents {{year}}',
  'L’assemblea generale ordinaria degli azionisti si riunisce ogni anno a Shumen per approvare il bilancio, decidere la destinazione dell’utile e nominare il revisore. Per ogni assemblea pubblichiamo l’invito con l’ordine del giorno, il modulo di delega per chi vota tramite un rappresentante e, dopo la riunione, il verbale.':
    'The ordinary general meeting of shareholders meets every year in Shumen to approve the financial statements, decide how the profit is used and appoint the auditor. For each meeting we publish the invitation with the agenda, the proxy form for those who vote through a representative and, after the meeting, the minutes.',
  'Assemblee generali ordinarie degli azionisti, {{from}}–{{to}}':
    'Ordinary general meetings of shareholders, {{from}}–{{to}}',
  Data: 'Date',
  '{{document}}, assemblea del {{date}}': '{{document}}, meeting of {{date}}',
  'Nomina dei consigli': 'Boards appointed',
  'Durata del mandato': 'Term of office',
  '{{years}} anni': '{{years}} years',
  Scadenza: 'Term ends',
  'Relazioni con gli investitori': 'Investor relations',
  '({{count}} membri)': '({{count}} members)',
  'Le presentazioni che accompagnano gli incontri con investitori e analisti: il profilo della società, i mercati, gli investimenti e il governo societario. Si aprono in formato PDF in una nuova scheda.':
    'The presentations that accompany our meetings with investors and analysts: the company’s profile, its markets, investments and corporate governance. They open as PDF files in a new tab.',
  'Numero di azioni': 'Number of shares',
  'Valore nominale': 'Nominal value',
  '{{value}} per azione': '{{value}} per share',
  'Capitale sociale': 'Share capital',
  Mercato: 'Market',
  'Borsa di Bulgaria, mercato non ufficiale': 'Bulgarian Stock Exchange, unofficial market',
  'Prezzo di chiusura mensile nel 2018': 'Monthly closing price in 2018',
  'Prezzo di chiusura mensile dell’azione nel 2018: grafico ad area; i valori sono nei dati del grafico qui sotto.':
    'Monthly closing price of the share in 2018: area chart; the figures are in the chart data below.',
  'Prezzo di chiusura mensile dell’azione nel 2018': 'Monthly closing price of the share in 2018',
  Mese: 'Month',
  'Prezzo di chiusura': 'Closing price',
  'Ordine del giorno': 'Agenda',
  Delega: 'Proxy form',
  Invito: 'Invitation',
  Verbale: 'Minutes',
  'giugno 2017': 'June 2017',
  'giugno 2022': 'June 2022',
  'Consiglio di sorveglianza': 'Supervisory board',
  'Vigila sulla gestione, nomina e revoca i membri del consiglio di gestione e approva le decisioni più importanti, come gli investimenti rilevanti e le operazioni straordinarie.':
    'Oversees the management, appoints and dismisses the members of the management board and approves the most important decisions, such as major investments and extraordinary transactions.',
  Presidente: 'Chair',
  Vicepresidente: 'Deputy chair',
  Membro: 'Member',
  'Membro indipendente': 'Independent member',
  'Consiglio di gestione': 'Management board',
  'Amministra la società e la rappresenta, prepara i bilanci e le relazioni periodiche e riferisce al consiglio di sorveglianza almeno una volta ogni tre mesi.':
    'Runs and represents the company, prepares the financial statements and periodic reports, and reports to the supervisory board at least once every three months.',
  'Presidente e amministratore delegato': 'Chair and chief executive officer',
  'Vicepresidente e direttrice finanziaria': 'Deputy chair and chief financial officer',
  'Direttore di produzione': 'Production director',
  'Direttrice commerciale': 'Sales director',
  'Direttore tecnico': 'Technical director',
  'Direttrice delle risorse umane': 'Human resources director',
  'Un sistema di governo a due livelli': 'A two-tier system of governance',
  'Alumis AD è una società per azioni quotata, amministrata secondo il sistema dualistico previsto dal Codice di commercio bulgaro: chi gestisce la società e chi ne controlla la gestione siedono in due organi distinti.':
    'Alumis AD is a listed joint-stock company governed under the two-tier system of the Bulgarian Commerce Act: those who run the company and those who oversee its management sit on two separate bodies.',
  'Il consiglio di sorveglianza, di 7 membri, è eletto dall’assemblea generale degli azionisti; il consiglio di gestione, di 6 membri, è nominato dal consiglio di sorveglianza. Entrambi i consigli sono stati nominati nel giugno 2017 per un mandato di 5 anni.':
    'The supervisory board, of 7 members, is elected by the general meeting of shareholders; the management board, of 6 members, is appointed by the supervisory board. Both boards were appointed in June 2017 for a term of 5 years.',
  'Le garanzie del nostro governo societario': 'What our corporate governance guarantees',
  'Il governo societario di Alumis segue il Codice nazionale di governo societario e offre agli azionisti cinque garanzie:':
    'Alumis follows the National Corporate Governance Code and gives its shareholders five guarantees:',
  'la tutela dei diritti di tutti gli azionisti e la parità di trattamento, compresi i soci di minoranza e stranieri;':
    'the protection of every shareholder’s rights and equal treatment, minority and foreign shareholders included;',
  'un’informazione tempestiva, completa e corretta sui risultati, sulla situazione finanziaria e sui fatti rilevanti della società;':
    'timely, complete and accurate information on the company’s results, financial position and material events;',
  'la separazione tra la gestione e il suo controllo, affidati a due consigli distinti con compiti e responsabilità definiti;':
    'the separation of management from its oversight, entrusted to two separate boards with defined duties and responsibilities;',
  'la revisione indipendente dei bilanci e un comitato di audit che ne segue il lavoro;':
    'an independent audit of the financial statements, overseen by an audit committee;',
  'regole chiare per prevenire i conflitti di interesse dei membri dei consigli e per le operazioni con parti correlate.':
    'clear rules to prevent conflicts of interest of board members and for related-party transactions.',
  'Le azioni di Alumis AD sono negoziate sul mercato non ufficiale della Borsa di Bulgaria a Sofia.':
    'The shares of Alumis AD are traded on the unofficial market of the Bulgarian Stock Exchange in Sofia.',
  'Il capitale in sintesi': 'The capital at a glance',
  'Diritti e circolazione delle azioni': 'Shareholder rights and transfer of shares',
  'Tutte le azioni sono ordinarie, nominative e dematerializzate, e sono della stessa classe.':
    'All shares are ordinary, registered and dematerialised, and of the same class.',
  'Ogni azione dà diritto a un voto nell’assemblea generale degli azionisti, a un dividendo e a una quota del patrimonio in caso di liquidazione, in proporzione al suo valore nominale.':
    'Each share carries one vote at the general meeting of shareholders, a right to a dividend and to a share of the assets in a liquidation, in proportion to its nominal value.',
  'Le azioni sono liberamente trasferibili; lo statuto non ammette azioni privilegiate.':
    'The shares are freely transferable; the articles of association allow no preference shares.',
  'Il registro degli azionisti è tenuto dal Depositario centrale, che registra ogni trasferimento.':
    'The shareholder register is kept by the Central Depository, which records every transfer.',
  'Andamento del titolo': 'Share performance',
  'Il prezzo di chiusura dell’ultima seduta di ogni mese del 2018, in lev bulgari (BGN).':
    'The closing price of the last trading session of each month of 2018, in Bulgarian lev (BGN).',
  'Direttrice delle relazioni con gli investitori': 'Investor relations director',
};

export default en;
