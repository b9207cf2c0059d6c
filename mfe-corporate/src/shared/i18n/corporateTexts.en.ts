import type { TextDictionary } from '@alu/common';

/** The corporate remote's texts in English, keyed by the Italian wording (its own chunk). */
const en: TextDictionary = {
  '(si apre in una nuova scheda)': '(opens in a new tab)',
  '1 mese': '1 month',
  '100 000 tonnellate l’anno di capacità di laminazione':
    '100,000 tonnes a year of rolling capacity',
  '37 anni di investimenti': '37 years of investment',
  ': la terremo presente per le prossime selezioni.':
    ': we will keep it in mind for future selections.',
  "A bordo di imbarcazioni da diporto e da lavoro l'alluminio resiste all'ambiente marino e riduce la manutenzione. Forniamo profili per tughe, passerelle, corrimano, battagliole e arredi di coperta, e lamiere per paratie e rivestimenti interni.":
    'On pleasure and work boats aluminium withstands the marine environment and cuts maintenance. We supply profiles for deckhouses, gangways, handrails, guardrails and deck fittings, and sheets for bulkheads and interior linings.',
  'A chi si rivolge': 'Who it is for',
  'Adattiamo leghe, formati, finiture e tempi di consegna alle esigenze di ciascun cliente, dai piccoli lotti di profili speciali alle grandi forniture di foglio.':
    'We adapt alloys, sizes, finishes and lead times to each customer’s needs, from small batches of special profiles to large foil supplies.',
  'Al momento non ci sono posizioni aperte. Puoi comunque inviarci una candidatura spontanea a':
    'There are no open positions at the moment. You can still send us an unsolicited application at',
  'Alle carrozzerie forniamo profili estrusi in leghe della serie 6xxx e lamiere laminate per pareti e tetti di furgoni e semirimorchi, tagliati a misura.':
    'We supply body builders with 6xxx-series extruded profiles and rolled sheets for the walls and roofs of vans and semi-trailers, cut to size.',
  'Alluminio laminato ed estruso da Shumen': 'Rolled and extruded aluminium from Shumen',
  'Alluminio laminato ed estruso dal cuore della Bulgaria':
    'Rolled and extruded aluminium from the heart of Bulgaria',
  'Altri mercati': 'Other markets',
  'Altri paesi': 'Other countries',
  'Alumis AD, Ufficio Risorse umane': 'Alumis AD, Human Resources',
  'Alumis garantisce pari opportunità a tutte le candidate e a tutti i candidati. Selezioniamo, retribuiamo e promuoviamo le persone soltanto in base alle competenze, all’esperienza e ai risultati, senza alcuna discriminazione per genere, età, origine etnica o nazionale, religione, disabilità, orientamento sessuale, opinioni politiche o appartenenza sindacale.':
    'Alumis guarantees equal opportunities to every candidate. We select, pay and promote people only on the basis of skills, experience and results, without any discrimination by gender, age, ethnic or national origin, religion, disability, sexual orientation, political opinions or union membership.',
  'Alumis in cifre': 'Alumis in figures',
  'Alumis in cifre: fondata nel 1981, 370 000 m² di superficie, 1315 dipendenti, oltre 168 mln EUR di fatturato nel 2024 e le vendite per paese e per prodotto.':
    'Alumis in figures: founded in 1981, 370,000 m² of site area, 1,315 employees, revenue of over €168m in 2024, and sales by country and by product.',
  'Alumis produce a Shumen, in Bulgaria, fogli, nastri, lamiere e profili estrusi in alluminio per edilizia, automotive, trasporti e imballaggio: 100 000 t l’anno, 95 % di export.':
    'Alumis makes aluminium foils, strips, sheets and extruded profiles in Shumen, Bulgaria, for building, automotive, transport and packaging: 100,000 tonnes a year, 95% exported.',
  'Alumis produce a Shumen, in Bulgaria, laminati e profili estrusi in alluminio: oltre 35 anni di esperienza e il 95 % della produzione esportato in Europa e negli Stati Uniti.':
    'Alumis makes rolled aluminium products and extruded profiles in Shumen, Bulgaria: more than 35 years of experience and 95% of output exported to Europe and the United States.',
  'Alumis è un produttore bulgaro di semilavorati in alluminio. Nello stabilimento di Shumen, nel nord-est della Bulgaria, nascono fogli sottili e semisottili, lamiere, nastri e profili estrusi destinati all’edilizia, all’industria automobilistica, ai trasporti, all’imballaggio e alla distribuzione.':
    'Alumis is a Bulgarian maker of semi-finished aluminium products. The Shumen plant, in north-eastern Bulgaria, produces thin and semi-thin foils, sheets, strips and extruded profiles for building, the car industry, transport, packaging and distribution.',
  'Alumis è uno dei principali datori di lavoro di Shumen, con oltre 1.300 dipendenti. Ne siamo consapevoli: il nostro successo dipende dalle persone che lavorano con noi e dalla comunità in cui viviamo.':
    'Alumis is one of Shumen’s main employers, with more than 1,300 employees. We know that our success depends on the people who work with us and on the community we live in.',
  'Alumis – laminati e profili estrusi in alluminio':
    'Alumis – rolled aluminium products and extruded profiles',
  Ambiente: 'Environment',
  'Ammodernamento del laminatoio a freddo e nuove linee di separazione per il foglio sottile per uso domestico.':
    'Upgrade of the cold rolling mill and new separating lines for thin household foil.',
  'Anno di fondazione': 'Year founded',
  Anodizzazione: 'Anodising',
  'Approvato il progetto di ampliamento: 13 000 m² in più e un laminatoio a freddo a sei cilindri largo fino a 2200 mm.':
    'The expansion project is approved: 13,000 m² more and a six-high cold rolling mill up to 2,200 mm wide.',
  'Arriva la pressa da 25 MN, per profili fino a 310 mm di diametro circoscritto e pareti da 0,8 mm.':
    'The 25 MN press arrives, for profiles up to 310 mm circumscribed diameter and 0.8 mm walls.',
  Austria: 'Austria',
  Automotive: 'Automotive',
  'Avanzamento della diapositiva': 'Slide progress',
  'Avere colata, laminazione, estrusione e finitura nello stesso sito permette di controllare la qualità lungo tutto il processo e di rispondere con rapidità alle richieste dei clienti.':
    'Having casting, rolling, extrusion and finishing on one site lets us control quality throughout the process and respond quickly to customers.',
  'Avvia la presentazione': 'Play the slideshow',
  'Barre lunghe significano meno giunzioni e montaggi più rapidi; le tolleranze sono controllate lungo tutta la lunghezza del profilo.':
    'Long bars mean fewer joints and faster assembly; tolerances are checked along the whole length of the profile.',
  'Barre portatutto': 'Roof rails',
  Belgio: 'Belgium',
  'Bobine di alluminio laminato pronte per la spedizione':
    'Rolled aluminium coils ready for shipment',
  'Bobine di laminato pronte per la spedizione nello stabilimento di Shumen.':
    'Rolled coils ready for shipment at the Shumen plant.',
  'Bobine di nastro di alluminio in magazzino': 'Aluminium strip coils in the warehouse',
  'Bobine di nastro sottile di alluminio': 'Coils of thin aluminium strip',
  'Bronzo chiaro': 'Light bronze',
  'Bronzo scuro': 'Dark bronze',
  Bulgaria: 'Bulgaria',
  'CV e lettera in inglese': 'CV and letter in English',
  'Camion e rimorchi': 'Trucks and trailers',
  'Candidati per e-mail': 'Apply by e-mail',
  Candidatura: 'Application',
  Capacità: 'Capacity',
  'Capacità di colata': 'Casting capacity',
  'Capacità di laminazione': 'Rolling capacity',
  'Capacità dopo l’ampliamento': 'Capacity after the expansion',
  'Caricamento delle posizioni disponibili…': 'Loading the open positions…',
  Carriera: 'Careers',
  'Cerchiamo ingegneri, tecnici, operatori di produzione e specialisti di amministrazione, logistica e informatica. Consulta le offerte attive oppure, se studi ancora o ti sei appena laureato, scopri il nostro programma di tirocini.':
    'We are looking for engineers, technicians, production operators and specialists in administration, logistics and IT. See the current vacancies or, if you are still studying or have just graduated, discover our internship programme.',
  'Cerchiamo persone motivate per i nostri reparti di produzione, i laboratori e gli uffici di Shumen. Qui trovi le offerte attive in questo momento, con le responsabilità e i requisiti di ogni posizione.':
    'We are looking for motivated people for our production departments, laboratories and offices in Shumen. Here are the current vacancies, with the responsibilities and requirements of each position.',
  'Certificazione ISO 45001': 'ISO 45001 certification',
  Certificazioni: 'Certifications',
  'Certificazioni BS OHSAS 18001 per la salute e la sicurezza sul lavoro ed EN 15088 per i profili strutturali.':
    'BS OHSAS 18001 certification for occupational health and safety and EN 15088 for structural profiles.',
  Champagne: 'Champagne',
  'Che cosa offriamo': 'What we offer',
  'Chi lavora in stabilimento ha il diritto e il dovere di fermare un’attività che ritiene pericolosa.':
    'Everyone who works in the plant has the right and the duty to stop any activity they consider dangerous.',
  'Chi siamo': 'About us',
  'Chiediamo ai nostri fornitori gli stessi principi che applichiamo a noi stessi: rispetto dei diritti umani, divieto assoluto del lavoro minorile e forzato, sicurezza, tutela dell’ambiente e integrità negli affari. Le nostre politiche e il codice di condotta dei fornitori sono pubblici.':
    'We ask our suppliers to follow the principles we apply to ourselves: respect for human rights, an absolute ban on child and forced labour, safety, care for the environment and business integrity. Our policies and the supplier code of conduct are public.',
  'Cifre chiave': 'Key figures',
  'Cinque presse da 600 a 2500 t per circa 36 000 t/anno di profili in alluminio, fonderia di billette, verniciatura a polvere, anodizzazione, taglio e lavorazioni CNC.':
    'Five presses of 600–2,500 tonnes for about 36,000 tonnes a year of aluminium profiles, a billet casthouse, powder coating, anodising, cutting and CNC machining.',
  'Circa il 95 % della produzione è esportato. I grafici mostrano la ripartizione delle vendite per paese nel 2024 e per tipo di prodotto nel 2020, in percentuale.':
    'About 95% of output is exported. The charts show sales by country in 2024 and by product type in 2020, in percent.',
  Codice: 'Code',
  'Coil di nastro colato in attesa della laminazione a freddo.':
    'Cast strip coils waiting for cold rolling.',
  'Colata continua': 'Continuous casting',
  'Collaboriamo con scuole e università della regione, con tirocini e visite allo stabilimento, per formare i tecnici di domani. Sosteniamo iniziative culturali, sportive e sociali della città di Shumen.':
    'We work with schools and universities in the region, through internships and plant visits, to train tomorrow’s technicians. We support cultural, sporting and social initiatives in the town of Shumen.',
  Colore: 'Colour',
  'Colori di anodizzazione': 'Anodising colours',
  'Come candidarsi': 'How to apply',
  'Come raggiungere lo stabilimento': 'How to reach the plant',
  Completamento: 'Completion',
  'Comunichiamo in modo chiaro dati tecnici, prezzi e risultati, verso i clienti come verso gli investitori e i dipendenti, perché la fiducia nasce dalle informazioni condivise.':
    'We communicate technical data, prices and results clearly, to customers as to investors and employees, because trust grows from shared information.',
  'Con oltre 35 anni di esperienza nella lavorazione dell’alluminio, Alumis esporta circa il 95 % della sua produzione, soprattutto nei paesi dell’Unione europea e negli Stati Uniti. Il fatturato ha superato i 168 milioni di euro e l’azienda è tra le prime 100 imprese della Bulgaria.':
    'With more than 35 years of experience in aluminium processing, Alumis exports about 95% of its output, mostly to European Union countries and the United States. Revenue has passed €168m and the company is among Bulgaria’s top 100 businesses.',
  'Con un nuovo capannone di 13 000 m² e un laminatoio a freddo a sei cilindri (6-high) per nastri larghi fino a 2200 mm, la capacità di laminazione raddoppia entro il 2019, fino a 100 000 tonnellate l’anno. I nastri più larghi aprono nuovi mercati nell’edilizia, nei trasporti e negli scambiatori di calore.':
    'With a new 13,000 m² hall and a six-high cold rolling mill for strips up to 2,200 mm wide, rolling capacity doubles by 2019 to 100,000 tonnes a year. Wider strips open new markets in building, transport and heat exchangers.',
  'Condizioni d’uso': 'Terms of use',
  "Cornici dei finestrini, listelli e modanature danno carattere alla carrozzeria e all'abitacolo. Per queste parti in vista scegliamo leghe e superfici adatte all'anodizzazione brillante o satinata, dal naturale C0 al nero C35.":
    'Window frames, strips and trims give character to the body and the cabin. For these visible parts we choose alloys and surfaces suited to bright or satin anodising, from natural C0 to black C35.',
  'Crescere insieme, con pari opportunità per tutti':
    'Growing together, with equal opportunities for all',
  'Da oltre 35 anni Alumis trasforma l’alluminio a Shumen, in Bulgaria: fogli, nastri e lamiere laminati e profili estrusi per l’edilizia, l’automotive, i trasporti e l’imballaggio.':
    'For more than 35 years Alumis has been processing aluminium in Shumen, Bulgaria: rolled foils, strips and sheets and extruded profiles for building, automotive, transport and packaging.',
  'Dal 1968 a oggi': 'From 1968 to today',
  'Dal 1981 lo stabilimento di Shumen è cresciuto fino a diventare uno dei principali produttori di semilavorati in alluminio dell’Europa sud-orientale. Questi sono i numeri che lo descrivono oggi.':
    'Since 1981 the Shumen plant has grown into one of the leading makers of semi-finished aluminium products in south-eastern Europe. These are the figures that describe it today.',
  'Dalla colata al nastro': 'From casting to strip',
  'Dalla fonderia alla finitura dei profili, ogni reparto conosce i propri aspetti ambientali e lavora per ridurli:':
    'From the casthouse to profile finishing, every department knows its environmental aspects and works to reduce them:',
  'Dallo stabilimento di Shumen, in Bulgaria, escono ogni anno circa 36.000 tonnellate di profili estrusi, prodotti su cinque presse da 600 a 2.500 tonnellate a partire da billette in lega della serie 6xxx colate in casa. Il catalogo supera le 7.500 sezioni, con lunghezze di estrusione fino a 11.500 mm.':
    'Every year about 36,000 tonnes of extruded profiles leave the Shumen plant in Bulgaria, made on five presses from 600 to 2,500 tonnes from 6xxx-series billets cast in-house. The catalogue has more than 7,500 sections, with extrusion lengths up to 11,500 mm.',
  'Dall’inaugurazione dello stabilimento nel 1981 cresciamo con nuove linee, nuove presse e nuove tecnologie.':
    'Since the plant opened in 1981 we have grown with new lines, new presses and new technologies.',
  'Dati personali': 'Personal data',
  Dettagli: 'Details',
  'Diametri delle billette': 'Billet diameters',
  'Diametro circoscritto max, profili cavi': 'Max. circumscribed diameter, hollow profiles',
  'Diametro circoscritto max, profili pieni': 'Max. circumscribed diameter, solid profiles',
  'Diametro della billetta': 'Billet diameter',
  Diapositive: 'Slides',
  'Dimensione della pressa': 'Press size',
  'Dimensione delle presse': 'Press sizes',
  'Dimensioni di profili standard': 'Standard profile sizes',
  Dipendenti: 'Employees',
  'Distributori e centri servizio hanno bisogno di un assortimento ampio, sempre disponibile e costante nel tempo. Alumis fornisce nastri, lamiere e profili standard in quantità programmate, con consegne regolari in Europa e negli Stati Uniti.':
    'Distributors and service centres need a wide range that is always available and consistent over time. Alumis supplies standard strips, sheets and profiles in scheduled quantities, with regular deliveries in Europe and the United States.',
  Distribuzione: 'Distribution',
  Documenti: 'Documents',
  'Dove e che cosa vendiamo': 'Where and what we sell',
  'Due stabilimenti, un solo sito': 'Two plants, one site',
  Durata: 'Duration',
  'Edifici con facciate in vetro e alluminio': 'Buildings with glass and aluminium façades',
  'Edilizia e architettura': 'Building and architecture',
  'Edilizia e costruzioni': 'Building and construction',
  'Entra in funzione il laminatoio, con le prime linee di colata continua e di laminazione a freddo.':
    'The rolling mill starts up, with the first continuous casting and cold rolling lines.',
  'Entra in servizio l’impianto di verniciatura a polvere dei profili.':
    'The profile powder-coating line goes into service.',
  'Estrusione in sintesi': 'Extrusion at a glance',
  Facciate: 'Façades',
  'Facciate continue, sistemi a montanti e traversi, frangisole e rivestimenti ventilati chiedono tolleranze strette e superfici impeccabili su grandi lunghezze. La pressa da 25 MN estrude sezioni fino a 310 mm di diametro circoscritto e pareti fino a 0,8 mm: strutture leggere, ma rigide.':
    'Curtain walls, stick systems, sun shades and ventilated claddings need tight tolerances and flawless surfaces over great lengths. The 25 MN press extrudes sections up to 310 mm circumscribed diameter with walls down to 0.8 mm: light but stiff structures.',
  'Fatturato 2024': 'Revenue 2024',
  'Finiture e lavorazioni': 'Finishes and machining',
  Finstock: 'Finstock',
  Flessibilità: 'Flexibility',
  'Fogli Omnia': 'Omnia foils',
  'Fogli, nastri e lamiere prodotti a Shumen ed esportati per il 95 % in Europa e negli Stati Uniti.':
    'Foils, strips and sheets made in Shumen, 95% of them exported to Europe and the United States.',
  'Foglio di alluminio Alumis per uso domestico, per contenitori alimentari, per imballaggi flessibili e la gamma Omnia: barriera totale e riciclabile.':
    'Alumis aluminium foil for household use, food containers, flexible packaging and the Omnia range: a total barrier, and recyclable.',
  'Foglio di alluminio in bobina': 'Aluminium foil on a coil',
  'Foglio lubrificato': 'Lubricated foil',
  'Foglio per contenitori': 'Container foil',
  'Foglio per converter': 'Converter foil',
  'Foglio per imballaggi flessibili': 'Foil for flexible packaging',
  'Foglio per uso domestico': 'Household foil',
  'Foglio per uso domestico, per contenitori e per imballaggi flessibili.':
    'Household foil, container foil and foil for flexible packaging.',
  'Foglio tecnico': 'Technical foil',
  'Fonderia di billette': 'Billet casthouse',
  'Fonderie, laminatoi e presse di estrusione lavorano con metallo fuso, carichi pesanti e macchine potenti. Nessun obiettivo di produzione vale un rischio per la salute di chi lavora: è il principio che guida ogni decisione nello stabilimento di Shumen.':
    'Casthouses, rolling mills and extrusion presses work with molten metal, heavy loads and powerful machines. No production target is worth a risk to people’s health: this principle guides every decision at the Shumen plant.',
  Formazione: 'Training',
  'Forme di profilo': 'Profile shapes',
  'Forniamo bobine, nastri tagliati e lamiere in formato, con imballi adatti allo stoccaggio e alla movimentazione con carrello.':
    'We supply coils, slit strips and cut-to-size sheets, packed for storage and forklift handling.',
  Francia: 'France',
  Germania: 'Germany',
  'Gli schermi termici proteggono scocca, cablaggi e componenti vicini al motore e allo scarico dal calore irradiato. I nostri clienti li stampano da nastri delle serie 1xxx e 3xxx, lisci o da goffrare, con spessori e stati fisici studiati per la formatura profonda.':
    'Heat shields protect the body, wiring and parts near the engine and exhaust from radiant heat. Our customers press them from 1xxx and 3xxx series strips, plain or for embossing, with thicknesses and tempers designed for deep forming.',
  'Gli sfridi di produzione tornano in fonderia e diventano nuovo metallo.':
    'Production scrap goes back to the casthouse and becomes new metal.',
  'Guarda il video': 'Watch the video',
  'I grandi investimenti degli ultimi anni, dal nuovo laminatoio a freddo alla pressa di estrusione da 25 MN, hanno creato ruoli nuovi in produzione, manutenzione, qualità e tecnologie digitali: molti di questi ruoli sono stati affidati a colleghi cresciuti in azienda.':
    'The large investments of recent years, from the new cold rolling mill to the 25 MN extrusion press, have created new roles in production, maintenance, quality and digital technology: many of them went to colleagues who grew within the company.',
  'I laminatoi a freddo riducono il nastro fino agli spessori richiesti per lamiere, nastri e fogli. Forni di ricottura, spianatrici e linee di taglio completano il ciclo e preparano ogni coil secondo le specifiche del cliente.':
    'The cold rolling mills reduce the strip to the thicknesses needed for sheets, strips and foils. Annealing furnaces, levellers and cutting lines complete the cycle and prepare each coil to the customer’s specification.',
  'I nostri impegni': 'Our commitments',
  'I nostri valori': 'Our values',
  'I numeri chiave': 'Key figures',
  'I profili possono lasciare lo stabilimento già finiti: verniciati a polvere in un’ampia gamma di colori RAL, anodizzati, tagliati con precisione e lavorati a controllo numerico, pronti per il montaggio.':
    'Profiles can leave the plant finished: powder-coated in a wide range of RAL colours, anodised, precision-cut and CNC-machined, ready to fit.',
  'I profili standard valgono più di un quarto delle nostre vendite: una produzione continua che garantisce ai distributori disponibilità e qualità costanti.':
    'Standard profiles make up more than a quarter of our sales: continuous production that gives distributors steady availability and quality.',
  'I risultati si misurano in meno scarti, consumi energetici più bassi e una qualità più costante. Il nuovo laminatoio a freddo a sei cilindri, largo fino a 2200 mm, e la pressa da 25 MN per profili fino a 310 mm di diametro circoscritto e pareti di 0,8 mm ampliano la gamma di prodotti che possiamo sviluppare.':
    'The results show in less scrap, lower energy use and steadier quality. The new six-high cold rolling mill, up to 2,200 mm wide, and the 25 MN press for profiles up to 310 mm circumscribed diameter and 0.8 mm walls widen the range of products we can develop.',
  'I settori che serviamo': 'The sectors we serve',
  'I sistemi di gestione dello stabilimento sono certificati da enti indipendenti secondo le norme internazionali:':
    'The plant’s management systems are certified by independent bodies to international standards:',
  'Il 13 settembre 1999 un investitore privato acquisisce la quota di maggioranza della società.':
    'On 13 September 1999 a private investor acquires the majority stake in the company.',
  'Il 24 giugno 2000 la società prende il nome di Alumis.':
    'On 24 June 2000 the company takes the name Alumis.',
  'Il 28 novembre 1981 lo stabilimento viene inaugurato ufficialmente.':
    'On 28 November 1981 the plant is officially opened.',
  'Il 95 % della produzione va all’estero, soprattutto in Europa e negli Stati Uniti, a clienti che ci scelgono per la qualità certificata, la flessibilità e la puntualità delle consegne.':
    '95% of our output goes abroad, mostly to Europe and the United States, to customers who choose us for certified quality, flexibility and on-time delivery.',
  'Il finstock è il nastro sottile da cui si stampano le alette di radiatori, condensatori e climatizzatori. Deve avere proprietà meccaniche uniformi lungo tutta la bobina, per formare alette fitte senza strappi: lo laminiamo in leghe delle serie 8xxx e 3xxx.':
    'Finstock is the thin strip from which the fins of radiators, condensers and air conditioners are pressed. Its mechanical properties must be even along the whole coil to form dense fins without tearing: we roll it in 8xxx and 3xxx series alloys.',
  'Il foglio sottile di alluminio è una barriera totale contro luce, ossigeno, umidità e odori, si piega senza rompersi ed è riciclabile senza fine. È il primo prodotto di Alumis: il solo foglio per uso domestico vale oltre un quarto delle vendite.':
    'Thin aluminium foil is a total barrier to light, oxygen, moisture and odours; it folds without breaking and can be recycled endlessly. It is Alumis’s leading product: household foil alone is more than a quarter of sales.',
  'Il laboratorio dello stabilimento controlla il metallo in ogni fase: dalla composizione chimica della colata alle proprietà meccaniche dei laminati, fino alle dimensioni e alle finiture dei profili estrusi.':
    'The plant laboratory checks the metal at every stage: from the chemistry of the cast to the mechanical properties of rolled products, to the dimensions and finishes of extruded profiles.',
  'Il laboratorio qualità': 'The quality laboratory',
  'Il laminatoio': 'The rolling mill',
  'Il laminatoio Alumis di Shumen: 6 linee di colata continua da 65 000 t/anno, 50 000 t/anno di laminazione, foglio sottile e nastri larghi fino a 1570 mm.':
    'The Alumis rolling mill in Shumen: 6 continuous casting lines with 65,000 tonnes a year, 50,000 tonnes a year of rolling, thin foil and strips up to 1,570 mm wide.',
  'Il laminatoio di Shumen parte dall’alluminio fuso. Sei linee di colata continua solidificano il metallo direttamente in un nastro di 5–10 mm di spessore, largo fino a 1570 mm, avvolto in coil pronti per la laminazione a freddo. Si evita così la laminazione a caldo di grandi lastre, con un risparmio di energia e di tempo.':
    'The Shumen rolling mill starts from molten aluminium. Six continuous casting lines solidify the metal straight into a 5–10 mm strip up to 1,570 mm wide, wound into coils ready for cold rolling. This avoids hot rolling large slabs, saving energy and time.',
  'Il laminatoio parte dal metallo fuso: sei linee di colata continua producono il nastro che viene poi laminato a freddo fino ai fogli più sottili per uso domestico e tecnico. Lo stabilimento di estrusione, con cinque presse e una propria fonderia di billette, realizza profili standard e su disegno, verniciati, anodizzati e lavorati a misura.':
    'The rolling mill starts from molten metal: six continuous casting lines make the strip, which is then cold-rolled down to the thinnest household and technical foils. The extrusion plant, with five presses and its own billet casthouse, makes standard and custom profiles, painted, anodised and machined to size.',
  'Il nostro impegno sul territorio': 'Our commitment to the area',
  'Il programma di formazione aziendale dura un mese. Ogni tirocinante è seguito da un tutor, affianca i nostri specialisti in reparto e negli uffici tecnici e lavora su casi reali, dalla colata alla finitura, dal controllo qualità alla pianificazione.':
    'The company training programme lasts one month. Each intern has a mentor, works alongside our specialists in the departments and technical offices and deals with real cases, from casting to finishing, from quality control to planning.',
  'Il programma di tirocinio di un mese di Alumis per studenti universitari, laureandi magistrali e neolaureati: settori, vantaggi e come candidarsi.':
    'The Alumis one-month internship programme for university students, master’s students and recent graduates: departments, benefits and how to apply.',
  'Il sistema di gestione della qualità ottiene la certificazione ISO 9001.':
    'The quality management system is certified to ISO 9001.',
  Imballaggio: 'Packaging',
  'Impianto di estrusione': 'Extrusion plant',
  'In 37 anni di investimenti continui Alumis ha rinnovato impianti e processi. L’ampliamento di 13 000 m² previsto entro il 2019, con un nuovo laminatoio a freddo a sei cilindri largo fino a 2200 mm, porta la capacità di laminazione a 100 000 tonnellate l’anno, il doppio di quella attuale.':
    'In 37 years of continuous investment Alumis has renewed its plant and processes. The 13,000 m² expansion planned by 2019, with a new six-high cold rolling mill up to 2,200 mm wide, brings rolling capacity to 100,000 tonnes a year, double today’s.',
  'In Alumis la ricerca nasce dalle richieste dei clienti: una lega più formabile per un profilo di facciata, un foglio più sottile e resistente per l’imballaggio, un nastro con tolleranze più strette per gli scambiatori di calore. Tecnici di produzione, qualità e vendite lavorano insieme su ogni nuovo prodotto, dalla prima prova alla fornitura di serie.':
    'At Alumis research starts from customers’ requests: a more formable alloy for a façade profile, a thinner and stronger foil for packaging, a strip with tighter tolerances for heat exchangers. Production, quality and sales engineers work together on every new product, from the first trial to series supply.',
  'In primo piano': 'Highlights',
  'In treni regionali, tram e metropolitane i profili estrusi formano pavimenti, pannelli laterali, canaline e strutture degli arredi interni. La pressa da 25 MN estrude sezioni fino a 310 mm di diametro circoscritto, in barre lunghe fino a 11.500 mm.':
    'In regional trains, trams and metros, extruded profiles form floors, side panels, cable ducts and interior fitting frames. The 25 MN press extrudes sections up to 310 mm circumscribed diameter, in bars up to 11,500 mm long.',
  'Informazioni aggiuntive': 'Additional information',
  'Infortuni e mancati infortuni vengono registrati e analizzati insieme ai lavoratori, per capirne le cause e impedire che si ripetano.':
    'Accidents and near misses are recorded and analysed together with the workers, to understand their causes and keep them from happening again.',
  'Iniziano a Shumen i lavori di costruzione dello stabilimento per la lavorazione dell’alluminio.':
    'Construction of the aluminium processing plant begins in Shumen.',
  'Iniziano i lavori di ampliamento, che entro il 2019 raddoppiano la capacità di laminazione a 100 000 t l’anno.':
    'Expansion work begins, doubling rolling capacity to 100,000 tonnes a year by 2019.',
  'Investire per crescere': 'Investing to grow',
  'Invia il tuo curriculum vitae e una lettera di presentazione in inglese, indicando il settore che ti interessa e il mese in cui sei disponibile.':
    'Send your CV and a cover letter in English, naming the department you are interested in and the month you are available.',
  Italia: 'Italy',
  "L'industria automobilistica usa l'alluminio per alleggerire i veicoli, governare il calore e disegnare finiture di pregio. Alumis fornisce ai costruttori e ai loro fornitori nastri laminati e profili estrusi con le tolleranze e la tracciabilità che il settore richiede.":
    'The car industry uses aluminium to make vehicles lighter, manage heat and design fine trims. Alumis supplies carmakers and their suppliers with rolled strips and extruded profiles with the tolerances and traceability the sector demands.',
  "L'ossidazione anodica da 10 a 25 micron protegge le superfici esposte alla salsedine; taglio e lavorazioni CNC consegnano al cantiere componenti pronti per il montaggio.":
    'Anodising from 10 to 25 microns protects surfaces exposed to salt; cutting and CNC machining deliver parts to the yard ready to fit.',
  'La filosofia delle risorse umane di Alumis a Shumen: formazione continua, sicurezza, retribuzione equa e pari opportunità per candidate e candidati.':
    'Alumis’s human-resources philosophy in Shumen: continuous training, safety, fair pay and equal opportunities for every candidate.',
  'La finitura si fa in stabilimento: verniciatura a polvere da 60 a 200 micron e ossidazione anodica da 10 a 25 micron, su barre lunghe fino a 6.500 mm, nelle tinte dal naturale C0 al nero C35. Il facciatista riceve profili pronti per il montaggio.':
    'Finishing is done in the plant: powder coating from 60 to 200 microns and anodising from 10 to 25 microns, on bars up to 6,500 mm long, in shades from natural C0 to black C35. The façade maker receives profiles ready to fit.',
  'La fonderia di billette': 'The billet casthouse',
  'La missione di Alumis e i quattro valori che guidano il suo lavoro ogni giorno: lealtà, responsabilità, flessibilità e trasparenza.':
    'Alumis’s mission and the four values that guide its work every day: loyalty, responsibility, flexibility and transparency.',
  'La nostra filosofia delle risorse umane': 'Our human-resources philosophy',
  'La nostra missione': 'Our mission',
  'La nostra politica ambientale': 'Our environmental policy',
  'La nostra storia': 'Our history',
  'La politica ambientale di Alumis: sistema di gestione certificato ISO 14001:2015, riciclo dell’alluminio, efficienza energetica e tutela del territorio di Shumen.':
    'Alumis’s environmental policy: a management system certified to ISO 14001:2015, aluminium recycling, energy efficiency and care for the Shumen area.',
  'La politica ambientale è a disposizione di dipendenti, clienti, autorità e cittadini. Segnalazioni e domande sui temi ambientali sono benvenute: ci aiutano a migliorare.':
    'The environmental policy is available to employees, customers, authorities and citizens. Reports and questions on environmental matters are welcome: they help us improve.',
  'La pressa da 25 MN estrude profili fino a 310 mm di diametro circoscritto e con pareti di appena 0,8 mm: sezioni ampie e leggere per facciate, serramenti, veicoli e applicazioni industriali.':
    'The 25 MN press extrudes profiles up to 310 mm circumscribed diameter with walls of only 0.8 mm: wide, light sections for façades, windows, vehicles and industrial uses.',
  'La responsabilità sociale di Alumis verso dipendenti, comunità di Shumen e fornitori: politiche, divieto del lavoro minorile e codice di condotta dei fornitori.':
    'Alumis’s social responsibility towards employees, the Shumen community and suppliers: policies, the ban on child labour and the supplier code of conduct.',
  'La sicurezza prima di tutto': 'Safety first',
  'La storia continua': 'The story goes on',
  'Laboratorio qualità, miglioramento continuo dei processi e certificazioni ISO 9001, ISO 14001, BS OHSAS 18001 ed EN 15088: la ricerca e lo sviluppo di Alumis.':
    'Quality laboratory, continuous process improvement and ISO 9001, ISO 14001, BS OHSAS 18001 and EN 15088 certifications: research and development at Alumis.',
  'Lamiera di alluminio spazzolata': 'Brushed aluminium sheet',
  Lamiere: 'Sheets',
  'Laminati e profili estrusi in alluminio': 'Rolled aluminium products and extruded profiles',
  'Laminati ed estrusi Alumis lavorano ogni giorno in cantieri, veicoli, imballaggi e magazzini di tutta Europa e degli Stati Uniti.':
    'Alumis rolled and extruded products are at work every day on building sites, in vehicles, packaging and warehouses across Europe and the United States.',
  Laminatoio: 'Rolling mill',
  Laminazione: 'Rolling',
  'Laminazione a freddo e foglio sottile': 'Cold rolling and thin foil',
  'Larghezza massima del nastro': 'Maximum strip width',
  'Lavora con noi': 'Work with us',
  'Lavorare in Alumis': 'Working at Alumis',
  'Lavorazioni CNC': 'CNC machining',
  "Le barre portatutto longitudinali sono profili estrusi di forma complessa che devono essere leggeri, rigidi e perfetti alla vista. Le estrudiamo in leghe della serie 6xxx, pronte per la curvatura, la lavorazione CNC e l'anodizzazione.":
    'Longitudinal roof rails are complex extruded profiles that must be light, stiff and flawless to the eye. We extrude them in 6xxx-series alloys, ready for bending, CNC machining and anodising.',
  'Le linee lavorano leghe delle serie 1xxx, 3xxx e 8xxx, adatte sia ai fogli per l’imballaggio sia ai nastri e alle lamiere per l’edilizia e l’industria.':
    'The lines work 1xxx, 3xxx and 8xxx series alloys, suited both to packaging foils and to strips and sheets for building and industry.',
  'Le offerte di lavoro aperte negli stabilimenti di Shumen': 'Open positions at the Shumen plants',
  'Le persone sono la risorsa più preziosa di Alumis. Da oltre 35 anni trasformiamo l’alluminio, a Shumen, in fogli, nastri, lamiere e profili estrusi che raggiungono clienti in tutta Europa e negli Stati Uniti: un risultato che nasce dalla competenza e dall’impegno di chi lavora ogni giorno nei nostri reparti, nei laboratori e negli uffici.':
    'People are Alumis’s most valuable resource. For more than 35 years we have turned aluminium, in Shumen, into foils, strips, sheets and extruded profiles that reach customers across Europe and the United States: a result of the skill and commitment of everyone who works every day in our departments, laboratories and offices.',
  'Le posizioni aperte in Alumis, produttore di laminati ed estrusi in alluminio a Shumen, in Bulgaria: offerte attive, requisiti e come candidarsi.':
    'Open positions at Alumis, maker of rolled and extruded aluminium in Shumen, Bulgaria: current vacancies, requirements and how to apply.',
  'Le presse': 'The presses',
  'Le presse di estrusione': 'The extrusion presses',
  'Le presse sono alimentate dalla fonderia interna, che cola billette in leghe della serie 6xxx nei quattro diametri usati dalle presse. Avere la propria fonderia significa controllare la composizione della lega fin dall’inizio e riutilizzare gli sfridi di produzione.':
    'The presses are fed by the in-house casthouse, which casts 6xxx-series billets in the four diameters the presses use. Having our own casthouse means controlling the alloy from the start and reusing production scrap.',
  'Le tappe della storia di Alumis, dalla costruzione dello stabilimento di Shumen nel 1968 ai progetti di ampliamento di oggi.':
    'The milestones of Alumis’s history, from the building of the Shumen plant in 1968 to today’s expansion projects.',
  Lealtà: 'Loyalty',
  "Leggero, resistente alla corrosione e libero nella forma, l'alluminio è il materiale dell'involucro edilizio contemporaneo. Progettisti, sistemisti e serramentisti trovano in Alumis profili estrusi e laminati pronti per il cantiere.":
    'Light, corrosion-resistant and free in form, aluminium is the material of the modern building envelope. Designers, system houses and window makers find at Alumis extruded profiles and rolled products ready for the site.',
  Leghe: 'Alloys',
  'Linee di colata continua': 'Continuous casting lines',
  'Lo stabilimento di estrusione produce circa 36 000 tonnellate l’anno di profili in alluminio con cinque presse da 600 a 2500 tonnellate. Il catalogo comprende oltre 7500 forme di profilo realizzate su disegno dei clienti e più di 1500 dimensioni di profili standard, pronti per la distribuzione.':
    'The extrusion plant makes about 36,000 tonnes a year of aluminium profiles on five presses from 600 to 2,500 tonnes. The catalogue includes more than 7,500 profile shapes made to customers’ drawings and over 1,500 standard profile sizes, ready for distribution.',
  'Lunghezza alla pressa': 'Length at the press',
  'Lunghezza dei profili': 'Profile length',
  'Lunghezza massima dei profili': 'Maximum profile length',
  'L’alluminio si ricicla infinite volte senza perdere le sue qualità, e rifonderlo richiede solo una piccola parte dell’energia necessaria a produrlo dal minerale. Per questo crediamo che un buon prodotto in alluminio sia anche un buon investimento per l’ambiente, a condizione che chi lo produce lavori con la stessa cura.':
    'Aluminium can be recycled endlessly without losing its qualities, and remelting it takes only a small part of the energy needed to make it from ore. That is why we believe a good aluminium product is also a good investment for the environment, provided its maker works with the same care.',
  'L’ampliamento': 'The expansion',
  'L’azienda': 'The company',
  'Manteniamo la parola data a clienti, fornitori e colleghi. Molti rapporti commerciali durano da decenni e li coltiviamo con correttezza, anche nei momenti difficili.':
    'We keep our word to customers, suppliers and colleagues. Many business relationships have lasted for decades and we nurture them fairly, in difficult times too.',
  'Mappa del sito': 'Sitemap',
  Mercati: 'Markets',
  'Metti in pausa il video di sfondo': 'Pause the background video',
  'Metti in pausa la presentazione': 'Pause the slideshow',
  'Miglioramento continuo': 'Continuous improvement',
  'Miglioramento continuo dei processi': 'Continuous process improvement',
  'Missione e valori': 'Mission and values',
  'Modanature decorative': 'Decorative trims',
  Nastri: 'Strips',
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
  Naturale: 'Natural',
  Nautica: 'Boats',
  'Negli imballaggi flessibili il foglio è lo strato barriera accoppiato a carta e film plastici: caffè, cioccolato, farmaci, bevande in cartone e capsule. Ai converter forniamo foglio sottile con bagnabilità e porosità controllate, pronto per laccatura, stampa e accoppiamento.':
    'In flexible packaging the foil is the barrier layer laminated to paper and plastic films: coffee, chocolate, medicines, drinks cartons and capsules. We supply converters with thin foil of controlled wettability and porosity, ready for lacquering, printing and laminating.',
  'Nel 2019 il sistema di gestione della salute e sicurezza sul lavoro ha ottenuto la certificazione secondo la norma ISO 45001, che ha preso il posto della precedente BS OHSAS 18001:2007. Audit interni ed esterni ne verificano ogni anno l’applicazione.':
    'In 2019 the occupational health and safety management system was certified to ISO 45001, which replaced the earlier BS OHSAS 18001:2007. Internal and external audits check its application every year.',
  'Nello stabilimento di Shumen il sistema di gestione ambientale è certificato secondo la norma ISO 14001:2015. Ogni anno fissiamo obiettivi misurabili, ne seguiamo l’andamento e li riesaminiamo con la direzione.':
    'At the Shumen plant the environmental management system is certified to ISO 14001:2015. Every year we set measurable targets, track them and review them with management.',
  Nero: 'Black',
  Oro: 'Gold',
  Vendite: 'Sales',
  'Non tolleriamo molestie né comportamenti offensivi e chiediamo a ogni responsabile di promuovere un ambiente rispettoso. Chi ritiene di aver subito un trattamento ingiusto può rivolgersi all’ufficio Risorse umane con la garanzia della riservatezza.':
    'We tolerate no harassment or offensive behaviour and ask every manager to promote a respectful workplace. Anyone who feels treated unfairly can turn to Human Resources in confidence.',
  'Non è stato possibile caricare le posizioni disponibili.':
    'The open positions could not be loaded.',
  'Nuova superficie': 'New floor space',
  'Nuove capacità produttive nel 2019': 'New production capacity in 2019',
  'Nuovo laminatoio a freddo': 'New cold rolling mill',
  'Offerte attive': 'Current vacancies',
  'Offriamo condizioni di lavoro eque e sicure, retribuzioni puntuali e pari opportunità, senza discriminazioni di genere, origine, religione o opinione. Rispettiamo la libertà di associazione e il dialogo con i rappresentanti dei lavoratori.':
    'We offer fair and safe working conditions, pay on time and equal opportunities, without discrimination by gender, origin, religion or opinion. We respect freedom of association and dialogue with workers’ representatives.',
  'Ogni anno Alumis apre i suoi stabilimenti di Shumen a studenti e giovani laureati che vogliono conoscere da vicino la produzione di laminati e di profili estrusi in alluminio.':
    'Every year Alumis opens its Shumen plants to students and young graduates who want a close look at the production of rolled aluminium products and extruded profiles.',
  'Ogni anno investiamo in impianti, processi e persone per offrire laminati ed estrusi sempre più affidabili.':
    'Every year we invest in plant, processes and people to offer ever more reliable rolled and extruded products.',
  'Ogni anno una parte degli investimenti è dedicata a rendere i processi più stabili ed efficienti: automazione delle linee di colata continua, nuovi sistemi di controllo dello spessore nel laminatoio, matrici di estrusione progettate e verificate in casa, recupero degli scarti di lavorazione nella fonderia di billette.':
    'Every year part of our investment goes into making processes steadier and more efficient: automation of the continuous casting lines, new thickness control systems in the rolling mill, extrusion dies designed and tested in-house, recovery of process scrap in the billet casthouse.',
  'Ogni chilogrammo risparmiato su un mezzo di trasporto è carico utile in più e carburante in meno. Laminati e profili Alumis aiutano cantieri navali, costruttori di rotabili e carrozzerie industriali a ridurre il peso senza rinunciare alla robustezza.':
    'Every kilogram saved on a vehicle means more payload and less fuel. Alumis rolled products and profiles help shipyards, rolling-stock makers and industrial body builders save weight without giving up strength.',
  'Ogni lotto è tracciabile dalla colata al prodotto finito. Per un audit o una visita tecnica siete i benvenuti nello stabilimento di Shumen.':
    'Every batch is traceable from the cast to the finished product. You are welcome at the Shumen plant for an audit or a technical visit.',
  'Ogni nuovo collega riceve una formazione sui rischi del proprio reparto prima di iniziare. Seguono aggiornamenti periodici, esercitazioni di emergenza e corsi specifici per carrellisti, gruisti, addetti alla manutenzione e al primo soccorso.':
    'Every new colleague is trained on the risks of their department before starting. Regular refreshers, emergency drills and specific courses for forklift drivers, crane operators, maintenance staff and first aiders follow.',
  'Ogni pressa ha il suo campo ideale: le più piccole per profili sottili e leggeri, la 2500 t per le sezioni più grandi. La tabella riassume le possibilità di ciascuna.':
    'Each press has its ideal range: the smaller ones for thin, light profiles, the 2,500-tonne press for the largest sections. The table sums up what each can do.',
  'Oltre 1.500 misure di profili standard: angolari, profili a T e a U, tubi tondi, quadri e rettangolari, barre piene e piatti, in leghe della serie 6xxx, grezzi, anodizzati o verniciati.':
    'More than 1,500 sizes of standard profiles: angles, T and U sections, round, square and rectangular tubes, solid and flat bars, in 6xxx-series alloys, mill-finish, anodised or painted.',
  'Oltre 13 000 m² in più e un nuovo laminatoio a freddo a sei cilindri, largo fino a 2 200 mm, raddoppiano la capacità.':
    'More than 13,000 m² of new space and a new six-high cold rolling mill, up to 2,200 mm wide, double our capacity.',
  'Omnia è la nostra gamma di fogli per gli impieghi tecnici e speciali, quando lega, stato fisico o spessore escono dallo standard. Con il cliente definiamo la specifica, dalla lega alla larghezza della bobina, e la manteniamo identica lotto dopo lotto.':
    'Omnia is our range of foils for technical and special uses, when the alloy, temper or thickness goes beyond the standard. We define the specification with the customer, from the alloy to the coil width, and keep it identical batch after batch.',
  Paese: 'Country',
  'Paesi Bassi': 'Netherlands',
  'Pagine sulla carriera': 'Careers pages',
  'Pagine sulla sostenibilità': 'Sustainability pages',
  'Pagine sull’azienda': 'Company pages',
  Panoramica: 'Overview',
  'Pari opportunità': 'Equal opportunities',
  'Parte la produzione di profili estrusi: i primi profili per l’edilizia escono dalla pressa.':
    'Production of extruded profiles begins: the first building profiles leave the press.',
  'Per candidarti invia il curriculum vitae, indicando il titolo della posizione, all’indirizzo':
    'To apply, send your CV with the position’s title to',
  'Per davanzali, coperture e lattonerie forniamo anche lamiere e nastri laminati nelle leghe delle serie 1xxx e 3xxx, lisci o verniciati.':
    'For sills, roofing and flashing we also supply rolled sheets and strips in 1xxx and 3xxx series alloys, plain or painted.',
  'Per e-mail a': 'By e-mail to',
  "Per finestre, porte, verande e giardini d'inverno estrudiamo serie standard e profili a disegno del cliente. Il taglio di precisione, da 20 a 8.000 mm a 90° o da 200 a 2.800 mm a 45° con tolleranza di ±0,5 mm, e le lavorazioni CNC fino a 6.500 mm riducono il lavoro in officina.":
    'For windows, doors, conservatories and winter gardens we extrude standard series and profiles to the customer’s drawing. Precision cutting, from 20 to 8,000 mm at 90° or from 200 to 2,800 mm at 45° with a tolerance of ±0.5 mm, and CNC machining up to 6,500 mm reduce workshop work.',
  "Per le costruzioni il sistema di gestione è certificato secondo ISO 9001:2015 e secondo EN 15088:2005, la norma europea dei prodotti strutturali in alluminio per l'edilizia. Il 95% della produzione è esportato, soprattutto in Europa e negli Stati Uniti.":
    'For construction, the management system is certified to ISO 9001:2015 and to EN 15088:2005, the European standard for structural aluminium products for building. 95% of output is exported, mostly to Europe and the United States.',
  'Per ogni posto di lavoro, macchina e sostanza valutiamo i pericoli prima dell’avvio di un impianto e a ogni modifica dei processi. Dove possiamo eliminiamo il rischio alla fonte; dove non è possibile lo riduciamo con protezioni collettive, procedure e, per ultimi, dispositivi di protezione individuale.':
    'For every workplace, machine and substance we assess the hazards before a line starts and whenever a process changes. Where we can, we remove the risk at its source; where we cannot, we reduce it with collective protection, procedures and, last of all, personal protective equipment.',
  'Persone, comunità, partner': 'People, community, partners',
  'Peso lineare': 'Weight per metre',
  'Peso per metro': 'Weight per metre',
  'Più di cinquant’anni fa a Shumen iniziava la costruzione di uno stabilimento per l’alluminio. Queste sono le tappe che lo hanno trasformato in Alumis.':
    'More than fifty years ago, construction of an aluminium plant began in Shumen. These are the milestones that made it Alumis.',
  'Planarità, pulizia della superficie e resistenza allo strappo sono controllate lungo tutta la bobina, perché il foglio scorra senza difetti sulle linee di riavvolgimento veloci.':
    'Flatness, surface cleanliness and tear strength are checked along the whole coil, so the foil runs without defects on fast rewinding lines.',
  'Politica di divulgazione': 'Disclosure policy',
  'Politiche e codici': 'Policies and codes',
  Polonia: 'Poland',
  'Porte e finestre': 'Doors and windows',
  'Posizioni disponibili': 'Open positions',
  'Pressa da 25 MN': '25 MN press',
  Presse: 'Presses',
  Prodotti: 'Products',
  'Prodotti strutturali in alluminio per le costruzioni: controllo e consegna':
    'Structural aluminium products for construction: inspection and delivery',
  Prodotto: 'Product',
  'Produciamo ogni anno oltre 7.000 tonnellate di foglio per uso domestico, in leghe delle serie 1xxx e 8xxx: il rotolo che si trova in ogni cucina. Lo forniamo in bobine madri ai trasformatori, che lo riavvolgono in rotoli per la vendita al dettaglio.':
    'Every year we make more than 7,000 tonnes of household foil in 1xxx and 8xxx series alloys: the roll found in every kitchen. We supply it in parent coils to converters, who rewind it into rolls for retail.',
  'Profili anodizzati': 'Anodised profiles',
  'Profili estrusi all’uscita della pressa.': 'Extruded profiles leaving the press.',
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
  'Profili estrusi in alluminio: uno dei reparti in cui si svolgono i tirocini.':
    'Extruded aluminium profiles: one of the departments where internships take place.',
  'Profili estrusi su misura': 'Custom extruded profiles',
  'Profili estrusi, finiture e laminati Alumis per facciate continue, porte, finestre e coperture: leghe 6xxx, verniciatura e anodizzazione in stabilimento.':
    'Alumis extruded profiles, finishes and rolled products for curtain walls, doors, windows and roofs: 6xxx alloys, with painting and anodising in the plant.',
  'Profili per facciate, porte e finestre; lamiere per coperture e rivestimenti.':
    'Profiles for façades, doors and windows; sheets for roofing and cladding.',
  'Profili per trafilatura': 'Profiles for cold drawing',
  'Profili standard': 'Standard profiles',
  'Profili standard in alluminio di varie sezioni':
    'Standard aluminium profiles of various sections',
  'Profili verniciati': 'Painted profiles',
  'Progetto di ampliamento': 'Expansion project',
  'Programma di tirocinio aziendale': 'Company internship programme',
  'Pubblichiamo le offerte anche sul portale di annunci: consulta':
    'We also publish our vacancies on the job board: see',
  'Puoi indicare uno dei settori in cui accogliamo tirocinanti:':
    'You can choose one of the departments where we take interns:',
  'Qualità, ambiente e sicurezza sono gestiti secondo le norme ISO 9001:2015, ISO 14001:2015 e BS OHSAS 18001:2007; i profili strutturali rispondono alla norma EN 15088:2005.':
    'Quality, environment and safety are managed to ISO 9001:2015, ISO 14001:2015 and BS OHSAS 18001:2007; structural profiles meet EN 15088:2005.',
  Quota: 'Share',
  'Radiatori, intercooler e condensatori uniscono alette in finstock e tubi o piastre ricavati da nastri. Forniamo nastri per scambiatori di calore nelle serie 3xxx e 8xxx, con la formabilità e la resistenza alla corrosione che questi componenti chiedono per tutta la vita del veicolo.':
    'Radiators, intercoolers and condensers combine finstock fins with tubes or plates made from strip. We supply heat-exchanger strips in the 3xxx and 8xxx series, with the formability and corrosion resistance these parts need for the whole life of the vehicle.',
  Requisiti: 'Requirements',
  Responsabilità: 'Responsibility',
  'Responsabilità sociale': 'Social responsibility',
  'Ricerca al servizio dei clienti': 'Research that serves customers',
  'Ricerca e sviluppo': 'Research and development',
  'Riproduci il video di sfondo': 'Play the background video',
  Riprova: 'Try again',
  'Rispondiamo della qualità di ogni coil e di ogni profilo, della sicurezza di chi lavora nello stabilimento e dell’impatto ambientale della nostra produzione.':
    'We answer for the quality of every coil and every profile, for the safety of everyone who works in the plant and for the environmental impact of our production.',
  'Rotoli di foglio sottile di alluminio': 'Rolls of thin aluminium foil',
  'Rotoli di foglio sottile dopo la separazione e il taglio.':
    'Rolls of thin foil after separating and cutting.',
  Sabbiato: 'Sandblasted',
  'Salute e sicurezza': 'Health and safety',
  'Salute e sicurezza sul lavoro': 'Occupational health and safety',
  'Salute e sicurezza sul lavoro in Alumis: valutazione dei rischi, formazione continua e sistema di gestione certificato ISO 45001 dal 2019.':
    'Occupational health and safety at Alumis: risk assessment, continuous training and a management system certified to ISO 45001 since 2019.',
  'Scambiatori di calore': 'Heat exchangers',
  'Scheda prodotto: foglio per uso domestico': 'Product sheet: household foil',
  'Scheda prodotto: lamiere e nastri standard': 'Product sheet: standard sheets and strips',
  'Scheda prodotto: profili per edilizia e architettura':
    'Product sheet: profiles for building and architecture',
  'Scopri i tirocini': 'Discover the internships',
  'Scopri il mercato': 'Discover the market',
  Sede: 'Location',
  'Settori del tirocinio': 'Internship departments',
  'Sezione massima del profilo': 'Largest profile section',
  'Sezioni della pagina': 'Page sections',
  'Shumen, Bulgaria': 'Shumen, Bulgaria',
  Shumen: 'Shumen',
  'Seconda zona industriale': 'Second Industrial Zone',
  'Alumis: visita allo stabilimento di Shumen': 'Alumis: a tour of the Shumen plant',
  'Sistema di gestione ambientale': 'Environmental management system',
  'Sistema di gestione per la qualità': 'Quality management system',
  'Soluzioni leggere per la nautica, il trasporto ferroviario, camion e rimorchi.':
    'Lightweight solutions for boats, rail transport, trucks and trailers.',
  Sostenibilità: 'Sustainability',
  Spagna: 'Spain',
  'Spessore del nastro colato': 'Cast strip thickness',
  'Spessore dello strato': 'Layer thickness',
  'Spessore minimo di parete': 'Minimum wall thickness',
  "Sponde, montanti, longheroni, pianali e profili per centinati: nei veicoli industriali l'alluminio riduce la tara e aumenta la merce trasportata a ogni viaggio.":
    'Side boards, posts, side members, floors and curtain-sider profiles: in commercial vehicles aluminium cuts the tare weight and increases the goods carried on every trip.',
  'Stabilimento di estrusione': 'Extrusion plant',
  'Stati Uniti': 'United States',
  Storia: 'History',
  'Su di noi': 'About us',
  'Superficie di un nastro di alluminio spazzolato': 'Surface of a brushed aluminium strip',
  'Superficie di un profilo anodizzato.': 'Surface of an anodised profile.',
  'Superficie totale': 'Total area',
  'Taglio a 45°': '45° cutting',
  'Taglio di precisione a 90°': 'Precision cutting at 90°',
  'Taglio e lavorazioni meccaniche': 'Cutting and machining',
  Tirocini: 'Internships',
  'Tolleranza di taglio': 'Cutting tolerance',
  'Trasformare l’alluminio in laminati e profili affidabili, che aiutino i nostri clienti a costruire, proteggere e trasportare meglio, con un uso attento delle risorse e rispetto per le persone che lavorano con noi e per il territorio di Shumen.':
    'To turn aluminium into reliable rolled products and profiles that help our customers build, protect and transport better, using resources with care and with respect for the people who work with us and for the Shumen area.',
  Trasparenza: 'Transparency',
  Trasporti: 'Transport',
  'Trasporto ferroviario': 'Rail transport',
  'Tutto lo stabilimento ottiene la certificazione ambientale ISO 14001.':
    'The whole plant is certified to the ISO 14001 environmental standard.',
  'Un mese in azienda per studenti e neolaureati':
    'A month at the company for students and graduates',
  'Un veicolo più leggero consuma ed emette meno e, se elettrico, percorre più chilometri con la stessa batteria. Laminati e profili in alluminio prendono il posto di acciaio e plastica negli schermi termici, negli scambiatori di calore, nelle barre portatutto e nelle finiture.':
    'A lighter vehicle uses and emits less and, if electric, goes further on the same battery. Aluminium rolled products and profiles replace steel and plastic in heat shields, heat exchangers, roof rails and trims.',
  'Una Carriera in Alumis': 'A career at Alumis',
  'Una carriera in Alumis': 'A career at Alumis',
  'Una catena di fornitura responsabile': 'A responsible supply chain',
  'Una nuova linea di anodizzazione amplia le finiture: dal naturale al nero, fino alla sabbiatura.':
    'A new anodising line widens the range of finishes: from natural to black, and sandblasting.',
  'Una nuova linea di colata continua aumenta la produzione di nastro destinato alla laminazione.':
    'A new continuous casting line increases the output of strip for rolling.',
  'Una parte importante della produzione è il foglio sottile per uso domestico, oltre 7000 tonnellate l’anno, affiancato da foglio per contenitori, foglio tecnico, finstock per scambiatori di calore e foglio per l’industria della trasformazione.':
    'A large part of output is thin household foil, more than 7,000 tonnes a year, alongside container foil, technical foil, finstock for heat exchangers and foil for converters.',
  'Utilizzo della capacità produttiva': 'Capacity utilisation',
  'Valutazione dei rischi': 'Risk assessment',
  'Vaschette, teglie e vassoi per alimenti chiedono un foglio più spesso e formabile, che sopporti la formatura senza cricche e passi dal congelatore al forno. Lo produciamo in leghe delle serie 3xxx e 8xxx, anche lubrificato e pronto per le presse.':
    'Food trays, baking dishes and containers need a thicker, formable foil that takes forming without cracks and goes from freezer to oven. We make it in 3xxx and 8xxx series alloys, lubricated too and ready for the presses.',
  'Vedi le posizioni disponibili': 'See the open positions',
  'Vendite per paese nel 2024': 'Sales by country in 2024',
  'Vendite per tipo di prodotto nel 2020': 'Sales by product type in 2020',
  'Verniciatura a polvere': 'Powder coating',
  'Verniciatura e anodizzazione': 'Painting and anodising',
  'Video: visita allo stabilimento': 'Video: a visit to the plant',
  'Vogliamo essere per i clienti europei e americani un fornitore vicino: capace di garantire qualità costante, consegne puntuali e soluzioni tecniche sviluppate insieme a loro.':
    'We want to be a close supplier to our European and American customers: one that guarantees steady quality, on-time deliveries and technical solutions developed together with them.',
  'Vogliamo essere un luogo in cui ognuno possa imparare, assumersi responsabilità e crescere. Per questo affianchiamo ai nuovi colleghi persone esperte, investiamo nella formazione tecnica e linguistica e costruiamo percorsi di sviluppo che premiano il merito e l’iniziativa.':
    'We want to be a place where everyone can learn, take on responsibility and grow. That is why we pair new colleagues with experienced people, invest in technical and language training and build career paths that reward merit and initiative.',
  'a 6 cilindri (6-high), larghezza fino a 2200 mm': 'six-high, up to 2,200 mm wide',
  'analisi spettrometrica della composizione di leghe e billette':
    'spectrometric analysis of alloy and billet composition',
  'anni di esperienza': 'years of experience',
  'attrezzature e macchinari': 'equipment and machinery',
  carosello: 'carousel',
  'controllare le emissioni in atmosfera, gli scarichi idrici e il rumore verso il territorio;':
    'control air emissions, water discharges and noise towards the surrounding area;',
  'controllo dello spessore e dell’aderenza di vernici e strati anodici':
    'thickness and adhesion checks of paint and anodic layers',
  'della produzione esportata': 'of output exported',
  'di capacità di laminazione l’anno': 'of rolling capacity a year',
  'di fatturato': 'of revenue',
  'dialogo aperto tra dipendenti, responsabili e direzione':
    'open dialogue between employees, managers and management',
  'diametro circoscritto fino a 310 mm, pareti da 0,8 mm':
    'circumscribed diameter up to 310 mm, 0.8 mm walls',
  diapositiva: 'slide',
  'fogli sottili e semisottili, lamiere, nastri, finstock':
    'thin and semi-thin foils, sheets, strips, finstock',
  'formare il personale e coinvolgere fornitori e appaltatori nelle stesse regole.':
    'train our staff and hold suppliers and contractors to the same rules.',
  'formazione continua, in aula e sul posto di lavoro, per tutto il percorso professionale':
    'continuous training, in the classroom and on the job, throughout one’s career',
  'gestione industriale': 'industrial management',
  'idraulica e pneumatica': 'hydraulics and pneumatics',
  'il nostro profilo sul portale di annunci': 'our profile on the job board',
  'informatica (IT)': 'computing (IT)',
  'ingegneria chimica': 'chemical engineering',
  metallurgia: 'metallurgy',
  'misura di spessore, planarità e rugosità di fogli e nastri':
    'measurement of thickness, flatness and roughness of foils and strips',
  neolaureati: 'recent graduates',
  'oppure per posta a': 'or by post to',
  'pasti nella mensa aziendale': 'meals in the company canteen',
  'prove di trazione, durezza e piegatura su laminati e profili':
    'tensile, hardness and bend tests on rolled products and profiles',
  'retribuzione equa e trasparente, legata alle responsabilità e ai risultati':
    'fair, transparent pay linked to responsibilities and results',
  'ridurre i consumi di energia e di gas naturale per tonnellata prodotta, a ogni rinnovo degli impianti;':
    'cut energy and natural gas use per tonne produced with every plant upgrade;',
  'rifondere in casa gli sfridi di laminazione e di estrusione, chiudendo il ciclo del materiale;':
    'remelt rolling and extrusion scrap in-house, closing the material loop;',
  'rispettare le leggi bulgare ed europee e le autorizzazioni dello stabilimento;':
    'comply with Bulgarian and European law and the plant’s permits;',
  'salute e sicurezza come priorità di ogni giorno, con un sistema di gestione certificato':
    'health and safety as an everyday priority, with a certified management system',
  'separare i rifiuti e affidarli a operatori autorizzati, preferendo sempre il recupero allo smaltimento;':
    'sort waste and hand it to licensed operators, always preferring recovery to disposal;',
  'serie 1xxx, 3xxx, 8xxx': '1xxx, 3xxx, 8xxx series',
  'serie 6xxx': '6xxx series',
  'sistemi di controllo automatico': 'automatic control systems',
  'studenti di laurea magistrale (master)': 'master’s students',
  'studenti universitari che hanno completato almeno il terzo anno di corso':
    'university students who have completed at least their third year',
  'trasporto da e per lo stabilimento': 'transport to and from the plant',
  'verifica dimensionale dei profili rispetto ai disegni del cliente':
    'dimensional checks of profiles against the customer’s drawings',
  '{{chart}} (quote in percentuale)': '{{chart}} (shares in percent)',
  '{{chart}}: grafico ad anello; i valori sono nei dati del grafico qui sotto.':
    '{{chart}}: doughnut chart; the values are in the chart data below.',
  '{{number}} di {{total}}': '{{number}} of {{total}}',
  'Informazioni legali': 'Legal information',
  'Ultimo aggiornamento:': 'Last updated:',
  'Tutte le pagine del sito, sezione per sezione': 'Every page of the site, section by section',
  Home: 'Home',
  'Pagina iniziale': 'Home page',
  'Come Alumis AD, società quotata, comunica al mercato le informazioni privilegiate: a chi, con quali tempi e con quali canali, nel rispetto del Regolamento (UE) n. 596/2014.':
    'How Alumis AD, a listed company, discloses inside information to the market: to whom, how quickly and through which channels, in line with Regulation (EU) No 596/2014.',
  'Come comunichiamo le informazioni privilegiate a investitori e mercato':
    'How we disclose inside information to investors and the market',
  'Le azioni di Alumis AD sono negoziate in borsa. Come ogni emittente quotato, Alumis ha il dovere di informare il pubblico in modo tempestivo, completo e uguale per tutti su ogni fatto che possa influire in misura sensibile sul prezzo dei suoi strumenti finanziari.':
    'The shares of Alumis AD are traded on the stock exchange. Like every listed issuer, Alumis must inform the public promptly, completely and equally about any fact that could significantly affect the price of its financial instruments.',
  'Questa politica descrive le regole che il Consiglio di gestione e il Consiglio di sorveglianza applicano alla comunicazione di tali informazioni. Vale per tutti gli amministratori, i dirigenti e i dipendenti che, per il loro lavoro, vengono a conoscenza di informazioni non ancora pubbliche.':
    'This policy sets out the rules the Management Board and the Supervisory Board apply when disclosing such information. It applies to every board member, manager and employee who, in the course of their work, learns of information that is not yet public.',
  'Che cosa sono le informazioni privilegiate': 'What inside information is',
  'Sono informazioni precise, non ancora rese pubbliche, che riguardano direttamente o indirettamente la società o le sue azioni e che, se divulgate, potrebbero influire in modo significativo sul loro prezzo, secondo la definizione dell’articolo 7 del Regolamento (UE) n. 596/2014 sugli abusi di mercato (MAR).':
    'It is information of a precise nature, not yet made public, relating directly or indirectly to the company or its shares, which, if disclosed, would be likely to have a significant effect on their price, as defined in Article 7 of Regulation (EU) No 596/2014 on market abuse (MAR).',
  'Possono esserlo, ad esempio:': 'Examples include:',
  'i risultati economici e finanziari, annuali e infrannuali, e gli scostamenti rilevanti dalle previsioni;':
    'annual and interim financial results, and significant deviations from forecasts;',
  'le decisioni su dividendi, aumenti o riduzioni del capitale e operazioni sulle azioni proprie;':
    'decisions on dividends, increases or reductions of capital and transactions in own shares;',
  'grandi investimenti, come nuove linee di laminazione o di estrusione, e l’acquisto o la cessione di partecipazioni;':
    'major investments, such as new rolling or extrusion lines, and the acquisition or sale of holdings;',
  'la firma o la perdita di contratti di particolare rilievo;':
    'the signing or loss of particularly important contracts;',
  'i cambiamenti negli organi di amministrazione e di controllo;':
    'changes in the management and supervisory bodies;',
  'procedimenti giudiziari o amministrativi ed eventi straordinari che incidano sull’attività produttiva.':
    'legal or administrative proceedings and extraordinary events that affect production.',
  'A chi comunichiamo': 'To whom we disclose',
  'Le informazioni privilegiate sono comunicate contemporaneamente:':
    'Inside information is disclosed at the same time:',
  'alla Commissione di vigilanza finanziaria della Repubblica di Bulgaria;':
    'to the Financial Supervision Commission of the Republic of Bulgaria;',
  'alla Borsa di Bulgaria, il mercato su cui sono negoziate le azioni;':
    'to the Bulgarian Stock Exchange, the market on which the shares are traded;',
  'al pubblico, attraverso un’agenzia di informazione finanziaria e i media, in modo da raggiungere rapidamente gli investitori di tutta l’Unione europea;':
    'to the public, through a financial news agency and the media, so that it quickly reaches investors throughout the European Union;',
  'sul nostro sito, nella sezione Investitori, dove ogni comunicato resta consultabile per almeno cinque anni.':
    'on our website, in the Investors section, where each announcement remains available for at least five years.',
  'Nessun investitore, analista o giornalista riceve in anticipo o in via riservata informazioni che il mercato non conosce. Gli incontri con investitori e analisti trattano soltanto informazioni già pubbliche.':
    'No investor, analyst or journalist receives in advance or in confidence information the market does not have. Meetings with investors and analysts deal only with information that is already public.',
  'Tempi della comunicazione': 'Timing of disclosure',
  'Comunichiamo un’informazione privilegiata non appena possibile, di norma nello stesso giorno in cui si verifica il fatto o viene presa la decisione. I comunicati sono diffusi preferibilmente fuori dall’orario di negoziazione, così che tutti gli investitori possano valutarli prima di operare.':
    'We disclose inside information as soon as possible, normally on the day the event occurs or the decision is taken. Announcements are preferably released outside trading hours, so that every investor can assess them before trading.',
  'La società può ritardare la comunicazione soltanto alle condizioni dell’articolo 17, paragrafo 4, del MAR: quando la diffusione immediata pregiudicherebbe un suo interesse legittimo, il ritardo non rischia di fuorviare il pubblico e la riservatezza è garantita. In questo caso la decisione è documentata e, alla pubblicazione, la Commissione di vigilanza finanziaria ne è informata. Se la riservatezza viene meno, per esempio per una fuga di notizie, l’informazione è resa pubblica senza indugio.':
    'The company may delay disclosure only under the conditions of Article 17(4) MAR: when immediate disclosure would prejudice its legitimate interests, the delay is not likely to mislead the public and confidentiality is ensured. In that case the decision is documented and, on publication, the Financial Supervision Commission is informed. If confidentiality is lost, for example through a leak, the information is made public without delay.',
  'Le relazioni finanziarie annuali, semestrali e trimestrali sono pubblicate entro i termini stabiliti dalla legge bulgara sull’offerta pubblica di strumenti finanziari; le date previste sono indicate nel calendario degli eventi per gli investitori.':
    'Annual, half-yearly and quarterly financial reports are published within the deadlines set by the Bulgarian Public Offering of Securities Act; the planned dates are shown in the investor events calendar.',
  'Chi parla per la società': 'Who speaks for the company',
  'Soltanto il Presidente del Consiglio di gestione, il Direttore finanziario e il responsabile delle relazioni con gli investitori sono autorizzati a rilasciare dichiarazioni su risultati, strategie e prospettive della società. Gli altri dipendenti indirizzano ogni domanda di questo tipo all’ufficio Relazioni con gli investitori.':
    'Only the Chair of the Management Board, the Chief Financial Officer and the head of investor relations may make statements about the company’s results, strategy and prospects. Other employees refer any such question to the Investor Relations office.',
  'Non commentiamo voci di mercato né indiscrezioni, a meno che non riguardino un’informazione privilegiata che non è più riservata: in quel caso la comunichiamo al mercato.':
    'We do not comment on market rumours or speculation, unless they concern inside information that is no longer confidential: in that case we disclose it to the market.',
  'Riservatezza e registro degli insider': 'Confidentiality and the insider list',
  'Fino alla pubblicazione, le informazioni privilegiate sono note soltanto alle persone che devono conoscerle per il loro lavoro. La società tiene l’elenco di queste persone, come richiede l’articolo 18 del MAR, e le informa per iscritto dei loro obblighi.':
    'Until it is published, inside information is known only to the people who need it for their work. The company keeps a list of these people, as Article 18 MAR requires, and informs them in writing of their obligations.',
  'Gli amministratori e le persone a loro strettamente legate comunicano le proprie operazioni sulle azioni della società e non possono effettuarne nei trenta giorni di calendario che precedono l’annuncio di una relazione finanziaria intermedia o di fine anno.':
    'Board members and persons closely associated with them report their own transactions in the company’s shares and may not carry out any in the thirty calendar days before the announcement of an interim or year-end financial report.',
  Contatti: 'Contact',
  'Per domande sulla comunicazione al mercato potete scrivere all’ufficio Relazioni con gli investitori:':
    'For questions about our market disclosures, please write to the Investor Relations office:',
  'Le condizioni d’uso del sito di Alumis: titolarità, accettazione, uso dei contenuti, marchi e diritto d’autore, richieste di offerta non vincolanti e conformità alla legge.':
    'The terms of use of the Alumis website: ownership, acceptance, use of the content, trademarks and copyright, non-binding requests for quotation and compliance with the law.',
  'Le regole per la consultazione di questo sito': 'The rules for using this website',
  'Ti chiediamo di leggere con attenzione queste condizioni prima di usare il sito. Se non le accetti, ti preghiamo di non proseguire la navigazione.':
    'Please read these terms carefully before using the website. If you do not accept them, please do not continue browsing.',
  'Titolarità del sito': 'Ownership of the website',
  'Questo sito è di proprietà di Alumis AD, con sede in Seconda zona industriale, 9700 Shumen, Bulgaria (di seguito «Alumis»), che ne gestisce i contenuti. Per qualsiasi comunicazione puoi scrivere a office@alumis.example.':
    'This website is owned by Alumis AD, registered at Second Industrial Zone, 9700 Shumen, Bulgaria (hereinafter “Alumis”), which manages its content. You can write to office@alumis.example about any matter.',
  'Accettazione delle condizioni': 'Acceptance of the terms',
  'Accedendo al sito e navigando tra le sue pagine accetti queste condizioni d’uso nella versione pubblicata in quel momento. Le condizioni valgono per ogni visitatore, qualunque sia il dispositivo o il Paese da cui si collega.':
    'By accessing the website and browsing its pages you accept these terms of use in the version published at that time. The terms apply to every visitor, whatever the device or country they connect from.',
  'Uso dei contenuti': 'Use of the content',
  'Testi, immagini, video, disegni tecnici, cataloghi e documenti del sito sono destinati alla sola consultazione personale e informativa. Puoi stamparli o scaricarli per uso interno, senza modificarli.':
    'The texts, images, videos, technical drawings, catalogues and documents on the website are for personal reference and information only. You may print or download them for internal use, without changing them.',
  'Non è consentito copiare, riprodurre, ripubblicare, distribuire, trasmettere o vendere, in tutto o in parte, i contenuti del sito, né inserirli in altri siti o pubblicazioni, senza il consenso scritto di Alumis.':
    'You may not copy, reproduce, republish, distribute, transmit or sell the website’s content, in whole or in part, or include it in other websites or publications, without the written consent of Alumis.',
  'Modifiche e sospensione del sito': 'Changes to and suspension of the website',
  'Alumis può modificare in qualsiasi momento, senza preavviso, i contenuti e la struttura del sito, queste condizioni d’uso e le informazioni sui prodotti, nonché sospendere o interrompere, temporaneamente o definitivamente, l’accesso al sito o a una sua parte, anche per manutenzione.':
    'Alumis may at any time and without notice change the content and structure of the website, these terms of use and the product information, and suspend or stop, temporarily or permanently, access to the website or any part of it, including for maintenance.',
  'Nessuna garanzia di servizio senza errori': 'No guarantee of error-free service',
  'Curiamo i contenuti con attenzione, ma non possiamo garantire che il sito sia sempre disponibile, privo di errori o di interruzioni, né che sia esente da virus o da altri elementi dannosi. Le informazioni tecniche hanno carattere indicativo: prima di prendere decisioni, verifica i dati con il nostro ufficio vendite. Nei limiti consentiti dalla legge, Alumis non risponde dei danni derivanti dall’uso del sito o dall’impossibilità di usarlo.':
    'We take care over the content, but we cannot guarantee that the website is always available, free of errors or interruptions, or free of viruses or other harmful elements. Technical information is indicative: check the figures with our sales office before making decisions. To the extent permitted by law, Alumis is not liable for damage arising from the use of the website or from being unable to use it.',
  'Marchi e diritto d’autore': 'Trademarks and copyright',
  'Il nome e il logo Alumis, gli altri marchi e segni distintivi presenti sul sito appartengono a Alumis AD o ai rispettivi titolari e sono protetti dalle leggi sui marchi. Nessun elemento del sito concede una licenza o un diritto d’uso su di essi.':
    'The Alumis name and logo and the other trademarks and distinctive signs on the website belong to Alumis AD or to their respective owners and are protected by trademark law. Nothing on the website grants a licence or right to use them.',
  'I contenuti del sito e la loro organizzazione sono protetti dal diritto d’autore. © 2018 Alumis AD. Tutti i diritti riservati.':
    'The website’s content and its arrangement are protected by copyright. © 2018 Alumis AD. All rights reserved.',
  'Richieste di informazioni e di offerta': 'Requests for information and quotations',
  'Le richieste inviate con i moduli del sito o per e-mail hanno carattere soltanto preliminare e informativo: non costituiscono un ordine né una proposta contrattuale vincolante, né per il visitatore né per Alumis. Un contratto nasce soltanto da un’offerta scritta di Alumis e dalla sua accettazione, alle condizioni generali di vendita in vigore.':
    'Requests sent through the website’s forms or by e-mail are preliminary and for information only: they are not an order or a binding contractual offer, either for the visitor or for Alumis. A contract is formed only by a written offer from Alumis and its acceptance, under the general terms of sale in force.',
  'Allo stesso modo, prezzi, disponibilità e caratteristiche dei prodotti indicati sul sito non sono un’offerta al pubblico.':
    'Likewise, the prices, availability and characteristics of the products shown on the website are not an offer to the public.',
  'Conformità alla legge': 'Compliance with the law',
  'Usando il sito ti impegni a rispettare la legge e in particolare a non:':
    'By using the website you undertake to comply with the law and in particular not to:',
  'usare il sito per scopi illeciti o contrari a queste condizioni;':
    'use the website for unlawful purposes or purposes contrary to these terms;',
  'tentare di accedere senza autorizzazione ai sistemi, ai server o alle aree riservate del sito;':
    'try to gain unauthorised access to the website’s systems, servers or restricted areas;',
  'caricare o trasmettere virus, programmi dannosi o contenuti che possano danneggiare il sito o i suoi utenti;':
    'upload or transmit viruses, malicious software or content that could harm the website or its users;',
  'raccogliere in modo automatico i dati del sito o i recapiti del personale per inviare comunicazioni non richieste;':
    'automatically harvest the website’s data or staff contact details to send unsolicited messages;',
  'violare i diritti di proprietà intellettuale di Alumis o di terzi;':
    'infringe the intellectual property rights of Alumis or of third parties;',
  'fornire dati falsi o di altre persone nelle richieste e nelle candidature.':
    'give false details, or someone else’s, in requests and job applications.',
  'Queste condizioni sono regolate dalla legge della Repubblica di Bulgaria, fatte salve le norme inderogabili a tutela dei consumatori del Paese in cui risiedi.':
    'These terms are governed by the law of the Republic of Bulgaria, without prejudice to the mandatory consumer protection rules of the country where you live.',
  'L’informativa di Alumis sul trattamento dei dati personali ai sensi del GDPR: titolare, finalità, conservazione, destinatari e diritti degli interessati (PDF).':
    'The Alumis notice on the processing of personal data under the GDPR: controller, purposes, retention, recipients and the rights of data subjects (PDF).',
  'Come trattiamo e proteggiamo i tuoi dati': 'How we process and protect your data',
  'Informativa sul trattamento dei dati personali': 'Notice on the processing of personal data',
  'Alumis AD tratta i dati personali di visitatori, clienti, fornitori e candidati nel rispetto del Regolamento (UE) 2016/679 (GDPR). L’informativa completa spiega quali dati raccogliamo, per quali finalità e per quanto tempo li conserviamo, a chi li comunichiamo e come puoi esercitare i tuoi diritti.':
    'Alumis AD processes the personal data of visitors, customers, suppliers and job applicants in accordance with Regulation (EU) 2016/679 (GDPR). The full notice explains what data we collect, for what purposes and for how long we keep it, to whom we disclose it and how you can exercise your rights.',
  '2 pagine': '2 pages, in Italian',
  'Il cookie delle versioni del sito': 'The site-version cookie',
  'Quando pubblichiamo una nuova versione di una parte del sito, per qualche tempo la mostriamo solo a una parte dei visitatori. In quel periodo il sito salva nel browser un cookie tecnico, «alu-release», che contiene soltanto un codice casuale: non dice nulla su di te e non serve a riconoscerti né a profilarti.':
    'When we publish a new version of a part of the website, for a while we show it to only some of our visitors. During that time the website stores a technical cookie, “alu-release”, in your browser. It holds only a random code: it says nothing about you and is not used to recognise or profile you.',
  'Serve a mostrarti la stessa versione di quella parte del sito in tutte le pagine che visiti, invece di cambiarla da una pagina all’altra. Il cookie scade dopo 180 giorni; puoi cancellarlo in qualsiasi momento dalle impostazioni del browser e, se la prova è ancora in corso, alla visita successiva riceverai semplicemente un nuovo codice.':
    'It lets us show you the same version of that part of the website on every page you visit, instead of switching from one page to the next. The cookie expires after 180 days; you can delete it at any time in your browser settings, and if the trial is still running you will simply receive a new code on your next visit.',
  'Le misure delle prestazioni': 'Performance measurements',
  'Per capire se una nuova versione del sito funziona bene, quando lasci una pagina il browser invia al nostro server alcune misure anonime: quanto tempo ha impiegato la pagina a comparire e a rispondere e se qualche sua parte non si è caricata. Le misure non contengono l’indirizzo completo della pagina né dati che ti riguardano e non usano cookie; il server ne conserva solo i totali per minuto e per ora, che cancella dopo 30 giorni.':
    'To tell whether a new version of the website works well, when you leave a page your browser sends our server a few anonymous measurements: how long the page took to appear and to respond, and whether any part of it failed to load. They contain neither the full address of the page nor anything about you, and use no cookie; the server keeps only totals per minute and per hour, which it deletes after 30 days.',
  'Per domande sui tuoi dati o per esercitare i tuoi diritti scrivi a':
    'For questions about your data or to exercise your rights, write to',
  'Richieste e candidature inviate dal sito': 'Requests and job applications sent from the website',
  'Le richieste che ci invii con i moduli dei prodotti e dei contatti (nome, e-mail, telefono e messaggio) servono solo a risponderti: le conserviamo per due anni, il tempo di un’offerta e delle domande che la seguono, poi le cancelliamo automaticamente.':
    'The requests you send us with the product and contact forms (name, e-mail, phone and message) are used only to answer you: we keep them for two years, the time for a quotation and the questions that follow it, and then delete them automatically.',
  'Le candidature inviate con il modulo online, con il CV e l’eventuale lettera di presentazione, le conserviamo per dodici mesi, poi le cancelliamo automaticamente.':
    'We keep job applications sent with the online form, together with the CV and any cover letter, for twelve months, and then delete them automatically.',
  'Puoi chiederci in qualsiasi momento di cancellarle prima, scrivendo all’indirizzo indicato sopra: la richiesta o la candidatura viene cancellata per sempre.':
    'You can ask us at any time to delete them sooner by writing to the address above: the request or application is then deleted for good.',
  'La mappa del sito di Alumis: tutte le pagine su azienda, mercati, prodotti, notizie, investitori, sostenibilità, contatti, carriera, download e informazioni legali.':
    'The Alumis sitemap: every page on the company, markets, products, news, investors, sustainability, contacts, careers, downloads and legal information.',
  'Disponibile solo in italiano': 'Available in Italian only',
  'Candidatura: {{title}}': 'Application: {{title}}',
  'Dal {{start}} al {{end}}': 'From {{start}} to {{end}}',
  '{{title}}: posizione aperta in Alumis a Shumen, con requisiti e come candidarsi.':
    '{{title}}: an open position at Alumis in Shumen, with its requirements and how to apply.',
  'Tutte le posizioni disponibili': 'All open positions',
  // The search overlay's group.
  Azienda: 'Company',
  // The online job application.
  'Non trovi la posizione adatta a te? Invia una': 'Can’t find the right position? Send an',
  'candidatura spontanea online': 'unsolicited application online',
  'Candidati online': 'Apply online',
  'Candidatura online': 'Online application',
  'Candidati online a una posizione aperta in Alumis a Shumen o invia una candidatura spontanea con il tuo CV in PDF o DOCX.':
    'Apply online for an open position at Alumis in Shumen, or send an unsolicited application with your CV as a PDF or DOCX.',
  'Online Job Application': 'Online Job Application',
  'Candidati a una delle posizioni aperte o inviaci una candidatura spontanea: allega il tuo CV e, se vuoi, una lettera di presentazione. L’ufficio Risorse umane legge ogni candidatura e ti contatta se il tuo profilo corrisponde a una selezione in corso.':
    'Apply for one of the open positions or send us an unsolicited application: attach your CV and, if you like, a cover letter. The Human Resources office reads every application and contacts you if your profile matches a selection under way.',
  'I tuoi dati': 'Your details',
  Posizione: 'Position',
  'Candidatura spontanea': 'Unsolicited application',
  'Caricamento delle posizioni aperte…': 'Loading the open positions…',
  'Non è stato possibile caricare le posizioni aperte: puoi comunque inviare una candidatura spontanea.':
    'The open positions could not be loaded: you can still send an unsolicited application.',
  'Nome e cognome': 'First and last name',
  'E-mail': 'E-mail',
  Telefono: 'Phone',
  'Curriculum vitae (PDF o DOCX, massimo 5 MB)': 'CV (PDF or DOCX, at most 5 MB)',
  'File scelto: {{name}} ({{size}})': 'File chosen: {{name}} ({{size}})',
  'Lettera di presentazione (facoltativa)': 'Cover letter (optional)',
  '{{count}}/{{max}} caratteri': '{{count}}/{{max}} characters',
  'Acconsento al trattamento dei miei dati personali per la selezione del personale, come descritto nell’':
    'I consent to the processing of my personal data for staff selection, as described in the ',
  'informativa sui dati personali': 'personal data notice',
  '* Campi obbligatori.': '* Required fields.',
  'Conserviamo la candidatura e il CV per dodici mesi, poi li cancelliamo; puoi chiederne la cancellazione in qualsiasi momento.':
    'We keep your application and CV for twelve months and then erase them; you can ask us to erase them at any time.',
  'Invia la candidatura': 'Send the application',
  'Invio in corso…': 'Sending…',
  'La candidatura non è stata inviata: correggi i campi segnalati ({{count}}).':
    'The application was not sent: correct the fields marked ({{count}}).',
  'Hai inviato troppe candidature in poco tempo. Riprova più tardi o scrivici all’indirizzo {{email}}.':
    'You have sent too many applications in a short time. Try again later or write to us at {{email}}.',
  'La candidatura non è stata inviata per un problema di collegamento. I dati che hai scritto sono ancora qui: riprova tra qualche istante.':
    'The application was not sent because of a connection problem. What you wrote is still here: try again in a moment.',
  'Candidatura inviata': 'Application sent',
  'Grazie, {{name}}! Abbiamo ricevuto la tua candidatura per la posizione «{{title}}».':
    'Thank you, {{name}}! We have received your application for the position “{{title}}”.',
  'Grazie, {{name}}! Abbiamo ricevuto la tua candidatura spontanea.':
    'Thank you, {{name}}! We have received your unsolicited application.',
  'L’ufficio Risorse umane la valuterà e ti contatterà all’indirizzo e-mail che hai indicato se il tuo profilo corrisponde a una selezione.':
    'The Human Resources office will review it and contact you at the e-mail address you gave if your profile matches a selection.',
  'Torna alle posizioni disponibili': 'Back to the open positions',
  'Il modulo ha bisogno di JavaScript. In alternativa, invia il CV all’indirizzo {{email}} indicando la posizione.':
    'The form needs JavaScript. Alternatively, send your CV to {{email}}, naming the position.',
  'Scegli una delle posizioni dell’elenco o la candidatura spontanea.':
    'Choose one of the positions in the list or the unsolicited application.',
  'Questa posizione non è più aperta: scegline un’altra o invia una candidatura spontanea.':
    'This position is no longer open: choose another one or send an unsolicited application.',
  'Scrivi il tuo nome e cognome.': 'Enter your first and last name.',
  'Il nome può avere al massimo 100 caratteri.': 'The name can be at most 100 characters long.',
  'Scrivi il tuo indirizzo e-mail.': 'Enter your e-mail address.',
  'Scrivi un indirizzo e-mail valido, per esempio nome@esempio.it.':
    'Enter a valid e-mail address, for example name@example.com.',
  'Scrivi un numero di telefono.': 'Enter a phone number.',
  'Scrivi un numero di telefono valido: almeno 6 cifre, con spazi, trattini o il prefisso internazionale.':
    'Enter a valid phone number: at least 6 digits, with spaces, hyphens or the international prefix.',
  'Il numero di telefono può avere al massimo 30 caratteri.':
    'The phone number can be at most 30 characters long.',
  'Allega il tuo CV in formato PDF o DOCX.': 'Attach your CV as a PDF or DOCX file.',
  'Il CV deve essere un file PDF o DOCX.': 'The CV must be a PDF or DOCX file.',
  'Il file non è un vero PDF o DOCX: salvalo di nuovo in uno di questi formati e riprova.':
    'The file is not a real PDF or DOCX: save it again in one of these formats and try again.',
  'Il CV supera i 5 MB: riducine le dimensioni e riprova.':
    'The CV is larger than 5 MB: make it smaller and try again.',
  'Il file del CV è vuoto: scegli il file giusto.': 'The CV file is empty: choose the right file.',
  'Allega un solo file, il tuo CV in formato PDF o DOCX.':
    'Attach one file only, your CV as a PDF or DOCX.',
  'La lettera di presentazione può avere al massimo 4000 caratteri.':
    'The cover letter can be at most 4,000 characters long.',
  'Per inviare la candidatura devi acconsentire al trattamento dei dati personali.':
    'To send the application you must consent to the processing of your personal data.',
  'Controlla questo campo.': 'Check this field.',
  'Caricamento dei documenti…': 'Loading the documents…',
  'Non è stato possibile caricare i documenti. Riprova tra qualche istante.':
    'The documents could not be loaded. Try again in a moment.',
  'Al momento non ci sono documenti pubblicati.': 'No documents are published at the moment.',
};

export default en;
