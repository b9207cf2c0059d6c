import { defineTexts } from '@alu/common';

/**
 * The corporate remote's texts in English and Bulgarian, keyed by the Italian wording: the\n * home page, the markets and sustainability pages, every section's menu and headers.
 */
export const corporateTexts = defineTexts('corporate', {
  en: {
    '(si apre in una nuova scheda)': '(opens in a new tab)',
    '100 000 tonnellate l’anno di capacità di laminazione':
      '100,000 tonnes a year of rolling capacity',
    '168+ mln €': '€168m+',
    '37 anni di investimenti': '37 years of investment',
    "A bordo di imbarcazioni da diporto e da lavoro l'alluminio resiste all'ambiente marino e riduce la manutenzione. Forniamo profili per tughe, passerelle, corrimano, battagliole e arredi di coperta, e lamiere per paratie e rivestimenti interni.":
      'On pleasure and work boats aluminium withstands the marine environment and cuts maintenance. We supply profiles for deckhouses, gangways, handrails, guardrails and deck fittings, and sheets for bulkheads and interior linings.',
    'Alle carrozzerie forniamo profili estrusi in leghe della serie 6xxx e lamiere laminate per pareti e tetti di furgoni e semirimorchi, tagliati a misura.':
      'We supply body builders with 6xxx-series extruded profiles and rolled sheets for the walls and roofs of vans and semi-trailers, cut to size.',
    'Alluminio laminato ed estruso dal cuore della Bulgaria':
      'Rolled and extruded aluminium from the heart of Bulgaria',
    'Altri mercati': 'Other markets',
    'Alumis in cifre: fondata nel 1981, 370 000 m² di superficie, 1315 dipendenti, oltre 168 mln EUR di fatturato nel 2024 e le vendite per paese e per prodotto.':
      'Alumis in figures: founded in 1981, 370,000 m² of site area, 1,315 employees, more than EUR 168m of revenue in 2024, and sales by country and by product.',
    'Alumis produce a Shumen, in Bulgaria, fogli, nastri, lamiere e profili estrusi in alluminio per edilizia, automotive, trasporti e imballaggio: 100 000 t l’anno, 95 % di export.':
      'Alumis makes aluminium foils, strips, sheets and extruded profiles in Shumen, Bulgaria, for building, automotive, transport and packaging: 100,000 t a year, 95% exported.',
    'Alumis produce a Shumen, in Bulgaria, laminati e profili estrusi in alluminio: oltre 35 anni di esperienza e il 95 % della produzione esportato in Europa e negli Stati Uniti.':
      'Alumis makes rolled aluminium products and extruded profiles in Shumen, Bulgaria: more than 35 years of experience and 95% of output exported to Europe and the United States.',
    'Alumis è uno dei principali datori di lavoro di Shumen, con oltre 1.300 dipendenti. Ne siamo consapevoli: il nostro successo dipende dalle persone che lavorano con noi e dalla comunità in cui viviamo.':
      'Alumis is one of Shumen’s main employers, with more than 1,300 employees. We know that our success depends on the people who work with us and on the community we live in.',
    'Alumis – laminati e profili estrusi in alluminio':
      'Alumis – rolled aluminium products and extruded profiles',
    Ambiente: 'Environment',
    Automotive: 'Automotive',
    'Avanzamento della diapositiva': 'Slide progress',
    'Avvia la presentazione': 'Play the slideshow',
    'Barre lunghe significano meno giunzioni e montaggi più rapidi; le tolleranze sono controllate lungo tutta la lunghezza del profilo.':
      'Long bars mean fewer joints and faster assembly; tolerances are checked along the whole length of the profile.',
    'Barre portatutto': 'Roof rails',
    'Bobine di alluminio laminato pronte per la spedizione':
      'Rolled aluminium coils ready for shipment',
    'Bobine di nastro di alluminio in magazzino': 'Aluminium strip coils in the warehouse',
    'Bobine di nastro sottile di alluminio': 'Coils of thin aluminium strip',
    'Camion e rimorchi': 'Trucks and trailers',
    Carriera: 'Careers',
    'Certificazione ISO 45001': 'ISO 45001 certification',
    'Chi lavora in stabilimento ha il diritto e il dovere di fermare un’attività che ritiene pericolosa.':
      'Everyone who works in the plant has the right and the duty to stop any activity they consider dangerous.',
    'Chi siamo': 'About us',
    'Chiediamo ai nostri fornitori gli stessi principi che applichiamo a noi stessi: rispetto dei diritti umani, divieto assoluto del lavoro minorile e forzato, sicurezza, tutela dell’ambiente e integrità negli affari. Le nostre politiche e il codice di condotta dei fornitori sono pubblici.':
      'We ask our suppliers to follow the principles we apply to ourselves: respect for human rights, an absolute ban on child and forced labour, safety, care for the environment and business integrity. Our policies and the supplier code of conduct are public.',
    'Cifre chiave': 'Key figures',
    'Cinque presse da 600 a 2500 t per circa 36 000 t/anno di profili in alluminio, fonderia di billette, verniciatura a polvere, anodizzazione, taglio e lavorazioni CNC.':
      'Five presses from 600 to 2,500 t for about 36,000 t a year of aluminium profiles, a billet casthouse, powder coating, anodizing, cutting and CNC machining.',
    'Codice di condotta dei fornitori': 'Supplier code of conduct',
    'Collaboriamo con scuole e università della regione, con tirocini e visite allo stabilimento, per formare i tecnici di domani. Sosteniamo iniziative culturali, sportive e sociali della città di Shumen.':
      'We work with schools and universities in the region, through internships and plant visits, to train tomorrow’s technicians. We support cultural, sporting and social initiatives in the town of Shumen.',
    'Come raggiungere lo stabilimento': 'How to reach the plant',
    'Condizioni d’uso': 'Terms of use',
    "Cornici dei finestrini, listelli e modanature danno carattere alla carrozzeria e all'abitacolo. Per queste parti in vista scegliamo leghe e superfici adatte all'anodizzazione brillante o satinata, dal naturale C0 al nero C35.":
      'Window frames, strips and trims give character to the body and the cabin. For these visible parts we choose alloys and surfaces suited to bright or satin anodizing, from natural C0 to black C35.',
    'Crescere insieme, con pari opportunità per tutti':
      'Growing together, with equal opportunities for all',
    'Da oltre 35 anni Alumis trasforma l’alluminio a Shumen, in Bulgaria: fogli, nastri e lamiere laminati e profili estrusi per l’edilizia, l’automotive, i trasporti e l’imballaggio.':
      'For more than 35 years Alumis has been processing aluminium in Shumen, Bulgaria: rolled foils, strips and sheets and extruded profiles for building, automotive, transport and packaging.',
    'Dalla fonderia alla finitura dei profili, ogni reparto conosce i propri aspetti ambientali e lavora per ridurli:':
      'From the casthouse to profile finishing, every department knows its environmental aspects and works to reduce them:',
    'Dallo stabilimento di Shumen, in Bulgaria, escono ogni anno circa 36.000 tonnellate di profili estrusi, prodotti su cinque presse da 600 a 2.500 tonnellate a partire da billette in lega della serie 6xxx colate in casa. Il catalogo supera le 7.500 sezioni, con lunghezze di estrusione fino a 11.500 mm.':
      'Every year about 36,000 tonnes of extruded profiles leave the Shumen plant in Bulgaria, made on five presses from 600 to 2,500 tonnes from 6xxx-series billets cast in-house. The catalogue has more than 7,500 sections, with extrusion lengths up to 11,500 mm.',
    'Dall’inaugurazione dello stabilimento nel 1981 cresciamo con nuove linee, nuove presse e nuove tecnologie.':
      'Since the plant opened in 1981 we have grown with new lines, new presses and new technologies.',
    'Dati personali': 'Personal data',
    Diapositive: 'Slides',
    'Distributori e centri servizio hanno bisogno di un assortimento ampio, sempre disponibile e costante nel tempo. Alumis fornisce nastri, lamiere e profili standard in quantità programmate, con consegne regolari in Europa e negli Stati Uniti.':
      'Distributors and service centres need a wide range that is always available and consistent over time. Alumis supplies standard strips, sheets and profiles in scheduled quantities, with regular deliveries in Europe and the United States.',
    Distribuzione: 'Distribution',
    Documenti: 'Documents',
    'Edifici con facciate in vetro e alluminio': 'Buildings with glass and aluminium façades',
    'Edilizia e architettura': 'Building and architecture',
    'Edilizia e costruzioni': 'Building and construction',
    Facciate: 'Façades',
    'Facciate continue, sistemi a montanti e traversi, frangisole e rivestimenti ventilati chiedono tolleranze strette e superfici impeccabili su grandi lunghezze. La pressa da 25 MN estrude sezioni fino a 310 mm di diametro circoscritto e pareti fino a 0,8 mm: strutture leggere, ma rigide.':
      'Curtain walls, stick systems, sun shades and ventilated claddings need tight tolerances and flawless surfaces over great lengths. The 25 MN press extrudes sections up to 310 mm circumscribed diameter with walls down to 0.8 mm: light but stiff structures.',
    Finstock: 'Finstock',
    'Fogli Omnia': 'Omnia foils',
    'Fogli, nastri e lamiere prodotti a Shumen ed esportati per il 95 % in Europa e negli Stati Uniti.':
      'Foils, strips and sheets made in Shumen, 95% of them exported to Europe and the United States.',
    'Foglio di alluminio Alumis per uso domestico, per contenitori alimentari, per imballaggi flessibili e la gamma Omnia: barriera totale e riciclabile.':
      'Alumis aluminium foil for household use, food containers, flexible packaging and the Omnia range: a total barrier, and recyclable.',
    'Foglio di alluminio in bobina': 'Aluminium foil on a coil',
    'Foglio per contenitori': 'Container foil',
    'Foglio per imballaggi flessibili': 'Foil for flexible packaging',
    'Foglio per uso domestico': 'Household foil',
    'Foglio per uso domestico, per contenitori e per imballaggi flessibili.':
      'Household foil, container foil and foil for flexible packaging.',
    'Fonderie, laminatoi e presse di estrusione lavorano con metallo fuso, carichi pesanti e macchine potenti. Nessun obiettivo di produzione vale un rischio per la salute di chi lavora: è il principio che guida ogni decisione nello stabilimento di Shumen.':
      'Casthouses, rolling mills and extrusion presses work with molten metal, heavy loads and powerful machines. No production target is worth a risk to people’s health: this principle guides every decision at the Shumen plant.',
    Formazione: 'Training',
    'Forniamo bobine, nastri tagliati e lamiere in formato, con imballi adatti allo stoccaggio e alla movimentazione con carrello.':
      'We supply coils, slit strips and cut-to-size sheets, packed for storage and forklift handling.',
    'Gli schermi termici proteggono scocca, cablaggi e componenti vicini al motore e allo scarico dal calore irradiato. I nostri clienti li stampano da nastri delle serie 1xxx e 3xxx, lisci o da goffrare, con spessori e stati fisici studiati per la formatura profonda.':
      'Heat shields protect the body, wiring and parts near the engine and exhaust from radiant heat. Our customers press them from 1xxx and 3xxx series strips, plain or for embossing, with thicknesses and tempers designed for deep forming.',
    'Gli sfridi di produzione tornano in fonderia e diventano nuovo metallo.':
      'Production scrap goes back to the casthouse and becomes new metal.',
    'Guarda il video': 'Watch the video',
    'I nostri impegni': 'Our commitments',
    'I numeri chiave': 'Key figures',
    'I profili standard valgono più di un quarto delle nostre vendite: una produzione continua che garantisce ai distributori disponibilità e qualità costanti.':
      'Standard profiles make up more than a quarter of our sales: continuous production that gives distributors steady availability and quality.',
    'I settori che serviamo': 'The sectors we serve',
    'Il 95 % della produzione va all’estero, soprattutto in Europa e negli Stati Uniti, a clienti che ci scelgono per la qualità certificata, la flessibilità e la puntualità delle consegne.':
      '95% of our output goes abroad, mostly to Europe and the United States, to customers who choose us for certified quality, flexibility and on-time delivery.',
    'Il finstock è il nastro sottile da cui si stampano le alette di radiatori, condensatori e climatizzatori. Deve avere proprietà meccaniche uniformi lungo tutta la bobina, per formare alette fitte senza strappi: lo laminiamo in leghe delle serie 8xxx e 3xxx.':
      'Finstock is the thin strip from which the fins of radiators, condensers and air conditioners are pressed. Its mechanical properties must be even along the whole coil to form dense fins without tearing: we roll it in 8xxx and 3xxx series alloys.',
    'Il foglio sottile di alluminio è una barriera totale contro luce, ossigeno, umidità e odori, si piega senza rompersi ed è riciclabile senza fine. È il primo prodotto di Alumis: il solo foglio per uso domestico vale oltre un quarto delle vendite.':
      'Thin aluminium foil is a total barrier to light, oxygen, moisture and odours; it folds without breaking and can be recycled endlessly. It is Alumis’s leading product: household foil alone is more than a quarter of sales.',
    'Il laminatoio': 'The rolling mill',
    'Il laminatoio Alumis di Shumen: 6 linee di colata continua da 65 000 t/anno, 50 000 t/anno di laminazione, foglio sottile e nastri larghi fino a 1570 mm.':
      'The Alumis rolling mill in Shumen: 6 continuous casting lines with 65,000 t a year, 50,000 t a year of rolling, thin foil and strips up to 1,570 mm wide.',
    'Il nostro impegno sul territorio': 'Our commitment to the area',
    'Il programma di tirocinio di un mese di Alumis per studenti universitari, laureandi magistrali e neolaureati: settori, vantaggi e come candidarsi.':
      'The Alumis one-month internship programme for university students, master’s students and recent graduates: departments, benefits and how to apply.',
    Imballaggio: 'Packaging',
    'Impianto di estrusione': 'Extrusion plant',
    'In primo piano': 'Highlights',
    'In treni regionali, tram e metropolitane i profili estrusi formano pavimenti, pannelli laterali, canaline e strutture degli arredi interni. La pressa da 25 MN estrude sezioni fino a 310 mm di diametro circoscritto, in barre lunghe fino a 11.500 mm.':
      'In regional trains, trams and metros, extruded profiles form floors, side panels, cable ducts and interior fitting frames. The 25 MN press extrudes sections up to 310 mm circumscribed diameter, in bars up to 11,500 mm long.',
    'Infortuni e mancati infortuni vengono registrati e analizzati insieme ai lavoratori, per capirne le cause e impedire che si ripetano.':
      'Accidents and near misses are recorded and analysed together with the workers, to understand their causes and keep them from happening again.',
    "L'industria automobilistica usa l'alluminio per alleggerire i veicoli, governare il calore e disegnare finiture di pregio. Alumis fornisce ai costruttori e ai loro fornitori nastri laminati e profili estrusi con le tolleranze e la tracciabilità che il settore richiede.":
      'The car industry uses aluminium to make vehicles lighter, manage heat and design fine trims. Alumis supplies carmakers and their suppliers with rolled strips and extruded profiles with the tolerances and traceability the sector demands.',
    "L'ossidazione anodica da 10 a 25 micron protegge le superfici esposte alla salsedine; taglio e lavorazioni CNC consegnano al cantiere componenti pronti per il montaggio.":
      'Anodizing from 10 to 25 microns protects surfaces exposed to salt; cutting and CNC machining deliver parts to the yard ready to fit.',
    'La filosofia delle risorse umane di Alumis a Shumen: formazione continua, sicurezza, retribuzione equa e pari opportunità per candidate e candidati.':
      'Alumis’s human-resources philosophy in Shumen: continuous training, safety, fair pay and equal opportunities for every candidate.',
    'La finitura si fa in stabilimento: verniciatura a polvere da 60 a 200 micron e ossidazione anodica da 10 a 25 micron, su barre lunghe fino a 6.500 mm, nelle tinte dal naturale C0 al nero C35. Il facciatista riceve profili pronti per il montaggio.':
      'Finishing is done in the plant: powder coating from 60 to 200 microns and anodizing from 10 to 25 microns, on bars up to 6,500 mm long, in shades from natural C0 to black C35. The façade maker receives profiles ready to fit.',
    'La missione di Alumis e i quattro valori che guidano il suo lavoro ogni giorno: lealtà, responsabilità, flessibilità e trasparenza.':
      'Alumis’s mission and the four values that guide its work every day: loyalty, responsibility, flexibility and transparency.',
    'La nostra politica ambientale': 'Our environmental policy',
    'La nostra storia': 'Our history',
    'La politica ambientale di Alumis: sistema di gestione certificato ISO 14001:2015, riciclo dell’alluminio, efficienza energetica e tutela del territorio di Shumen.':
      'Alumis’s environmental policy: a management system certified to ISO 14001:2015, aluminium recycling, energy efficiency and care for the Shumen area.',
    'La politica ambientale è a disposizione di dipendenti, clienti, autorità e cittadini. Segnalazioni e domande sui temi ambientali sono benvenute: ci aiutano a migliorare.':
      'The environmental policy is available to employees, customers, authorities and citizens. Reports and questions on environmental matters are welcome: they help us improve.',
    'La responsabilità sociale di Alumis verso dipendenti, comunità di Shumen e fornitori: politiche, divieto del lavoro minorile e codice di condotta dei fornitori.':
      'Alumis’s social responsibility towards employees, the Shumen community and suppliers: policies, the ban on child labour and the supplier code of conduct.',
    'La sicurezza prima di tutto': 'Safety first',
    'Laboratorio qualità, miglioramento continuo dei processi e certificazioni ISO 9001, ISO 14001, BS OHSAS 18001 ed EN 15088: la ricerca e lo sviluppo di Alumis.':
      'Quality laboratory, continuous process improvement and ISO 9001, ISO 14001, BS OHSAS 18001 and EN 15088 certifications: research and development at Alumis.',
    'Lamiera di alluminio spazzolata': 'Brushed aluminium sheet',
    'Laminati e profili estrusi in alluminio': 'Rolled aluminium products and extruded profiles',
    'Laminati ed estrusi Alumis lavorano ogni giorno in cantieri, veicoli, imballaggi e magazzini di tutta Europa e degli Stati Uniti.':
      'Alumis rolled and extruded products are at work every day on building sites, in vehicles, packaging and warehouses across Europe and the United States.',
    Laminatoio: 'Rolling mill',
    'Lavorare in Alumis': 'Working at Alumis',
    "Le barre portatutto longitudinali sono profili estrusi di forma complessa che devono essere leggeri, rigidi e perfetti alla vista. Le estrudiamo in leghe della serie 6xxx, pronte per la curvatura, la lavorazione CNC e l'anodizzazione.":
      'Longitudinal roof rails are complex extruded profiles that must be light, stiff and flawless to the eye. We extrude them in 6xxx-series alloys, ready for bending, CNC machining and anodizing.',
    'Le offerte di lavoro aperte negli stabilimenti di Shumen': 'Open jobs at the Shumen plants',
    'Le posizioni aperte in Alumis, produttore di laminati ed estrusi in alluminio a Shumen, in Bulgaria: offerte attive, requisiti e come candidarsi.':
      'Open positions at Alumis, maker of rolled and extruded aluminium in Shumen, Bulgaria: current vacancies, requirements and how to apply.',
    'Le tappe della storia di Alumis, dalla costruzione dello stabilimento di Shumen nel 1968 ai progetti di ampliamento di oggi.':
      'The milestones of Alumis’s history, from the building of the Shumen plant in 1968 to today’s expansion projects.',
    "Leggero, resistente alla corrosione e libero nella forma, l'alluminio è il materiale dell'involucro edilizio contemporaneo. Progettisti, sistemisti e serramentisti trovano in Alumis profili estrusi e laminati pronti per il cantiere.":
      'Light, corrosion-resistant and free in form, aluminium is the material of the modern building envelope. Designers, system houses and window makers find at Alumis extruded profiles and rolled products ready for the site.',
    'L’alluminio si ricicla infinite volte senza perdere le sue qualità, e rifonderlo richiede solo una piccola parte dell’energia necessaria a produrlo dal minerale. Per questo crediamo che un buon prodotto in alluminio sia anche un buon investimento per l’ambiente, a condizione che chi lo produce lavori con la stessa cura.':
      'Aluminium can be recycled endlessly without losing its qualities, and remelting it takes only a small part of the energy needed to make it from ore. That is why we believe a good aluminium product is also a good investment for the environment, provided its maker works with the same care.',
    'L’azienda': 'The company',
    'Mappa del sito': 'Sitemap',
    Mercati: 'Markets',
    'Metti in pausa il video di sfondo': 'Pause the background video',
    'Metti in pausa la presentazione': 'Pause the slideshow',
    'Miglioramento continuo': 'Continuous improvement',
    'Missione e valori': 'Mission and values',
    'Modanature decorative': 'Decorative trims',
    'Nastri e lamiere nelle leghe delle serie 1xxx, 3xxx e 8xxx coprono gli impieghi più comuni: lattoneria, coperture, pannelli, parti stampate e piegate. Con il nuovo laminatoio a freddo a sei cilindri la larghezza arriva a 2.200 mm.':
      'Strips and sheets in 1xxx, 3xxx and 8xxx series alloys cover the most common uses: flashing, roofing, panels, pressed and bent parts. With the new six-high cold rolling mill the width reaches 2,200 mm.',
    'Nastri e lamiere standard': 'Standard strips and sheets',
    'Nastri per schermi termici': 'Strips for heat shields',
    'Nastri per schermi termici, finstock, barre portatutto e modanature decorative.':
      'Strips for heat shields, finstock, roof rails and decorative trims.',
    "Nastri per schermi termici, finstock, barre portatutto, modanature e materiali per scambiatori di calore: l'alluminio Alumis per l'industria automobilistica.":
      'Strips for heat shields, finstock, roof rails, trims and heat-exchanger materials: Alumis aluminium for the car industry.',
    'Nastri, lamiere e oltre 1.500 misure di profili standard in alluminio per distributori e centri servizio, con consegne regolari in Europa e negli Stati Uniti.':
      'Strips, sheets and more than 1,500 sizes of standard aluminium profiles for distributors and service centres, with regular deliveries in Europe and the United States.',
    'Nastri, lamiere e profili standard, sempre disponibili per i distributori.':
      'Standard strips, sheets and profiles, always available for distributors.',
    Nautica: 'Boats',
    'Negli imballaggi flessibili il foglio è lo strato barriera accoppiato a carta e film plastici: caffè, cioccolato, farmaci, bevande in cartone e capsule. Ai converter forniamo foglio sottile con bagnabilità e porosità controllate, pronto per laccatura, stampa e accoppiamento.':
      'In flexible packaging the foil is the barrier layer laminated to paper and plastic films: coffee, chocolate, medicines, drinks cartons and capsules. We supply converters with thin foil of controlled wettability and porosity, ready for lacquering, printing and laminating.',
    'Nel 2019 il sistema di gestione della salute e sicurezza sul lavoro ha ottenuto la certificazione secondo la norma ISO 45001, che ha preso il posto della precedente BS OHSAS 18001:2007. Audit interni ed esterni ne verificano ogni anno l’applicazione.':
      'In 2019 the occupational health and safety management system was certified to ISO 45001, which replaced the earlier BS OHSAS 18001:2007. Internal and external audits check its application every year.',
    'Nello stabilimento di Shumen il sistema di gestione ambientale è certificato secondo la norma ISO 14001:2015. Ogni anno fissiamo obiettivi misurabili, ne seguiamo l’andamento e li riesaminiamo con la direzione.':
      'At the Shumen plant the environmental management system is certified to ISO 14001:2015. Every year we set measurable targets, track them and review them with management.',
    'Nuove capacità produttive nel 2019': 'New production capacity in 2019',
    'Offriamo condizioni di lavoro eque e sicure, retribuzioni puntuali e pari opportunità, senza discriminazioni di genere, origine, religione o opinione. Rispettiamo la libertà di associazione e il dialogo con i rappresentanti dei lavoratori.':
      'We offer fair and safe working conditions, pay on time and equal opportunities, without discrimination by gender, origin, religion or opinion. We respect freedom of association and dialogue with workers’ representatives.',
    'Ogni anno investiamo in impianti, processi e persone per offrire laminati ed estrusi sempre più affidabili.':
      'Every year we invest in plant, processes and people to offer ever more reliable rolled and extruded products.',
    'Ogni chilogrammo risparmiato su un mezzo di trasporto è carico utile in più e carburante in meno. Laminati e profili Alumis aiutano cantieri navali, costruttori di rotabili e carrozzerie industriali a ridurre il peso senza rinunciare alla robustezza.':
      'Every kilogram saved on a vehicle means more payload and less fuel. Alumis rolled products and profiles help shipyards, rolling-stock makers and industrial body builders save weight without giving up strength.',
    'Ogni lotto è tracciabile dalla colata al prodotto finito. Per un audit o una visita tecnica siete i benvenuti nello stabilimento di Shumen.':
      'Every batch is traceable from the cast to the finished product. You are welcome at the Shumen plant for an audit or a technical visit.',
    'Ogni nuovo collega riceve una formazione sui rischi del proprio reparto prima di iniziare. Seguono aggiornamenti periodici, esercitazioni di emergenza e corsi specifici per carrellisti, gruisti, addetti alla manutenzione e al primo soccorso.':
      'Every new colleague is trained on the risks of their department before starting. Regular refreshers, emergency drills and specific courses for forklift drivers, crane operators, maintenance staff and first aiders follow.',
    'Oltre 1.500 misure di profili standard: angolari, profili a T e a U, tubi tondi, quadri e rettangolari, barre piene e piatti, in leghe della serie 6xxx, grezzi, anodizzati o verniciati.':
      'More than 1,500 sizes of standard profiles: angles, T and U sections, round, square and rectangular tubes, solid and flat bars, in 6xxx-series alloys, mill-finish, anodized or painted.',
    'Oltre 13 000 m² in più e un nuovo laminatoio a freddo a sei cilindri, largo fino a 2 200 mm, raddoppiano la capacità.':
      'More than 13,000 m² of new space and a new six-high cold rolling mill, up to 2,200 mm wide, double our capacity.',
    'Omnia è la nostra gamma di fogli per gli impieghi tecnici e speciali, quando lega, stato fisico o spessore escono dallo standard. Con il cliente definiamo la specifica, dalla lega alla larghezza della bobina, e la manteniamo identica lotto dopo lotto.':
      'Omnia is our range of foils for technical and special uses, when the alloy, temper or thickness goes beyond the standard. We define the specification with the customer, from the alloy to the coil width, and keep it identical batch after batch.',
    'Pagine sulla carriera': 'Careers pages',
    'Pagine sulla sostenibilità': 'Sustainability pages',
    'Pagine sull’azienda': 'Company pages',
    Panoramica: 'Overview',
    'Per davanzali, coperture e lattonerie forniamo anche lamiere e nastri laminati nelle leghe delle serie 1xxx e 3xxx, lisci o verniciati.':
      'For sills, roofing and flashing we also supply rolled sheets and strips in 1xxx and 3xxx series alloys, plain or painted.',
    "Per finestre, porte, verande e giardini d'inverno estrudiamo serie standard e profili a disegno del cliente. Il taglio di precisione, da 20 a 8.000 mm a 90° o da 200 a 2.800 mm a 45° con tolleranza di ±0,5 mm, e le lavorazioni CNC fino a 6.500 mm riducono il lavoro in officina.":
      'For windows, doors, conservatories and winter gardens we extrude standard series and profiles to the customer’s drawing. Precision cutting, from 20 to 8,000 mm at 90° or from 200 to 2,800 mm at 45° with a tolerance of ±0.5 mm, and CNC machining up to 6,500 mm reduce workshop work.',
    "Per le costruzioni il sistema di gestione è certificato secondo ISO 9001:2015 e secondo EN 15088:2005, la norma europea dei prodotti strutturali in alluminio per l'edilizia. Il 95% della produzione è esportato, soprattutto in Europa e negli Stati Uniti.":
      'For construction, the management system is certified to ISO 9001:2015 and to EN 15088:2005, the European standard for structural aluminium products for building. 95% of output is exported, mostly to Europe and the United States.',
    'Per ogni posto di lavoro, macchina e sostanza valutiamo i pericoli prima dell’avvio di un impianto e a ogni modifica dei processi. Dove possiamo eliminiamo il rischio alla fonte; dove non è possibile lo riduciamo con protezioni collettive, procedure e, per ultimi, dispositivi di protezione individuale.':
      'For every workplace, machine and substance we assess the hazards before a line starts and whenever a process changes. Where we can, we remove the risk at its source; where we cannot, we reduce it with collective protection, procedures and, last of all, personal protective equipment.',
    'Persone, comunità, partner': 'People, community, partners',
    'Planarità, pulizia della superficie e resistenza allo strappo sono controllate lungo tutta la bobina, perché il foglio scorra senza difetti sulle linee di riavvolgimento veloci.':
      'Flatness, surface cleanliness and tear strength are checked along the whole coil, so the foil runs without defects on fast rewinding lines.',
    'Politica ambientale': 'Environmental policy',
    'Politica di divulgazione': 'Disclosure policy',
    'Politica di responsabilità sociale': 'Social responsibility policy',
    'Politica per la salute e sicurezza sul lavoro': 'Occupational health and safety policy',
    'Politica sul lavoro minorile': 'Child labour policy',
    'Politiche e codici': 'Policies and codes',
    'Porte e finestre': 'Doors and windows',
    'Posizioni disponibili': 'Open positions',
    'Produciamo ogni anno oltre 7.000 tonnellate di foglio per uso domestico, in leghe delle serie 1xxx e 8xxx: il rotolo che si trova in ogni cucina. Lo forniamo in bobine madri ai trasformatori, che lo riavvolgono in rotoli per la vendita al dettaglio.':
      'Every year we make more than 7,000 tonnes of household foil in 1xxx and 8xxx series alloys: the roll found in every kitchen. We supply it in parent coils to converters, who rewind it into rolls for retail.',
    'Profili estrusi e lamiere in alluminio Alumis per imbarcazioni, rotabili ferroviari, camion e rimorchi: più carico utile, meno peso e meno manutenzione.':
      'Alumis extruded aluminium profiles and sheets for boats, rolling stock, trucks and trailers: more payload, less weight and less maintenance.',
    'Profili estrusi e lamiere in alluminio per facciate, porte, finestre e sistemi architettonici.':
      'Extruded aluminium profiles and sheets for façades, doors, windows and architectural systems.',
    'Profili estrusi in alluminio di diverse sezioni':
      'Extruded aluminium profiles of different sections',
    'Profili estrusi in alluminio nel reparto di estrusione':
      'Extruded aluminium profiles in the extrusion department',
    'Profili estrusi in alluminio pronti per il taglio':
      'Extruded aluminium profiles ready for cutting',
    'Profili estrusi, finiture e laminati Alumis per facciate continue, porte, finestre e coperture: leghe 6xxx, verniciatura e anodizzazione in stabilimento.':
      'Alumis extruded profiles, finishes and rolled products for curtain walls, doors, windows and roofs: 6xxx alloys, with painting and anodizing in the plant.',
    'Profili per facciate, porte e finestre; lamiere per coperture e rivestimenti.':
      'Profiles for façades, doors and windows; sheets for roofing and cladding.',
    'Profili standard': 'Standard profiles',
    'Profili standard in alluminio di varie sezioni':
      'Standard aluminium profiles of various sections',
    'Radiatori, intercooler e condensatori uniscono alette in finstock e tubi o piastre ricavati da nastri. Forniamo nastri per scambiatori di calore nelle serie 3xxx e 8xxx, con la formabilità e la resistenza alla corrosione che questi componenti chiedono per tutta la vita del veicolo.':
      'Radiators, intercoolers and condensers combine finstock fins with tubes or plates made from strip. We supply heat-exchanger strips in the 3xxx and 8xxx series, with the formability and corrosion resistance these parts need for the whole life of the vehicle.',
    Responsabilità: 'Responsibility',
    'Responsabilità sociale': 'Social responsibility',
    'Ricerca e sviluppo': 'Research and development',
    'Riproduci il video di sfondo': 'Play the background video',
    'Rotoli di foglio sottile di alluminio': 'Rolls of thin aluminium foil',
    'Salute e sicurezza': 'Health and safety',
    'Salute e sicurezza sul lavoro in Alumis: valutazione dei rischi, formazione continua e sistema di gestione certificato ISO 45001 dal 2019.':
      'Occupational health and safety at Alumis: risk assessment, continuous training and a management system certified to ISO 45001 since 2019.',
    'Scambiatori di calore': 'Heat exchangers',
    'Scheda prodotto: foglio per uso domestico': 'Product sheet: household foil',
    'Scheda prodotto: lamiere e nastri standard': 'Product sheet: standard sheets and strips',
    'Scheda prodotto: profili per edilizia e architettura':
      'Product sheet: profiles for building and architecture',
    'Scopri il mercato': 'Discover the market',
    'Sezioni della pagina': 'Page sections',
    'Soluzioni leggere per la nautica, il trasporto ferroviario, camion e rimorchi.':
      'Lightweight solutions for boats, rail transport, trucks and trailers.',
    Sostenibilità: 'Sustainability',
    "Sponde, montanti, longheroni, pianali e profili per centinati: nei veicoli industriali l'alluminio riduce la tara e aumenta la merce trasportata a ogni viaggio.":
      'Side boards, posts, side members, floors and curtain-sider profiles: in commercial vehicles aluminium cuts the tare weight and increases the goods carried on every trip.',
    'Stabilimento di estrusione': 'Extrusion plant',
    Storia: 'History',
    'Su di noi': 'About us',
    'Superficie di un nastro di alluminio spazzolato': 'Surface of a brushed aluminium strip',
    Tirocini: 'Internships',
    Trasparenza: 'Transparency',
    Trasporti: 'Transport',
    'Trasporto ferroviario': 'Rail transport',
    'Un mese in azienda per studenti e neolaureati':
      'A month at the company for students and graduates',
    'Un veicolo più leggero consuma ed emette meno e, se elettrico, percorre più chilometri con la stessa batteria. Laminati e profili in alluminio prendono il posto di acciaio e plastica negli schermi termici, negli scambiatori di calore, nelle barre portatutto e nelle finiture.':
      'A lighter vehicle uses and emits less and, if electric, goes further on the same battery. Aluminium rolled products and profiles replace steel and plastic in heat shields, heat exchangers, roof rails and trims.',
    'Una Carriera in Alumis': 'A career at Alumis',
    'Una carriera in Alumis': 'A career at Alumis',
    'Una catena di fornitura responsabile': 'A responsible supply chain',
    'Valutazione dei rischi': 'Risk assessment',
    'Vaschette, teglie e vassoi per alimenti chiedono un foglio più spesso e formabile, che sopporti la formatura senza cricche e passi dal congelatore al forno. Lo produciamo in leghe delle serie 3xxx e 8xxx, anche lubrificato e pronto per le presse.':
      'Food trays, baking dishes and containers need a thicker, formable foil that takes forming without cracks and goes from freezer to oven. We make it in 3xxx and 8xxx series alloys, lubricated too and ready for the presses.',
    'anni di esperienza': 'years of experience',
    carosello: 'carousel',
    'controllare le emissioni in atmosfera, gli scarichi idrici e il rumore verso il territorio;':
      'control air emissions, water discharges and noise towards the surrounding area;',
    'della produzione esportata': 'of output exported',
    'di capacità di laminazione l’anno': 'of rolling capacity a year',
    'di fatturato': 'of revenue',
    diapositiva: 'slide',
    'formare il personale e coinvolgere fornitori e appaltatori nelle stesse regole.':
      'train our staff and hold suppliers and contractors to the same rules.',
    'ridurre i consumi di energia e di gas naturale per tonnellata prodotta, a ogni rinnovo degli impianti;':
      'cut energy and natural gas use per tonne produced with every plant upgrade;',
    'rifondere in casa gli sfridi di laminazione e di estrusione, chiudendo il ciclo del materiale;':
      'remelt rolling and extrusion scrap in-house, closing the material loop;',
    'rispettare le leggi bulgare ed europee e le autorizzazioni dello stabilimento;':
      'comply with Bulgarian and European law and the plant’s permits;',
    'separare i rifiuti e affidarli a operatori autorizzati, preferendo sempre il recupero allo smaltimento;':
      'sort waste and hand it to licensed operators, always preferring recovery to disposal;',
    '{{number}} di {{total}}': '{{number}} of {{total}}',
  },
  bg: {
    '(si apre in una nuova scheda)': '(отваря се в нов раздел)',
    '100 000 tonnellate l’anno di capacità di laminazione':
      '100 000 тона годишен капацитет за валцоване',
    '168+ mln €': '168+ млн. €',
    '37 anni di investimenti': '37 години инвестиции',
    "A bordo di imbarcazioni da diporto e da lavoro l'alluminio resiste all'ambiente marino e riduce la manutenzione. Forniamo profili per tughe, passerelle, corrimano, battagliole e arredi di coperta, e lamiere per paratie e rivestimenti interni.":
      'На борда на яхти и работни плавателни съдове алуминият издържа на морската среда и намалява поддръжката. Доставяме профили за надстройки, подвижни мостчета, парапети, леери и палубно обзавеждане, както и ламарини за прегради и вътрешни облицовки.',
    'Alle carrozzerie forniamo profili estrusi in leghe della serie 6xxx e lamiere laminate per pareti e tetti di furgoni e semirimorchi, tagliati a misura.':
      'На производителите на каросерии доставяме пресовани профили от сплави от серия 6xxx и валцувани ламарини за стени и покриви на фургони и полуремаркета, нарязани по размер.',
    'Alluminio laminato ed estruso dal cuore della Bulgaria':
      'Валцуван и пресован алуминий от сърцето на България',
    'Altri mercati': 'Други пазари',
    'Alumis in cifre: fondata nel 1981, 370 000 m² di superficie, 1315 dipendenti, oltre 168 mln EUR di fatturato nel 2024 e le vendite per paese e per prodotto.':
      'Alumis в цифри: основана през 1981 г., 370 000 m² площ, 1315 служители, над 168 млн. EUR приходи през 2024 г. и продажби по страни и по продукти.',
    'Alumis produce a Shumen, in Bulgaria, fogli, nastri, lamiere e profili estrusi in alluminio per edilizia, automotive, trasporti e imballaggio: 100 000 t l’anno, 95 % di export.':
      'Alumis произвежда в Шумен, България, алуминиево фолио, ленти, ламарини и пресовани профили за строителството, автомобилостроенето, транспорта и опаковките: 100 000 t годишно, 95 % износ.',
    'Alumis produce a Shumen, in Bulgaria, laminati e profili estrusi in alluminio: oltre 35 anni di esperienza e il 95 % della produzione esportato in Europa e negli Stati Uniti.':
      'Alumis произвежда в Шумен, България, валцувани продукти и пресовани профили от алуминий: над 35 години опит и 95 % от продукцията за износ в Европа и САЩ.',
    'Alumis è uno dei principali datori di lavoro di Shumen, con oltre 1.300 dipendenti. Ne siamo consapevoli: il nostro successo dipende dalle persone che lavorano con noi e dalla comunità in cui viviamo.':
      'Alumis е един от най-големите работодатели в Шумен с над 1 300 служители. Съзнаваме, че успехът ни зависи от хората, които работят с нас, и от общността, в която живеем.',
    'Alumis – laminati e profili estrusi in alluminio':
      'Alumis – валцувани продукти и пресовани профили от алуминий',
    Ambiente: 'Околна среда',
    Automotive: 'Автомобилостроене',
    'Avanzamento della diapositiva': 'Напредък на слайда',
    'Avvia la presentazione': 'Пусни слайдшоуто',
    'Barre lunghe significano meno giunzioni e montaggi più rapidi; le tolleranze sono controllate lungo tutta la lunghezza del profilo.':
      'Дългите пръти означават по-малко снаждания и по-бърз монтаж; допуските се контролират по цялата дължина на профила.',
    'Barre portatutto': 'Релси за багажник',
    'Bobine di alluminio laminato pronte per la spedizione':
      'Бобини валцуван алуминий, готови за експедиция',
    'Bobine di nastro di alluminio in magazzino': 'Бобини алуминиева лента в склада',
    'Bobine di nastro sottile di alluminio': 'Бобини тънка алуминиева лента',
    'Camion e rimorchi': 'Камиони и ремаркета',
    Carriera: 'Кариери',
    'Certificazione ISO 45001': 'Сертифициране по ISO 45001',
    'Chi lavora in stabilimento ha il diritto e il dovere di fermare un’attività che ritiene pericolosa.':
      'Всеки, който работи в завода, има правото и задължението да спре дейност, която смята за опасна.',
    'Chi siamo': 'За нас',
    'Chiediamo ai nostri fornitori gli stessi principi che applichiamo a noi stessi: rispetto dei diritti umani, divieto assoluto del lavoro minorile e forzato, sicurezza, tutela dell’ambiente e integrità negli affari. Le nostre politiche e il codice di condotta dei fornitori sono pubblici.':
      'Изискваме от доставчиците си същите принципи, които прилагаме към себе си: зачитане на правата на човека, пълна забрана на детския и принудителния труд, безопасност, опазване на околната среда и почтеност в бизнеса. Нашите политики и кодексът за поведение на доставчиците са публични.',
    'Cifre chiave': 'Ключови данни',
    'Cinque presse da 600 a 2500 t per circa 36 000 t/anno di profili in alluminio, fonderia di billette, verniciatura a polvere, anodizzazione, taglio e lavorazioni CNC.':
      'Пет преси от 600 до 2500 t за около 36 000 t/година алуминиеви профили, леярна за блокове, прахово боядисване, анодиране, рязане и CNC обработка.',
    'Codice di condotta dei fornitori': 'Кодекс за поведение на доставчиците',
    'Collaboriamo con scuole e università della regione, con tirocini e visite allo stabilimento, per formare i tecnici di domani. Sosteniamo iniziative culturali, sportive e sociali della città di Shumen.':
      'Работим с училища и университети в региона чрез стажове и посещения в завода, за да обучаваме техниците на утрешния ден. Подкрепяме културни, спортни и социални инициативи в град Шумен.',
    'Come raggiungere lo stabilimento': 'Как да стигнете до завода',
    'Condizioni d’uso': 'Условия за ползване',
    "Cornici dei finestrini, listelli e modanature danno carattere alla carrozzeria e all'abitacolo. Per queste parti in vista scegliamo leghe e superfici adatte all'anodizzazione brillante o satinata, dal naturale C0 al nero C35.":
      'Рамките на прозорците, лайстните и декоративните профили придават характер на каросерията и купето. За тези видими части избираме сплави и повърхности, подходящи за гланцово или сатенено анодиране – от натурален C0 до черен C35.',
    'Crescere insieme, con pari opportunità per tutti':
      'Да растем заедно, с равни възможности за всички',
    'Da oltre 35 anni Alumis trasforma l’alluminio a Shumen, in Bulgaria: fogli, nastri e lamiere laminati e profili estrusi per l’edilizia, l’automotive, i trasporti e l’imballaggio.':
      'Повече от 35 години Alumis преработва алуминий в Шумен, България: валцувано фолио, ленти и ламарини и пресовани профили за строителството, автомобилостроенето, транспорта и опаковките.',
    'Dalla fonderia alla finitura dei profili, ogni reparto conosce i propri aspetti ambientali e lavora per ridurli:':
      'От леярната до довършването на профилите всеки цех познава своите екологични аспекти и работи за намаляването им:',
    'Dallo stabilimento di Shumen, in Bulgaria, escono ogni anno circa 36.000 tonnellate di profili estrusi, prodotti su cinque presse da 600 a 2.500 tonnellate a partire da billette in lega della serie 6xxx colate in casa. Il catalogo supera le 7.500 sezioni, con lunghezze di estrusione fino a 11.500 mm.':
      'Всяка година от завода в Шумен излизат около 36 000 тона пресовани профили, произведени на пет преси от 600 до 2 500 тона от блокове от сплави серия 6xxx, отлети в завода. Каталогът надхвърля 7 500 сечения, с дължини на пресоване до 11 500 mm.',
    'Dall’inaugurazione dello stabilimento nel 1981 cresciamo con nuove linee, nuove presse e nuove tecnologie.':
      'От откриването на завода през 1981 г. растем с нови линии, нови преси и нови технологии.',
    'Dati personali': 'Лични данни',
    Diapositive: 'Слайдове',
    'Distributori e centri servizio hanno bisogno di un assortimento ampio, sempre disponibile e costante nel tempo. Alumis fornisce nastri, lamiere e profili standard in quantità programmate, con consegne regolari in Europa e negli Stati Uniti.':
      'Дистрибуторите и сервизните центрове се нуждаят от широк асортимент, винаги наличен и постоянен във времето. Alumis доставя стандартни ленти, ламарини и профили в планирани количества с редовни доставки в Европа и САЩ.',
    Distribuzione: 'Дистрибуция',
    Documenti: 'Документи',
    'Edifici con facciate in vetro e alluminio': 'Сгради с фасади от стъкло и алуминий',
    'Edilizia e architettura': 'Строителство и архитектура',
    'Edilizia e costruzioni': 'Строителство',
    Facciate: 'Фасади',
    'Facciate continue, sistemi a montanti e traversi, frangisole e rivestimenti ventilati chiedono tolleranze strette e superfici impeccabili su grandi lunghezze. La pressa da 25 MN estrude sezioni fino a 310 mm di diametro circoscritto e pareti fino a 0,8 mm: strutture leggere, ma rigide.':
      'Окачените фасади, системите с колони и ригели, слънцезащитите и вентилираните облицовки изискват тесни допуски и безупречни повърхности на голяма дължина. Пресата от 25 MN пресова сечения с описан диаметър до 310 mm и стени до 0,8 mm: леки, но твърди конструкции.',
    Finstock: 'Finstock',
    'Fogli Omnia': 'Фолио Omnia',
    'Fogli, nastri e lamiere prodotti a Shumen ed esportati per il 95 % in Europa e negli Stati Uniti.':
      'Фолио, ленти и ламарини, произведени в Шумен, 95 % от които се изнасят в Европа и САЩ.',
    'Foglio di alluminio Alumis per uso domestico, per contenitori alimentari, per imballaggi flessibili e la gamma Omnia: barriera totale e riciclabile.':
      'Алуминиево фолио Alumis за домакинството, контейнери за храни, гъвкави опаковки и гамата Omnia: пълна бариера и рециклируемост.',
    'Foglio di alluminio in bobina': 'Алуминиево фолио на бобина',
    'Foglio per contenitori': 'Фолио за контейнери',
    'Foglio per imballaggi flessibili': 'Фолио за гъвкави опаковки',
    'Foglio per uso domestico': 'Фолио за домакинството',
    'Foglio per uso domestico, per contenitori e per imballaggi flessibili.':
      'Фолио за домакинството, за контейнери и за гъвкави опаковки.',
    'Fonderie, laminatoi e presse di estrusione lavorano con metallo fuso, carichi pesanti e macchine potenti. Nessun obiettivo di produzione vale un rischio per la salute di chi lavora: è il principio che guida ogni decisione nello stabilimento di Shumen.':
      'Леярните, валцовите цехове и пресите работят с разтопен метал, тежки товари и мощни машини. Никоя производствена цел не си струва риск за здравето на работещите: този принцип ръководи всяко решение в завода в Шумен.',
    Formazione: 'Обучение',
    'Forniamo bobine, nastri tagliati e lamiere in formato, con imballi adatti allo stoccaggio e alla movimentazione con carrello.':
      'Доставяме бобини, нарязани ленти и форматирани ламарини в опаковки, подходящи за складиране и работа с мотокар.',
    'Gli schermi termici proteggono scocca, cablaggi e componenti vicini al motore e allo scarico dal calore irradiato. I nostri clienti li stampano da nastri delle serie 1xxx e 3xxx, lisci o da goffrare, con spessori e stati fisici studiati per la formatura profonda.':
      'Топлинните екрани предпазват каросерията, кабелите и компонентите близо до двигателя и ауспуха от излъчената топлина. Клиентите ни ги щанцоват от ленти от серии 1xxx и 3xxx, гладки или за релефиране, с дебелини и състояния, предвидени за дълбоко формоване.',
    'Gli sfridi di produzione tornano in fonderia e diventano nuovo metallo.':
      'Производственият отпадък се връща в леярната и става нов метал.',
    'Guarda il video': 'Гледайте видеото',
    'I nostri impegni': 'Нашите ангажименти',
    'I numeri chiave': 'Ключови данни',
    'I profili standard valgono più di un quarto delle nostre vendite: una produzione continua che garantisce ai distributori disponibilità e qualità costanti.':
      'Стандартните профили са над една четвърт от продажбите ни: непрекъснато производство, което гарантира на дистрибуторите постоянна наличност и качество.',
    'I settori che serviamo': 'Секторите, които обслужваме',
    'Il 95 % della produzione va all’estero, soprattutto in Europa e negli Stati Uniti, a clienti che ci scelgono per la qualità certificata, la flessibilità e la puntualità delle consegne.':
      '95 % от продукцията отива в чужбина, главно в Европа и САЩ, при клиенти, които ни избират заради сертифицираното качество, гъвкавостта и точните доставки.',
    'Il finstock è il nastro sottile da cui si stampano le alette di radiatori, condensatori e climatizzatori. Deve avere proprietà meccaniche uniformi lungo tutta la bobina, per formare alette fitte senza strappi: lo laminiamo in leghe delle serie 8xxx e 3xxx.':
      'Finstock е тънката лента, от която се щанцоват ребрата на радиатори, кондензатори и климатици. Тя трябва да има еднакви механични свойства по цялата бобина, за да се формоват гъсти ребра без скъсване: валцуваме я от сплави от серии 8xxx и 3xxx.',
    'Il foglio sottile di alluminio è una barriera totale contro luce, ossigeno, umidità e odori, si piega senza rompersi ed è riciclabile senza fine. È il primo prodotto di Alumis: il solo foglio per uso domestico vale oltre un quarto delle vendite.':
      'Тънкото алуминиево фолио е пълна бариера срещу светлина, кислород, влага и миризми, сгъва се, без да се чупи, и се рециклира безкрайно. То е водещият продукт на Alumis: само домакинското фолио е над една четвърт от продажбите.',
    'Il laminatoio': 'Валцовият завод',
    'Il laminatoio Alumis di Shumen: 6 linee di colata continua da 65 000 t/anno, 50 000 t/anno di laminazione, foglio sottile e nastri larghi fino a 1570 mm.':
      'Валцовият завод на Alumis в Шумен: 6 линии за непрекъснато леене с 65 000 t/година, 50 000 t/година валцоване, тънко фолио и ленти с ширина до 1570 mm.',
    'Il nostro impegno sul territorio': 'Нашият ангажимент към региона',
    'Il programma di tirocinio di un mese di Alumis per studenti universitari, laureandi magistrali e neolaureati: settori, vantaggi e come candidarsi.':
      'Едномесечната стажантска програма на Alumis за студенти, магистранти и наскоро завършили: направления, предимства и как да кандидатствате.',
    Imballaggio: 'Опаковки',
    'Impianto di estrusione': 'Пресов завод',
    'In primo piano': 'Акценти',
    'In treni regionali, tram e metropolitane i profili estrusi formano pavimenti, pannelli laterali, canaline e strutture degli arredi interni. La pressa da 25 MN estrude sezioni fino a 310 mm di diametro circoscritto, in barre lunghe fino a 11.500 mm.':
      'В регионалните влакове, трамваите и метрото пресованите профили образуват подове, странични панели, кабелни канали и конструкции на интериора. Пресата от 25 MN пресова сечения с описан диаметър до 310 mm в пръти с дължина до 11 500 mm.',
    'Infortuni e mancati infortuni vengono registrati e analizzati insieme ai lavoratori, per capirne le cause e impedire che si ripetano.':
      'Злополуките и опасните инциденти се регистрират и анализират заедно с работниците, за да се разберат причините и да не се повторят.',
    "L'industria automobilistica usa l'alluminio per alleggerire i veicoli, governare il calore e disegnare finiture di pregio. Alumis fornisce ai costruttori e ai loro fornitori nastri laminati e profili estrusi con le tolleranze e la tracciabilità che il settore richiede.":
      'Автомобилната индустрия използва алуминия, за да олекоти превозните средства, да управлява топлината и да създава качествени декоративни елементи. Alumis доставя на производителите и техните доставчици валцувани ленти и пресовани профили с допуските и проследимостта, които секторът изисква.',
    "L'ossidazione anodica da 10 a 25 micron protegge le superfici esposte alla salsedine; taglio e lavorazioni CNC consegnano al cantiere componenti pronti per il montaggio.":
      'Анодирането от 10 до 25 микрона защитава повърхностите, изложени на солена вода; рязането и CNC обработката доставят до корабостроителницата детайли, готови за монтаж.',
    'La filosofia delle risorse umane di Alumis a Shumen: formazione continua, sicurezza, retribuzione equa e pari opportunità per candidate e candidati.':
      'Философията на Alumis в Шумен за човешките ресурси: непрекъснато обучение, безопасност, справедливо заплащане и равни възможности за всички кандидати.',
    'La finitura si fa in stabilimento: verniciatura a polvere da 60 a 200 micron e ossidazione anodica da 10 a 25 micron, su barre lunghe fino a 6.500 mm, nelle tinte dal naturale C0 al nero C35. Il facciatista riceve profili pronti per il montaggio.':
      'Довършването се извършва в завода: прахово боядисване от 60 до 200 микрона и анодиране от 10 до 25 микрона върху пръти с дължина до 6 500 mm, в цветове от натурален C0 до черен C35. Фасадният изпълнител получава профили, готови за монтаж.',
    'La missione di Alumis e i quattro valori che guidano il suo lavoro ogni giorno: lealtà, responsabilità, flessibilità e trasparenza.':
      'Мисията на Alumis и четирите ценности, които ръководят работата ѝ всеки ден: лоялност, отговорност, гъвкавост и прозрачност.',
    'La nostra politica ambientale': 'Нашата екологична политика',
    'La nostra storia': 'Нашата история',
    'La politica ambientale di Alumis: sistema di gestione certificato ISO 14001:2015, riciclo dell’alluminio, efficienza energetica e tutela del territorio di Shumen.':
      'Екологичната политика на Alumis: система за управление, сертифицирана по ISO 14001:2015, рециклиране на алуминия, енергийна ефективност и опазване на района на Шумен.',
    'La politica ambientale è a disposizione di dipendenti, clienti, autorità e cittadini. Segnalazioni e domande sui temi ambientali sono benvenute: ci aiutano a migliorare.':
      'Екологичната политика е достъпна за служители, клиенти, институции и граждани. Сигналите и въпросите по екологични теми са добре дошли: те ни помагат да се подобряваме.',
    'La responsabilità sociale di Alumis verso dipendenti, comunità di Shumen e fornitori: politiche, divieto del lavoro minorile e codice di condotta dei fornitori.':
      'Социалната отговорност на Alumis към служителите, общността на Шумен и доставчиците: политики, забрана на детския труд и кодекс за поведение на доставчиците.',
    'La sicurezza prima di tutto': 'Безопасността на първо място',
    'Laboratorio qualità, miglioramento continuo dei processi e certificazioni ISO 9001, ISO 14001, BS OHSAS 18001 ed EN 15088: la ricerca e lo sviluppo di Alumis.':
      'Лаборатория по качеството, непрекъснато подобряване на процесите и сертификати ISO 9001, ISO 14001, BS OHSAS 18001 и EN 15088: научноизследователската и развойна дейност на Alumis.',
    'Lamiera di alluminio spazzolata': 'Шлифована алуминиева ламарина',
    'Laminati e profili estrusi in alluminio': 'Валцувани продукти и пресовани профили от алуминий',
    'Laminati ed estrusi Alumis lavorano ogni giorno in cantieri, veicoli, imballaggi e magazzini di tutta Europa e degli Stati Uniti.':
      'Валцуваните и пресованите продукти на Alumis работят всеки ден в строежи, превозни средства, опаковки и складове в цяла Европа и САЩ.',
    Laminatoio: 'Валцов завод',
    'Lavorare in Alumis': 'Работа в Alumis',
    "Le barre portatutto longitudinali sono profili estrusi di forma complessa che devono essere leggeri, rigidi e perfetti alla vista. Le estrudiamo in leghe della serie 6xxx, pronte per la curvatura, la lavorazione CNC e l'anodizzazione.":
      'Надлъжните релси за багажник са пресовани профили със сложна форма, които трябва да са леки, твърди и безупречни на вид. Пресоваме ги от сплави от серия 6xxx, готови за огъване, CNC обработка и анодиране.',
    'Le offerte di lavoro aperte negli stabilimenti di Shumen':
      'Свободните работни места в заводите в Шумен',
    'Le posizioni aperte in Alumis, produttore di laminati ed estrusi in alluminio a Shumen, in Bulgaria: offerte attive, requisiti e come candidarsi.':
      'Свободните позиции в Alumis, производител на валцуван и пресован алуминий в Шумен, България: актуални обяви, изисквания и как да кандидатствате.',
    'Le tappe della storia di Alumis, dalla costruzione dello stabilimento di Shumen nel 1968 ai progetti di ampliamento di oggi.':
      'Етапите в историята на Alumis – от изграждането на завода в Шумен през 1968 г. до днешните проекти за разширение.',
    "Leggero, resistente alla corrosione e libero nella forma, l'alluminio è il materiale dell'involucro edilizio contemporaneo. Progettisti, sistemisti e serramentisti trovano in Alumis profili estrusi e laminati pronti per il cantiere.":
      'Лек, устойчив на корозия и свободен във формата, алуминият е материалът на съвременната сградна обвивка. Проектанти, системни фирми и производители на дограма намират в Alumis пресовани профили и валцувани продукти, готови за обекта.',
    'L’alluminio si ricicla infinite volte senza perdere le sue qualità, e rifonderlo richiede solo una piccola parte dell’energia necessaria a produrlo dal minerale. Per questo crediamo che un buon prodotto in alluminio sia anche un buon investimento per l’ambiente, a condizione che chi lo produce lavori con la stessa cura.':
      'Алуминият се рециклира безброй пъти, без да губи качествата си, а претопяването му изисква само малка част от енергията, необходима за производството му от руда. Затова вярваме, че добрият алуминиев продукт е и добра инвестиция за околната среда, стига производителят му да работи със същата грижа.',
    'L’azienda': 'Компанията',
    'Mappa del sito': 'Карта на сайта',
    Mercati: 'Пазари',
    'Metti in pausa il video di sfondo': 'Спри фоновото видео',
    'Metti in pausa la presentazione': 'Спри слайдшоуто',
    'Miglioramento continuo': 'Непрекъснато подобрение',
    'Missione e valori': 'Мисия и ценности',
    'Modanature decorative': 'Декоративни лайсни',
    'Nastri e lamiere nelle leghe delle serie 1xxx, 3xxx e 8xxx coprono gli impieghi più comuni: lattoneria, coperture, pannelli, parti stampate e piegate. Con il nuovo laminatoio a freddo a sei cilindri la larghezza arriva a 2.200 mm.':
      'Лентите и ламарините от сплави от серии 1xxx, 3xxx и 8xxx покриват най-честите приложения: тенекеджийски изделия, покриви, панели, щанцовани и огънати детайли. С новия шествалцов стан за студено валцоване ширината достига 2 200 mm.',
    'Nastri e lamiere standard': 'Стандартни ленти и ламарини',
    'Nastri per schermi termici': 'Ленти за топлинни екрани',
    'Nastri per schermi termici, finstock, barre portatutto e modanature decorative.':
      'Ленти за топлинни екрани, finstock, релси за багажник и декоративни лайсни.',
    "Nastri per schermi termici, finstock, barre portatutto, modanature e materiali per scambiatori di calore: l'alluminio Alumis per l'industria automobilistica.":
      'Ленти за топлинни екрани, finstock, релси за багажник, лайсни и материали за топлообменници: алуминият на Alumis за автомобилната индустрия.',
    'Nastri, lamiere e oltre 1.500 misure di profili standard in alluminio per distributori e centri servizio, con consegne regolari in Europa e negli Stati Uniti.':
      'Ленти, ламарини и над 1 500 размера стандартни алуминиеви профили за дистрибутори и сервизни центрове с редовни доставки в Европа и САЩ.',
    'Nastri, lamiere e profili standard, sempre disponibili per i distributori.':
      'Стандартни ленти, ламарини и профили, винаги налични за дистрибуторите.',
    Nautica: 'Корабостроене',
    'Negli imballaggi flessibili il foglio è lo strato barriera accoppiato a carta e film plastici: caffè, cioccolato, farmaci, bevande in cartone e capsule. Ai converter forniamo foglio sottile con bagnabilità e porosità controllate, pronto per laccatura, stampa e accoppiamento.':
      'В гъвкавите опаковки фолиото е бариерният слой, каширан с хартия и пластмасово фолио: кафе, шоколад, лекарства, напитки в кутии и капсули. На преработвателите доставяме тънко фолио с контролирана омокряемост и порьозност, готово за лакиране, печат и каширане.',
    'Nel 2019 il sistema di gestione della salute e sicurezza sul lavoro ha ottenuto la certificazione secondo la norma ISO 45001, che ha preso il posto della precedente BS OHSAS 18001:2007. Audit interni ed esterni ne verificano ogni anno l’applicazione.':
      'През 2019 г. системата за управление на здравето и безопасността при работа беше сертифицирана по ISO 45001, който замени предишния BS OHSAS 18001:2007. Вътрешни и външни одити проверяват прилагането ѝ всяка година.',
    'Nello stabilimento di Shumen il sistema di gestione ambientale è certificato secondo la norma ISO 14001:2015. Ogni anno fissiamo obiettivi misurabili, ne seguiamo l’andamento e li riesaminiamo con la direzione.':
      'В завода в Шумен системата за управление на околната среда е сертифицирана по ISO 14001:2015. Всяка година поставяме измерими цели, следим изпълнението им и ги преглеждаме с ръководството.',
    'Nuove capacità produttive nel 2019': 'Нови производствени мощности през 2019 г.',
    'Offriamo condizioni di lavoro eque e sicure, retribuzioni puntuali e pari opportunità, senza discriminazioni di genere, origine, religione o opinione. Rispettiamo la libertà di associazione e il dialogo con i rappresentanti dei lavoratori.':
      'Предлагаме справедливи и безопасни условия на труд, навременно заплащане и равни възможности без дискриминация по пол, произход, религия или убеждения. Зачитаме свободата на сдружаване и диалога с представителите на работниците.',
    'Ogni anno investiamo in impianti, processi e persone per offrire laminati ed estrusi sempre più affidabili.':
      'Всяка година инвестираме в съоръжения, процеси и хора, за да предлагаме все по-надеждни валцувани и пресовани продукти.',
    'Ogni chilogrammo risparmiato su un mezzo di trasporto è carico utile in più e carburante in meno. Laminati e profili Alumis aiutano cantieri navali, costruttori di rotabili e carrozzerie industriali a ridurre il peso senza rinunciare alla robustezza.':
      'Всеки спестен килограм от превозното средство означава повече полезен товар и по-малко гориво. Валцуваните продукти и профилите на Alumis помагат на корабостроителници, производители на подвижен състав и каросерии да намалят теглото, без да жертват здравината.',
    'Ogni lotto è tracciabile dalla colata al prodotto finito. Per un audit o una visita tecnica siete i benvenuti nello stabilimento di Shumen.':
      'Всяка партида е проследима от леенето до готовия продукт. За одит или техническо посещение сте добре дошли в завода в Шумен.',
    'Ogni nuovo collega riceve una formazione sui rischi del proprio reparto prima di iniziare. Seguono aggiornamenti periodici, esercitazioni di emergenza e corsi specifici per carrellisti, gruisti, addetti alla manutenzione e al primo soccorso.':
      'Всеки нов колега преминава обучение за рисковете в своя цех, преди да започне работа. Следват периодични опреснителни обучения, аварийни учения и специални курсове за водачи на мотокари, кранисти, служители по поддръжката и за първа помощ.',
    'Oltre 1.500 misure di profili standard: angolari, profili a T e a U, tubi tondi, quadri e rettangolari, barre piene e piatti, in leghe della serie 6xxx, grezzi, anodizzati o verniciati.':
      'Над 1 500 размера стандартни профили: ъгли, Т- и U-профили, кръгли, квадратни и правоъгълни тръби, плътни и плоски пръти от сплави серия 6xxx, без покритие, анодирани или боядисани.',
    'Oltre 13 000 m² in più e un nuovo laminatoio a freddo a sei cilindri, largo fino a 2 200 mm, raddoppiano la capacità.':
      'Над 13 000 m² нови площи и нов шествалцов стан за студено валцоване с ширина до 2 200 mm удвояват капацитета.',
    'Omnia è la nostra gamma di fogli per gli impieghi tecnici e speciali, quando lega, stato fisico o spessore escono dallo standard. Con il cliente definiamo la specifica, dalla lega alla larghezza della bobina, e la manteniamo identica lotto dopo lotto.':
      'Omnia е нашата гама фолио за технически и специални приложения, когато сплавта, състоянието или дебелината излизат извън стандарта. Заедно с клиента определяме спецификацията – от сплавта до ширината на бобината – и я поддържаме еднаква партида след партида.',
    'Pagine sulla carriera': 'Страници за кариери',
    'Pagine sulla sostenibilità': 'Страници за устойчивост',
    'Pagine sull’azienda': 'Страници за компанията',
    Panoramica: 'Общ преглед',
    'Per davanzali, coperture e lattonerie forniamo anche lamiere e nastri laminati nelle leghe delle serie 1xxx e 3xxx, lisci o verniciati.':
      'За подпрозоречни первази, покриви и обшивки доставяме и валцувани ламарини и ленти от сплави от серии 1xxx и 3xxx, гладки или боядисани.',
    "Per finestre, porte, verande e giardini d'inverno estrudiamo serie standard e profili a disegno del cliente. Il taglio di precisione, da 20 a 8.000 mm a 90° o da 200 a 2.800 mm a 45° con tolleranza di ±0,5 mm, e le lavorazioni CNC fino a 6.500 mm riducono il lavoro in officina.":
      'За прозорци, врати, веранди и зимни градини пресоваме стандартни серии и профили по чертеж на клиента. Прецизното рязане – от 20 до 8 000 mm под 90° или от 200 до 2 800 mm под 45° с допуск ±0,5 mm – и CNC обработката до 6 500 mm намаляват работата в цеха.',
    "Per le costruzioni il sistema di gestione è certificato secondo ISO 9001:2015 e secondo EN 15088:2005, la norma europea dei prodotti strutturali in alluminio per l'edilizia. Il 95% della produzione è esportato, soprattutto in Europa e negli Stati Uniti.":
      'За строителството системата за управление е сертифицирана по ISO 9001:2015 и по EN 15088:2005 – европейския стандарт за конструктивни алуминиеви продукти за строителството. 95 % от продукцията се изнася, главно в Европа и САЩ.',
    'Per ogni posto di lavoro, macchina e sostanza valutiamo i pericoli prima dell’avvio di un impianto e a ogni modifica dei processi. Dove possiamo eliminiamo il rischio alla fonte; dove non è possibile lo riduciamo con protezioni collettive, procedure e, per ultimi, dispositivi di protezione individuale.':
      'За всяко работно място, машина и вещество оценяваме опасностите преди пускането на съоръжение и при всяка промяна на процесите. Където можем, премахваме риска при източника; където не е възможно, го намаляваме с колективни защити, процедури и накрая с лични предпазни средства.',
    'Persone, comunità, partner': 'Хора, общност, партньори',
    'Planarità, pulizia della superficie e resistenza allo strappo sono controllate lungo tutta la bobina, perché il foglio scorra senza difetti sulle linee di riavvolgimento veloci.':
      'Плоскостта, чистотата на повърхността и якостта на скъсване се контролират по цялата бобина, за да минава фолиото безупречно по бързите пренавиващи линии.',
    'Politica ambientale': 'Екологична политика',
    'Politica di divulgazione': 'Политика за оповестяване',
    'Politica di responsabilità sociale': 'Политика за социална отговорност',
    'Politica per la salute e sicurezza sul lavoro': 'Политика за здраве и безопасност при работа',
    'Politica sul lavoro minorile': 'Политика относно детския труд',
    'Politiche e codici': 'Политики и кодекси',
    'Porte e finestre': 'Врати и прозорци',
    'Posizioni disponibili': 'Свободни позиции',
    'Produciamo ogni anno oltre 7.000 tonnellate di foglio per uso domestico, in leghe delle serie 1xxx e 8xxx: il rotolo che si trova in ogni cucina. Lo forniamo in bobine madri ai trasformatori, che lo riavvolgono in rotoli per la vendita al dettaglio.':
      'Всяка година произвеждаме над 7 000 тона домакинско фолио от сплави от серии 1xxx и 8xxx: ролката, която има във всяка кухня. Доставяме го в основни бобини на преработвателите, които го пренавиват на ролки за търговията на дребно.',
    'Profili estrusi e lamiere in alluminio Alumis per imbarcazioni, rotabili ferroviari, camion e rimorchi: più carico utile, meno peso e meno manutenzione.':
      'Пресовани алуминиеви профили и ламарини Alumis за плавателни съдове, подвижен железопътен състав, камиони и ремаркета: повече полезен товар, по-малко тегло и по-малко поддръжка.',
    'Profili estrusi e lamiere in alluminio per facciate, porte, finestre e sistemi architettonici.':
      'Пресовани алуминиеви профили и ламарини за фасади, врати, прозорци и архитектурни системи.',
    'Profili estrusi in alluminio di diverse sezioni':
      'Пресовани алуминиеви профили с различни сечения',
    'Profili estrusi in alluminio nel reparto di estrusione':
      'Пресовани алуминиеви профили в пресовия цех',
    'Profili estrusi in alluminio pronti per il taglio':
      'Пресовани алуминиеви профили, готови за рязане',
    'Profili estrusi, finiture e laminati Alumis per facciate continue, porte, finestre e coperture: leghe 6xxx, verniciatura e anodizzazione in stabilimento.':
      'Пресовани профили, покрития и валцувани продукти Alumis за окачени фасади, врати, прозорци и покриви: сплави 6xxx, боядисване и анодиране в завода.',
    'Profili per facciate, porte e finestre; lamiere per coperture e rivestimenti.':
      'Профили за фасади, врати и прозорци; ламарини за покриви и облицовки.',
    'Profili standard': 'Стандартни профили',
    'Profili standard in alluminio di varie sezioni':
      'Стандартни алуминиеви профили с различни сечения',
    'Radiatori, intercooler e condensatori uniscono alette in finstock e tubi o piastre ricavati da nastri. Forniamo nastri per scambiatori di calore nelle serie 3xxx e 8xxx, con la formabilità e la resistenza alla corrosione che questi componenti chiedono per tutta la vita del veicolo.':
      'Радиаторите, интеркулерите и кондензаторите съчетават ребра от finstock с тръби или пластини от ленти. Доставяме ленти за топлообменници от серии 3xxx и 8xxx с формуемостта и корозионната устойчивост, които тези компоненти изискват през целия живот на автомобила.',
    Responsabilità: 'Отговорност',
    'Responsabilità sociale': 'Социална отговорност',
    'Ricerca e sviluppo': 'Научноизследователска и развойна дейност',
    'Riproduci il video di sfondo': 'Пусни фоновото видео',
    'Rotoli di foglio sottile di alluminio': 'Ролки тънко алуминиево фолио',
    'Salute e sicurezza': 'Здраве и безопасност',
    'Salute e sicurezza sul lavoro in Alumis: valutazione dei rischi, formazione continua e sistema di gestione certificato ISO 45001 dal 2019.':
      'Здраве и безопасност при работа в Alumis: оценка на риска, непрекъснато обучение и система за управление, сертифицирана по ISO 45001 от 2019 г.',
    'Scambiatori di calore': 'Топлообменници',
    'Scheda prodotto: foglio per uso domestico': 'Продуктов лист: фолио за домакинството',
    'Scheda prodotto: lamiere e nastri standard': 'Продуктов лист: стандартни ламарини и ленти',
    'Scheda prodotto: profili per edilizia e architettura':
      'Продуктов лист: профили за строителството и архитектурата',
    'Scopri il mercato': 'Разгледайте пазара',
    'Sezioni della pagina': 'Раздели на страницата',
    'Soluzioni leggere per la nautica, il trasporto ferroviario, camion e rimorchi.':
      'Леки решения за корабостроенето, железопътния транспорт, камионите и ремаркетата.',
    Sostenibilità: 'Устойчивост',
    "Sponde, montanti, longheroni, pianali e profili per centinati: nei veicoli industriali l'alluminio riduce la tara e aumenta la merce trasportata a ogni viaggio.":
      'Борд, колони, надлъжници, платформи и профили за тентови ремаркета: в товарните автомобили алуминият намалява собственото тегло и увеличава превозвания товар при всеки курс.',
    'Stabilimento di estrusione': 'Пресов завод',
    Storia: 'История',
    'Su di noi': 'За нас',
    'Superficie di un nastro di alluminio spazzolato': 'Повърхност на шлифована алуминиева лента',
    Tirocini: 'Стажове',
    Trasparenza: 'Прозрачност',
    Trasporti: 'Транспорт',
    'Trasporto ferroviario': 'Железопътен транспорт',
    'Un mese in azienda per studenti e neolaureati':
      'Един месец в компанията за студенти и завършили',
    'Un veicolo più leggero consuma ed emette meno e, se elettrico, percorre più chilometri con la stessa batteria. Laminati e profili in alluminio prendono il posto di acciaio e plastica negli schermi termici, negli scambiatori di calore, nelle barre portatutto e nelle finiture.':
      'По-лекото превозно средство харчи и замърсява по-малко, а ако е електрическо, изминава повече километри със същата батерия. Алуминиевите валцувани продукти и профили заместват стоманата и пластмасата в топлинните екрани, топлообменниците, релсите за багажник и декоративните елементи.',
    'Una Carriera in Alumis': 'Кариера в Alumis',
    'Una carriera in Alumis': 'Кариера в Alumis',
    'Una catena di fornitura responsabile': 'Отговорна верига на доставки',
    'Valutazione dei rischi': 'Оценка на риска',
    'Vaschette, teglie e vassoi per alimenti chiedono un foglio più spesso e formabile, che sopporti la formatura senza cricche e passi dal congelatore al forno. Lo produciamo in leghe delle serie 3xxx e 8xxx, anche lubrificato e pronto per le presse.':
      'Тарелките, тавите и подносите за храни изискват по-дебело и формуемо фолио, което се формова без пукнатини и издържа от фризера до фурната. Произвеждаме го от сплави от серии 3xxx и 8xxx, включително омаслено и готово за пресите.',
    'anni di esperienza': 'години опит',
    carosello: 'въртележка',
    'controllare le emissioni in atmosfera, gli scarichi idrici e il rumore verso il territorio;':
      'да контролираме емисиите във въздуха, отпадъчните води и шума към околността;',
    'della produzione esportata': 'от продукцията за износ',
    'di capacità di laminazione l’anno': 'годишен капацитет за валцоване',
    'di fatturato': 'приходи',
    diapositiva: 'слайд',
    'formare il personale e coinvolgere fornitori e appaltatori nelle stesse regole.':
      'да обучаваме персонала и да прилагаме същите правила към доставчиците и подизпълнителите.',
    'ridurre i consumi di energia e di gas naturale per tonnellata prodotta, a ogni rinnovo degli impianti;':
      'да намаляваме потреблението на енергия и природен газ на тон продукция при всяко обновяване на съоръженията;',
    'rifondere in casa gli sfridi di laminazione e di estrusione, chiudendo il ciclo del materiale;':
      'да претопяваме в завода отпадъците от валцоването и пресоването, затваряйки цикъла на материала;',
    'rispettare le leggi bulgare ed europee e le autorizzazioni dello stabilimento;':
      'да спазваме българското и европейското законодателство и разрешителните на завода;',
    'separare i rifiuti e affidarli a operatori autorizzati, preferendo sempre il recupero allo smaltimento;':
      'да разделяме отпадъците и да ги предаваме на лицензирани оператори, като винаги предпочитаме оползотворяването пред обезвреждането;',
    '{{number}} di {{total}}': '{{number}} от {{total}}',
  },
});
