import type { TextDictionary } from '@alu/common';

/** The contacts remote's texts in English, keyed by the Italian wording (its own chunk). */
const en: TextDictionary = {
  '1 referente': '1 contact',
  'Acquista alluminio primario, leghe madri e rottame selezionato per la fonderia, le linee di colata continua e la colata delle billette.':
    'Buys primary aluminium, master alloys and sorted scrap for the casthouse, the continuous casting lines and billet casting.',
  'Acquista ricambi per laminatoi e presse, matrici di estrusione, lubrificanti, vernici in polvere e materiali d’imballaggio.':
    'Buys spare parts for rolling mills and presses, extrusion dies, lubricants, powder paints and packing materials.',
  Adriatico: 'Adriatic',
  Albania: 'Albania',
  'Altri contatti': 'Other contacts',
  'Apri la mappa in una nuova scheda': 'Open the map in a new tab',
  'Apri le coordinate {{coordinates}}': 'Open the coordinates {{coordinates}}',
  'Area manager Balcani e Mediterraneo orientale':
    'Area manager, Balkans and Eastern Mediterranean',
  'Area manager Europa centrale': 'Area manager, Central Europe',
  'Area manager Europa orientale': 'Area manager, Eastern Europe',
  'Area manager Francia e Benelux': 'Area manager, France and Benelux',
  'Area manager Italia e Adriatico': 'Area manager, Italy and the Adriatic',
  'Area manager Paesi nordici e baltici': 'Area manager, Nordic and Baltic countries',
  'Area manager Penisola iberica': 'Area manager, Iberian Peninsula',
  'Area manager Regno Unito e Irlanda': 'Area manager, United Kingdom and Ireland',
  'Atlantico settentrionale': 'North Atlantic',
  Austria: 'Austria',
  'Azionisti e mercato': 'Shareholders and the market',
  Balcani: 'Balkans',
  Belgio: 'Belgium',
  Benelux: 'Benelux',
  Bielorussia: 'Belarus',
  'Bosnia ed Erzegovina': 'Bosnia and Herzegovina',
  Bulgaria: 'Bulgaria',
  'Buyer materiali ausiliari e ricambi': 'Buyer, auxiliary materials and spare parts',
  'Buyer metalli': 'Metals buyer',
  'Caricamento della mappa…': 'Loading the map…',
  Caucaso: 'Caucasus',
  Chiama: 'Call',
  Cipro: 'Cyprus',
  Contattaci: 'Contact us',
  Contatti: 'Contacts',
  'Coordina le vendite di fogli sottili e semisottili, lamiere e nastri: pianificazione dei volumi con il laminatoio, offerte per leghe e stati fisici speciali, programmi annuali.':
    'Coordinates sales of thin and semi-thin foils, sheets and strips: volume planning with the rolling mill, offers for special alloys and tempers, annual programmes.',
  'Coordina le vendite di profili estrusi standard e su disegno, con finiture e lavorazioni meccaniche; segue i nuovi progetti dallo studio di fattibilità alla prima fornitura.':
    'Coordinates sales of standard and custom extruded profiles, with finishes and machining; follows new projects from the feasibility study to the first delivery.',
  Coordinate: 'Coordinates',
  Croazia: 'Croatia',
  'Cura i clienti dei laminati in Germania, Austria, Svizzera e nei paesi vicini, in particolare i fornitori dell’industria automobilistica: nastri per scambiatori di calore e schermi termici.':
    'Looks after rolled-product customers in Germany, Austria, Switzerland and neighbouring countries, especially automotive suppliers: strips for heat exchangers and heat shields.',
  'Cura i rapporti con azionisti, analisti e depositario centrale: pubblicazione dei bilanci, convocazioni delle assemblee e calendario finanziario.':
    'Handles relations with shareholders, analysts and the central depository: publication of the accounts, notices of general meetings and the financial calendar.',
  Danimarca: 'Denmark',
  'Direttore commerciale': 'Sales director',
  'Direzione commerciale': 'Sales management',
  'Dirige l’ufficio acquisti: strategia di approvvigionamento, qualifica dei nuovi fornitori e rispetto del codice di condotta dei fornitori.':
    'Heads the purchasing department: sourcing strategy, qualification of new suppliers and compliance with the supplier code of conduct.',
  'Domande su prodotti, forniture, eventi o assistenza: scegliete l’argomento e lasciateci i vostri recapiti, vi risponderemo al più presto.':
    'Questions about products, supplies, events or support: choose the topic and leave your details, and we will reply as soon as possible.',
  'Dove si trova lo stabilimento Alumis: seconda zona industriale di Shumen, Bulgaria. Mappa, coordinate, e-mail e telefono dell’ufficio e modulo di contatto.':
    'Where the Alumis plant is: the second industrial zone of Shumen, Bulgaria. Map, coordinates, office e-mail and phone, and contact form.',
  'E-mail': 'E-mail',
  Estonia: 'Estonia',
  Estrusi: 'Extruded profiles',
  Europa: 'Europe',
  'Europa centrale': 'Central Europe',
  'Europa meridionale': 'Southern Europe',
  'Europa occidentale': 'Western Europe',
  'Europa orientale': 'Eastern Europe',
  Fax: 'Fax',
  'Filtra i referenti': 'Filter the contacts',
  Finlandia: 'Finland',
  'Fornitori di metalli, materiali ausiliari, ricambi e servizi di trasporto: ecco a chi rivolgersi per offerte, qualifiche e consegne.':
    'Suppliers of metals, auxiliary materials, spare parts and transport services: here is whom to contact about offers, qualification and deliveries.',
  'Fornitori di tutto il mondo': 'Suppliers worldwide',
  Francese: 'French',
  Francia: 'France',
  Georgia: 'Georgia',
  Germania: 'Germany',
  'Gestisce ordini, conferme, spedizioni e certificati di collaudo per i clienti dell’Europa meridionale e occidentale, per tutte le linee di prodotto.':
    'Handles orders, confirmations, shipments and inspection certificates for customers in southern and western Europe, for every product line.',
  Grecia: 'Greece',
  Greco: 'Greek',
  'Guida la rete commerciale di Alumis in Europa e negli Stati Uniti e segue i contratti quadro con i clienti principali. È il riferimento per le richieste che riguardano più stabilimenti o più linee di prodotto.':
    'Leads the Alumis sales network in Europe and the United States and manages framework contracts with key customers. The contact for requests that involve several plants or product lines.',
  'I contatti dell’ufficio acquisti di Alumis: metalli, materiali ausiliari, ricambi, logistica e trasporti per lo stabilimento di Shumen.':
    'The Alumis purchasing department’s contacts: metals, auxiliary materials, spare parts, logistics and transport for the Shumen plant.',
  'I referenti commerciali di Alumis per laminati ed estrusi in alluminio: cercate il vostro paese sulla mappa d’Europa o filtrate per regione e prodotto.':
    'Alumis sales contacts for rolled and extruded aluminium: find your country on the map of Europe or filter by region and product.',
  'Il referente per il vostro paese': 'The contact for your country',
  'In congedo di maternità': 'On maternity leave',
  'In rosso i paesi seguiti': 'Countries covered in red',
  Inglese: 'English',
  Irlanda: 'Ireland',
  Islanda: 'Iceland',
  'Isole britanniche': 'British Isles',
  Italia: 'Italy',
  Italiano: 'Italian',
  'Key account manager grandi clienti': 'Key account manager, major customers',
  'La mappa interattiva non è raggiungibile in questo momento.':
    'The interactive map cannot be reached right now.',
  Laminati: 'Rolled products',
  'Legenda della mappa': 'Map legend',
  Lettonia: 'Latvia',
  Lingua: 'Language',
  'Lingue straniere': 'Foreign languages',
  Lituania: 'Lithuania',
  'Lo stabilimento e gli uffici di {{company}} sono nella seconda zona industriale di Shumen, nel nord-est della Bulgaria, a circa 90 km dal porto di Varna.':
    'The {{company}} plant and offices are in the second industrial zone of Shumen, in north-eastern Bulgaria, about 90 km from the port of Varna.',
  Lussemburgo: 'Luxembourg',
  'Macedonia del Nord': 'North Macedonia',
  'Mappa dei paesi seguiti da {{name}}: {{countries}}':
    'Map of the countries {{name}} covers: {{countries}}',
  'Mappa dei paesi seguiti dall’ufficio vendite':
    'Map of the countries the sales department covers',
  'Mappa interattiva dello stabilimento Alumis a Shumen':
    'Interactive map of the Alumis plant in Shumen',
  'Mappa: lo stabilimento Alumis a Shumen, nel nord-est della Bulgaria':
    'Map: the Alumis plant in Shumen, north-eastern Bulgaria',
  'Marketing e comunicazione': 'Marketing and communication',
  'Medio Oriente': 'Middle East',
  'Mediterraneo orientale': 'Eastern Mediterranean',
  Moldavia: 'Moldova',
  Montenegro: 'Montenegro',
  'Mostra la mappa interattiva': 'Show the interactive map',
  'Mostra tutto': 'Show all',
  'Nessun referente per questa scelta: provate con «Mostra tutto».':
    'No contact for this choice: try “Show all”.',
  Norvegia: 'Norway',
  Olandese: 'Dutch',
  'Organizza i trasporti in entrata e in uscita da Shumen, su strada, ferrovia e via mare, e le pratiche doganali per le spedizioni fuori dall’Unione europea.':
    'Organises inbound and outbound transport for Shumen by road, rail and sea, and customs formalities for shipments outside the European Union.',
  'Paese scelto': 'Chosen country',
  Paesi: 'Countries',
  'Paesi Bassi': 'Netherlands',
  'Paesi baltici': 'Baltic countries',
  'Paesi con un referente': 'Countries with a contact',
  'Paesi di lingua tedesca': 'German-speaking countries',
  'Pagine dei contatti': 'Contacts pages',
  'Penisola iberica': 'Iberian Peninsula',
  'Per offerte, programmi annuali e nuovi progetti potete rivolgervi direttamente alla direzione commerciale o al referente del vostro paese.':
    'For offers, annual programmes and new projects you can contact the sales management directly or the contact for your country.',
  Polacco: 'Polish',
  Polonia: 'Poland',
  Portogallo: 'Portugal',
  Portoghese: 'Portuguese',
  Prodotti: 'Products',
  'Qualità e certificazioni, lavoro e tirocini, investitori, stampa e fiere: le persone che rispondono alle richieste non commerciali.':
    'Quality and certification, jobs and internships, investors, press and trade fairs: the people who answer non-sales requests.',
  'Qualità e certificazioni, risorse umane e tirocini, relazioni con gli investitori, stampa e fiere: i contatti di Alumis.':
    'Quality and certification, human resources and internships, investor relations, press and trade fairs: the Alumis contacts.',
  'Referenti per paese': 'Contacts by country',
  Regioni: 'Regions',
  'Regno Unito': 'United Kingdom',
  'Relazioni con gli investitori': 'Investor relations',
  'Repubblica Ceca': 'Czech Republic',
  'Responsabile acquisti': 'Purchasing manager',
  'Responsabile logistica e trasporti': 'Logistics and transport manager',
  'Responsabile qualità': 'Quality manager',
  'Responsabile risorse umane': 'Human resources manager',
  'Responsabile vendite estrusi': 'Extruded profiles sales manager',
  'Responsabile vendite laminati': 'Rolled products sales manager',
  'Risponde del sistema di gestione della qualità e delle certificazioni dello stabilimento; è il riferimento per audit dei clienti e reclami tecnici.':
    'Responsible for the plant’s quality management system and certifications; the contact for customer audits and technical complaints.',
  Romania: 'Romania',
  Rumeno: 'Romanian',
  Russia: 'Russia',
  Russo: 'Russian',
  Scandinavia: 'Scandinavia',
  'Scegliete un paese sulla mappa (anche con la tastiera: Tab e Invio) oppure filtrate per regione e prodotto.':
    'Choose a country on the map (with the keyboard too: Tab and Enter) or filter by region and product.',
  'Scrivi una e-mail': 'Write an e-mail',
  'Seconda zona industriale': 'Second Industrial Zone',
  'Seconda zona industriale, Shumen (Bulgaria).': 'Second Industrial Zone, Shumen (Bulgaria).',
  'Segue distributori e trasformatori in Francia e nel Benelux, per i laminati e per i profili estrusi standard. Durante il congedo le richieste per questi paesi vanno all’ufficio vendite, sales@alumis.example.':
    'Looks after distributors and processors in France and Benelux, for rolled products and standard extruded profiles. During the leave, requests for these countries go to the sales department, sales@alumis.example.',
  'Segue i clienti dei laminati in Polonia e nell’Europa orientale, dai produttori di contenitori in alluminio ai trasformatori di foglio per uso domestico.':
    'Looks after rolled-product customers in Poland and Eastern Europe, from aluminium container makers to household-foil converters.',
  'Segue i clienti dei laminati nel Regno Unito (Irlanda del Nord compresa), in Irlanda e in Islanda, con la documentazione UKCA e di conformità al contatto con gli alimenti.':
    'Looks after rolled-product customers in the United Kingdom (Northern Ireland included), Ireland and Iceland, with UKCA and food-contact compliance documents.',
  'Segue i clienti italiani, sloveni e croati: trasformatori di foglio per imballaggio, serramentisti e distributori di profili. Parla italiano ed è in Italia ogni mese.':
    'Looks after customers in Italy, Slovenia and Croatia: packaging-foil converters, window makers and profile distributors. Speaks Italian and is in Italy every month.',
  'Segue i clienti spagnoli e portoghesi dei profili per edilizia e architettura, dei sistemi per facciate e dei laminati per imballaggio.':
    'Looks after Spanish and Portuguese customers for building and architecture profiles, façade systems and rolled products for packaging.',
  'Segue i gruppi industriali con stabilimenti in più paesi europei: un solo interlocutore per contratti annuali, programmi di consegna e reclami, qualunque sia il paese.':
    'Looks after industrial groups with plants in several European countries: one contact for annual contracts, delivery schedules and complaints, whatever the country.',
  'Segue i mercati nordici e baltici: profili per la cantieristica e i trasporti, fogli per isolamento termico e lamiere per l’industria.':
    'Looks after the Nordic and Baltic markets: profiles for shipbuilding and transport, foils for thermal insulation and sheets for industry.',
  'Segue il mercato bulgaro e i paesi vicini, dai Balcani alla Turchia e a Cipro: consegne rapide dallo stabilimento di Shumen, anche per quantità ridotte.':
    'Looks after the Bulgarian market and neighbouring countries, from the Balkans to Turkey and Cyprus: fast deliveries from the Shumen plant, small quantities too.',
  'Segue la selezione del personale, i tirocini per studenti e neolaureati e la formazione di chi lavora negli stabilimenti.':
    'Handles recruitment, internships for students and graduates, and training for the people who work in the plants.',
  Serbia: 'Serbia',
  'Servizio clienti export': 'Export customer service',
  Shumen: 'Shumen',
  'Si occupa dei rapporti con la stampa, delle fiere di settore e dei cataloghi; è il contatto per interviste e materiale fotografico.':
    'Handles press relations, trade fairs and catalogues; the contact for interviews and photographs.',
  Slovacchia: 'Slovakia',
  Slovenia: 'Slovenia',
  Spagna: 'Spain',
  Spagnolo: 'Spanish',
  'Stabilimento di Shumen': 'Shumen plant',
  'Stampa e fiere': 'Press and trade fairs',
  'Stati Uniti': 'United States',
  Svezia: 'Sweden',
  Svizzera: 'Switzerland',
  Tedesco: 'German',
  Telefono: 'Phone',
  Turchia: 'Turkey',
  Turco: 'Turkish',
  'Tutti i mercati': 'All markets',
  'Tutti i mercati europei': 'All European markets',
  'Tutti i paesi': 'All countries',
  'Tutti i prodotti': 'All products',
  Ubicazione: 'Location',
  'Ubicazione dello stabilimento': 'Plant location',
  'Ubicazione dello stabilimento | Alumis': 'Plant location | Alumis',
  Ucraina: 'Ukraine',
  'Ufficio acquisti': 'Purchasing department',
  'Ufficio vendite': 'Sales department',
  Ungheria: 'Hungary',
  '{{count}} referenti': '{{count}} contacts',
};

export default en;
