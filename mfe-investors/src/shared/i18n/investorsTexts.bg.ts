import type { TextDictionary } from '@alu/common';

/** The investors remote's texts in Bulgarian, keyed by the Italian wording (its own chunk). */
const bg: TextDictionary = {
  'Aluminium Stewardship Initiative: catena di custodia del metallo':
    'Aluminium Stewardship Initiative: проследимост на метала по веригата на доставки',
  'Aluminium Stewardship Initiative: requisiti ambientali, sociali e di governo':
    'Aluminium Stewardship Initiative: екологични, социални и управленски изисквания',
  Assemblea: 'Общо събрание',
  'Assemblea generale degli azionisti': 'Общо събрание на акционерите',
  Azioni: 'Акции',
  'Bilanci d’esercizio e relazioni sulla gestione di Alumis AD dal 2011 al 2017, da scaricare anno per anno in formato PDF e DOCX.':
    'Годишни финансови отчети и доклади за дейността на „Алумис“ АД от 2011 до 2017 г. за изтегляне година по година във формат PDF и DOCX.',
  'Calendario eventi': 'Календар на събитията',
  'Calendario eventi per gli investitori': 'Календар на събитията за инвеститори',
  Catalogo: 'Каталог',
  'Catalogo dei prodotti': 'Продуктов каталог',
  'Centro download': 'Център за изтегляне',
  Certificati: 'Сертификати',
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
    '13-те сертификата на Алумис: ISO 9001, IATF 16949, ISO 14001, ISO 45001, ISO 27001, ASI, маркировки CE и UKCA, Qualicoat, Qualanod, Kosher и други.',
  'I bilanci d’esercizio e le relazioni sulla gestione degli anni dal 2011 al 2016. I documenti più recenti sono nella sezione Investitori.':
    'Годишните финансови отчети и докладите за дейността за 2011–2016 г. Най-новите документи са в раздел „Инвеститори“.',
  'I rapporti finanziari annuali di Alumis AD dal 2011 al 2016: bilanci d’esercizio e relazioni sulla gestione da scaricare.':
    'Годишните финансови отчети на „Алумис“ АД от 2011 до 2016 г.: финансови отчети и доклади за дейността за изтегляне.',
  'I sistemi di gestione, i prodotti e le finiture di Alumis sono certificati da organismi indipendenti. Qui trovate una copia informativa di ogni certificato.':
    'Системите за управление, продуктите и покритията на Алумис са сертифицирани от независими органи. Тук ще намерите информационно копие на всеки сертификат.',
  'Idoneità dei prodotti al contatto con alimenti secondo le regole kasherut':
    'Пригодност на продуктите за контакт с храни според правилата на кашрут',
  'Il capitale di Alumis AD: 17.952.959 azioni nominative dematerializzate del valore nominale di 1 BGN, diritti degli azionisti e andamento del titolo.':
    'Капиталът на „Алумис“ АД: 17 952 959 поименни безналични акции с номинална стойност 1 лв., права на акционерите и движение на цената на акциите.',
  'Il catalogo dei prodotti Alumis da scaricare in PDF: fogli sottili, lamiere e nastri laminati, profili estrusi in alluminio e finiture.':
    'Продуктовият каталог на Алумис за изтегляне в PDF: тънко фолио, валцувани ламарини и ленти, пресовани алуминиеви профили и покрития.',
  'Il catalogo presenta la gamma dei laminati e degli estrusi Alumis, con leghe, stati fisici, dimensioni e finiture disponibili.':
    'Каталогът представя гамата валцувани и пресовани продукти на Алумис с наличните сплави, състояния, размери и покрития.',
  'Il sistema di governo a due livelli di Alumis AD: consiglio di sorveglianza di sette membri, consiglio di gestione di sei membri, mandati quinquennali dal giugno 2017.':
    'Двустепенната система на управление на „Алумис“ АД: надзорен съвет от седем членове, управителен съвет от шест членове, петгодишни мандати от юни 2017 г.',
  Investitori: 'Инвеститори',
  'Le assemblee generali degli azionisti di Alumis AD dal 2014 al 2019: ordine del giorno, modulo di delega, invito e verbale di ogni riunione.':
    'Общите събрания на акционерите на „Алумис“ АД от 2014 до 2019 г.: дневен ред, образец на пълномощно, покана и протокол от всяко заседание.',
  'Le presentazioni di Alumis AD per gli investitori: profilo della società, mercati, investimenti e governo societario, da consultare e scaricare.':
    'Презентациите на „Алумис“ АД за инвеститори: профил на дружеството, пазари, инвестиции и корпоративно управление, за разглеждане и изтегляне.',
  'Le scadenze finanziarie di Alumis AD: pagamento del dividendo, relazioni semestrali e trimestrali, in agenda o nel calendario mese per mese.':
    'Финансовите срокове на „Алумис“ АД: изплащане на дивидент, шестмесечни и тримесечни отчети – като списък или календар месец по месец.',
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
  'Relazione sulla gestione 2011': 'Доклад за дейността 2011',
  'Relazione sulla gestione 2012': 'Доклад за дейността 2012',
  'Relazione sulla gestione 2013': 'Доклад за дейността 2013',
  'Relazione sulla gestione 2014': 'Доклад за дейността 2014',
  'Relazione sulla gestione 2015': 'Доклад за дейността 2015',
  'Relazione sulla gestione 2016': 'Доклад за дейността 2016',
  'Relazione sulla gestione 2017': 'Доклад за дейността 2017',
  'Sistema di gestione ambientale': 'Система за управление на околната среда',
  'Sistema di gestione per la qualità': 'Система за управление на качеството',
  'Sistema di gestione per la qualità nel settore automobilistico':
    'Система за управление на качеството в автомобилния сектор',
  'Sistema di gestione per la salute e sicurezza sul lavoro':
    'Система за управление на здравето и безопасността при работа',
  'Sistema di gestione per la sicurezza delle informazioni':
    'Система за управление на сигурността на информацията',
  Agenda: 'Списък',
  Calendario: 'Календар',
  'Le date in cui Alumis pubblica le relazioni finanziarie e paga il dividendo. In agenda trovate tutti gli appuntamenti; nel calendario, mese per mese, i giorni con un evento sono evidenziati.':
    'Датите, на които Алумис публикува финансовите си отчети и изплаща дивидента. В списъка са всички дати; в календара, месец по месец, дните със събитие са отбелязани.',
  'Modalità di visualizzazione': 'Изглед',
  'Agenda degli eventi': 'Списък на събитията',
  Oggi: 'Днес',
  'evento: {{name}}': 'събитие: {{name}}',
  'Mese precedente': 'Предишен месец',
  'Mese successivo': 'Следващ месец',
  'Eventi di {{month}}': 'Събития през {{month}}',
  'Caricamento del calendario…': 'Зареждане на календара…',
  'Non è stato possibile caricare il calendario. Riprova tra qualche istante.':
    'Календарът не можа да бъде зареден. Опитайте отново след малко.',
  'Al momento non ci sono eventi in calendario.': 'В момента в календара няма събития.',
  '(PDF, si apre in una nuova scheda)': '(PDF, отваря се в нов раздел)',
  'Nessun evento in questo mese.': 'Няма събития през този месец.',
  'Eventi precedenti': 'По-ранни събития',
  'Eventi successivi': 'По-късни събития',
  'Ogni anno pubblichiamo il bilancio d’esercizio, sottoposto a revisione indipendente, e la relazione del consiglio di gestione sull’andamento della società. I documenti si aprono in una nuova scheda; accanto a ogni nome sono indicati la data di pubblicazione e il formato del file.':
    'Всяка година публикуваме годишния финансов отчет, проверен от независим одитор, и доклада на управителния съвет за дейността на дружеството. Документите се отварят в нов раздел; до всяко име са посочени датата на публикуване и форматът на файла.',
  'Caricamento dei documenti…': 'Зареждане на документите…',
  'Non è stato possibile caricare i documenti. Riprova tra qualche istante.':
    'Документите не можаха да бъдат заредени. Опитайте отново след малко.',
  Riprova: 'Опитайте отново',
  'Al momento non ci sono documenti pubblicati.': 'В момента няма публикувани документи.',
  'Non ancora pubblicato': 'Все още не е публикуван',
  'Altri documenti delle assemblee': 'Други документи на общите събрания',
  'Documenti finanziari {{year}}': 'Финансови документи {{year}}',
  'L’assemblea generale ordinaria degli azionisti si riunisce ogni anno a Shumen per approvare il bilancio, decidere la destinazione dell’utile e nominare il revisore. Per ogni assemblea pubblichiamo l’invito con l’ordine del giorno, il modulo di delega per chi vota tramite un rappresentante e, dopo la riunione, il verbale.':
    'Редовното общо събрание на акционерите се провежда всяка година в Шумен, за да приеме годишния отчет, да реши как да се разпредели печалбата и да избере одитор. За всяко събрание публикуваме поканата с дневния ред, образеца на пълномощно за гласуване чрез представител и, след събранието, протокола.',
  'Assemblee generali ordinarie degli azionisti, {{from}}–{{to}}':
    'Редовни общи събрания на акционерите, {{from}}–{{to}}',
  Data: 'Дата',
  '{{document}}, assemblea del {{date}}': '{{document}}, събрание от {{date}}',
  'Nomina dei consigli': 'Избор на съветите',
  'Durata del mandato': 'Мандат',
  '{{years}} anni': '{{years}} години',
  Scadenza: 'Изтичане на мандата',
  'Relazioni con gli investitori': 'Връзки с инвеститорите',
  '({{count}} membri)': '({{count}} членове)',
  'Le presentazioni che accompagnano gli incontri con investitori e analisti: il profilo della società, i mercati, gli investimenti e il governo societario. Si aprono in formato PDF in una nuova scheda.':
    'Презентациите, които придружават срещите ни с инвеститори и анализатори: профилът на дружеството, пазарите, инвестициите и корпоративното управление. Отварят се като PDF файлове в нов раздел.',
  'Numero di azioni': 'Брой акции',
  'Valore nominale': 'Номинална стойност',
  '{{value}} per azione': '{{value}} за акция',
  'Capitale sociale': 'Регистриран капитал',
  Mercato: 'Пазар',
  'Borsa di Bulgaria, mercato non ufficiale': 'Българска фондова борса, неофициален пазар',
  'Prezzo di chiusura mensile nel 2018': 'Месечна цена на затваряне през 2018 г.',
  'Prezzo di chiusura mensile dell’azione nel 2018: grafico ad area; i valori sono nei dati del grafico qui sotto.':
    'Месечна цена на затваряне на акцията през 2018 г.: площна диаграма; стойностите са в данните на диаграмата по-долу.',
  'Prezzo di chiusura mensile dell’azione nel 2018':
    'Месечна цена на затваряне на акцията през 2018 г.',
  Mese: 'Месец',
  'Prezzo di chiusura': 'Цена на затваряне',
  'Ordine del giorno': 'Дневен ред',
  Delega: 'Пълномощно',
  Invito: 'Покана',
  Verbale: 'Протокол',
  'giugno 2017': 'юни 2017 г.',
  'giugno 2022': 'юни 2022 г.',
  'Consiglio di sorveglianza': 'Надзорен съвет',
  'Vigila sulla gestione, nomina e revoca i membri del consiglio di gestione e approva le decisioni più importanti, come gli investimenti rilevanti e le operazioni straordinarie.':
    'Контролира управлението, избира и освобождава членовете на управителния съвет и одобрява най-важните решения, като значимите инвестиции и извънредните сделки.',
  Presidente: 'Председател',
  Vicepresidente: 'Заместник-председател',
  Membro: 'Член',
  'Membro indipendente': 'Независим член',
  'Consiglio di gestione': 'Управителен съвет',
  'Amministra la società e la rappresenta, prepara i bilanci e le relazioni periodiche e riferisce al consiglio di sorveglianza almeno una volta ogni tre mesi.':
    'Управлява и представлява дружеството, изготвя финансовите отчети и периодичните доклади и отчита дейността си пред надзорния съвет поне веднъж на три месеца.',
  'Presidente e amministratore delegato': 'Председател и изпълнителен директор',
  'Vicepresidente e direttrice finanziaria': 'Заместник-председател и финансов директор',
  'Direttore di produzione': 'Производствен директор',
  'Direttrice commerciale': 'Търговски директор',
  'Direttore tecnico': 'Технически директор',
  'Direttrice delle risorse umane': 'Директор „Човешки ресурси“',
  'Un sistema di governo a due livelli': 'Двустепенна система на управление',
  'Alumis AD è una società per azioni quotata, amministrata secondo il sistema dualistico previsto dal Codice di commercio bulgaro: chi gestisce la società e chi ne controlla la gestione siedono in due organi distinti.':
    '„Алумис“ АД е публично акционерно дружество с двустепенна система на управление по Търговския закон: тези, които управляват дружеството, и тези, които контролират управлението, са в два отделни органа.',
  'Il consiglio di sorveglianza, di 7 membri, è eletto dall’assemblea generale degli azionisti; il consiglio di gestione, di 6 membri, è nominato dal consiglio di sorveglianza. Entrambi i consigli sono stati nominati nel giugno 2017 per un mandato di 5 anni.':
    'Надзорният съвет от 7 членове се избира от общото събрание на акционерите; управителният съвет от 6 членове се избира от надзорния съвет. Двата съвета са избрани през юни 2017 г. с мандат от 5 години.',
  'Le garanzie del nostro governo societario': 'Гаранциите на нашето корпоративно управление',
  'Il governo societario di Alumis segue il Codice nazionale di governo societario e offre agli azionisti cinque garanzie:':
    'Корпоративното управление на Алумис следва Националния кодекс за корпоративно управление и дава на акционерите пет гаранции:',
  'la tutela dei diritti di tutti gli azionisti e la parità di trattamento, compresi i soci di minoranza e stranieri;':
    'защита на правата на всички акционери и равнопоставено отношение, включително към миноритарните и чуждестранните акционери;',
  'un’informazione tempestiva, completa e corretta sui risultati, sulla situazione finanziaria e sui fatti rilevanti della società;':
    'навременна, пълна и вярна информация за резултатите, финансовото състояние и съществените събития в дружеството;',
  'la separazione tra la gestione e il suo controllo, affidati a due consigli distinti con compiti e responsabilità definiti;':
    'разделяне на управлението от контрола върху него, поверени на два отделни съвета с ясни задачи и отговорности;',
  'la revisione indipendente dei bilanci e un comitato di audit che ne segue il lavoro;':
    'независим одит на финансовите отчети и одитен комитет, който следи работата му;',
  'regole chiare per prevenire i conflitti di interesse dei membri dei consigli e per le operazioni con parti correlate.':
    'ясни правила за предотвратяване на конфликт на интереси при членовете на съветите и за сделките със свързани лица.',
  'Le azioni di Alumis AD sono negoziate sul mercato non ufficiale della Borsa di Bulgaria a Sofia.':
    'Акциите на „Алумис“ АД се търгуват на неофициалния пазар на Българската фондова борса в София.',
  'Il capitale in sintesi': 'Капиталът накратко',
  'Diritti e circolazione delle azioni': 'Права и прехвърляне на акциите',
  'Tutte le azioni sono ordinarie, nominative e dematerializzate, e sono della stessa classe.':
    'Всички акции са обикновени, поименни и безналични и са от един клас.',
  'Ogni azione dà diritto a un voto nell’assemblea generale degli azionisti, a un dividendo e a una quota del patrimonio in caso di liquidazione, in proporzione al suo valore nominale.':
    'Всяка акция дава право на един глас в общото събрание на акционерите, на дивидент и на ликвидационен дял, съразмерно с номиналната ѝ стойност.',
  'Le azioni sono liberamente trasferibili; lo statuto non ammette azioni privilegiate.':
    'Акциите се прехвърлят свободно; уставът не допуска привилегировани акции.',
  'Il registro degli azionisti è tenuto dal Depositario centrale, che registra ogni trasferimento.':
    'Книгата на акционерите се води от Централния депозитар, който вписва всяко прехвърляне.',
  'Andamento del titolo': 'Движение на цената на акцията',
  'Il prezzo di chiusura dell’ultima seduta di ogni mese del 2018, in lev bulgari (BGN).':
    'Цената на затваряне в последната търговска сесия на всеки месец от 2018 г., в български левове (BGN).',
  'Direttrice delle relazioni con gli investitori': 'Директор „Връзки с инвеститорите“',
};

export default bg;
