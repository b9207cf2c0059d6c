import type { TextDictionary } from '@alu/common';

/** The products remote's texts in English, keyed by the Italian wording (its own chunk). */
const en: TextDictionary = {
  '20–1.250 mm (anche nastri tagliati)': '20–1,250 mm (slit strips too)',
  '20–1.570 mm (fino a 2.200 mm con il nuovo laminatoio)':
    '20–1,570 mm (up to 2,200 mm with the new rolling mill)',
  '20–8.000 mm, tolleranza ±0,5 mm': '20–8,000 mm, tolerance ±0.5 mm',
  '25.000 t l’anno, leghe 6xxx': '25,000 tonnes a year, 6xxx alloys',
  '3.000, 6.000 mm; fino a 11.500 mm su richiesta': '3,000, 6,000 mm; up to 11,500 mm on request',
  '4, 6, 7 e 8 pollici': '4, 6, 7 and 8 inches',
  Acciaio: 'Steel',
  'Acciaio o alluminio': 'Steel or aluminium',
  'Acciaio o cartone': 'Steel or cardboard',
  'Acciaio o senza anima': 'Steel or coreless',
  'Acciaio, alluminio o cartone': 'Steel, aluminium or cardboard',
  'Adatti alla perforazione e alla verniciatura in continuo: l’alluminio non arrugginisce e resta leggero da montare in quota.':
    'Suited to perforation and coil coating: aluminium does not rust and stays light to fit at height.',
  'Alluminio o acciaio': 'Aluminium or steel',
  'Allungamento e resistenza bilanciati per la formatura delle alette a collare, anche con passo fitto.':
    'Balanced elongation and strength for forming collared fins, even at a tight pitch.',
  'Altri prodotti della categoria': 'Other products in this category',
  Anima: 'Core',
  Anodizzazione: 'Anodising',
  Bagnabilità: 'Wettability',
  'Barre tonde, quadre e piatte, tubi, angolari, profili a T, a U e a L in lunghezze commerciali per rivenditori e magazzini.':
    'Round, square and flat bars, tubes, angles, T, U and L sections in commercial lengths for dealers and stockists.',
  'Bronzo chiaro C32': 'Light bronze C32',
  'Bronzo scuro C33': 'Dark bronze C33',
  Capacità: 'Capacity',
  'Certificati di idoneità al contatto alimentare disponibili su richiesta.':
    'Food-contact certificates available on request.',
  'Champagne C2': 'Champagne C2',
  'Cinque presse da 600 a 2.500 t, profili fino a 310 mm e 11.500 mm di lunghezza':
    'Five presses of 600–2,500 tonnes, profiles up to 310 mm across and 11,500 mm long',
  'Classe A (prova con acqua)': 'Class A (water test)',
  'Colori di anodizzazione': 'Anodising colours',
  'Composizione chimica controllata a ogni colata per una buona resistenza alla corrosione e una formatura costante delle piastre.':
    'Chemical composition checked at every cast for good corrosion resistance and consistent forming of the plates.',
  'Condividi questo prodotto': 'Share this product',
  'Condividi su': 'Share on',
  'Contatta l’ufficio vendite': 'Contact the sales department',
  'Da pochi grammi a 9,0 kg/m': 'From a few grams to 9.0 kg/m',
  'Diametro circoscritto': 'Circumscribed diameter',
  'Diametro delle billette': 'Billet diameter',
  'Diametro esterno': 'Outer diameter',
  'Diametro interno': 'Inner diameter',
  'Dimensione delle presse': 'Press sizes',
  Dimensioni: 'Dimensions',
  'Dimensioni delle bobine': 'Coil size',
  'Edilizia e architettura': 'Building and architecture',
  'Estrudiamo i profili dei principali sistemi per serramenti e facciate e le matrici dei clienti: oltre 7.500 sezioni realizzate.':
    'We extrude the profiles of the leading window and façade systems and our customers’ own dies: more than 7,500 sections made.',
  'Estrusi: profili in alluminio': 'Extruded products: aluminium profiles',
  Finitura: 'Finish',
  Finiture: 'Finishes',
  'Fino a 25.000 m per bobina': 'Up to 25,000 m per coil',
  Finstock: 'Finstock',
  'Finstock per scambiatori di calore': 'Finstock for heat exchangers',
  'Fogli da 6 µm a 0,2 mm nelle leghe delle serie 1xxx, 3xxx e 8xxx':
    'Foils from 6 µm to 0.2 mm in 1xxx, 3xxx and 8xxx series alloys',
  'Fogli sottili e semisottili': 'Thin and semi-thin foils',
  'Fogli, lamiere e nastri laminati dalle nostre linee di colata continua.':
    'Foils, sheets and strips rolled from our continuous casting lines.',
  'Foglio di alluminio per uso domestico': 'Household aluminium foil',
  'Foglio per contenitori': 'Container foil',
  'Foglio per contenitori semirigidi': 'Foil for semi-rigid containers',
  'Foglio per converter': 'Converter foil',
  'Foglio per converter e imballaggio flessibile': 'Converter foil for flexible packaging',
  'Foglio per isolamento': 'Insulation foil',
  'Foglio per isolamento termico': 'Foil for thermal insulation',
  'Foglio per pannelli isolanti, barriere al vapore e nastri adesivi: riflette il calore e blocca l’umidità in edilizia e nella climatizzazione.':
    'Foil for insulating panels, vapour barriers and adhesive tapes: it reflects heat and stops moisture in buildings and air conditioning.',
  'Foglio per usi industriali: schermature di cavi, condensatori, trasformatori e nastri per l’industria elettrica ed elettronica.':
    'Foil for industrial uses: cable shielding, capacitors, transformers and tapes for the electrical and electronics industries.',
  'Foglio per uso domestico': 'Household foil',
  'Foglio più spesso e resistente, liscio o lubrificato, per vaschette, teglie e contenitori alimentari formati a stampo.':
    'Thicker, stronger foil, plain or lubricated, for trays, baking dishes and die-formed food containers.',
  'Foglio sottile in bobine jumbo per la produzione di rotoli da cucina: conserva gli alimenti, resiste al forno e si piega senza strapparsi.':
    'Thin foil in jumbo coils for making kitchen rolls: it keeps food fresh, withstands the oven and folds without tearing.',
  'Foglio sottilissimo per chi lo accoppia, stampa o laccatura: imballaggi farmaceutici, capsule, coperchi e confezioni per alimenti.':
    'Very thin foil for laminating, printing and lacquering: pharmaceutical packs, capsules, lids and food packaging.',
  'Foglio tecnico': 'Technical foil',
  'Fonderia billette': 'Billet casthouse',
  Formati: 'Sizes',
  'I colori mostrati sono indicativi: campioni anodizzati disponibili su richiesta.':
    'The colours shown are indicative: anodised samples are available on request.',
  'I formati standard sono pronti a magazzino: consegna rapida per officine, carpenterie e rivenditori.':
    'Standard sizes are kept in stock: fast delivery to workshops, fabricators and dealers.',
  'I profili standard sono il 26% delle vendite: disponibili grezzi, verniciati o anodizzati, in pacchi facili da stoccare.':
    'Standard profiles are 26% of sales: available mill-finish, painted or anodised, in bundles that are easy to store.',
  'Il foglio domestico è il prodotto di punta della laminazione: ne produciamo più di 7.000 tonnellate l’anno e nel 2020 ha rappresentato il 26,3% delle vendite del gruppo.':
    'Household foil is the flagship of our rolling mill: we make more than 7,000 tonnes a year, and in 2020 it was 26.3% of the group’s sales.',
  'Il foglio lubrificato ha rappresentato il 7% delle vendite del 2020.':
    'Lubricated foil accounted for 7% of sales in 2020.',
  'Il foglio è adatto al contatto con gli alimenti, privo di residui di olio di laminazione e avvolto con tensione costante, perché le linee di riavvolgimento dei clienti lavorino senza fermi.':
    'The foil is fit for food contact, free of rolling-oil residues and wound at constant tension, so that customers’ rewinding lines run without stops.',
  'Il mercato automotive': 'The automotive market',
  'Il mercato dei trasporti': 'The transport market',
  'Il mercato della distribuzione': 'The distribution market',
  'Il mercato dell’edilizia': 'The building market',
  'Il mercato dell’imballaggio': 'The packaging market',
  'Il nastro nasce dalle sei linee di colata continua (65.000 t l’anno) con spessori di 5–10 mm e viene laminato a freddo fino allo spessore finale.':
    'The strip comes from six continuous casting lines (65,000 tonnes a year) at 5–10 mm and is cold-rolled to its final thickness.',
  Imballo: 'Packing',
  'Immagini del prodotto': 'Product pictures',
  'Inviateci il disegno del profilo: rispondiamo con fattibilità e offerta.':
    'Send us the profile drawing: we reply with a feasibility check and a quotation.',
  'La goffratura aumenta la rigidità del nastro sottile e riflette meglio il calore irraggiato.':
    'Embossing makes thin strip stiffer and reflects radiant heat better.',
  'La lubrificazione uniforme in linea permette l’imbutitura profonda senza pieghe né crepe e riduce l’usura degli stampi.':
    'Even in-line lubrication allows deep drawing without wrinkles or cracks and reduces die wear.',
  'Lamiere Omnia': 'Omnia sheets',
  'Lamiere e nastri': 'Sheets and strips',
  'Lamiere e nastri standard': 'Standard sheets and strips',
  'Lamiere multiuso per chi lavora piccoli lotti: un formato, una lega e uno stato fisico adatti a piegatura, taglio e verniciatura.':
    'All-purpose sheets for small batches: one size, one alloy and one temper that suit bending, cutting and painting.',
  'Lamiere piane e nastri in bobina per la distribuzione e l’industria: lattoneria, carpenteria leggera, segnaletica e lavorazioni meccaniche.':
    'Flat sheets and coiled strips for distribution and industry: roofing and cladding work, light fabrication, signs and machining.',
  'Lamiere tagliate a misura e nastri rifilati su richiesta.':
    'Sheets cut to size and trimmed strips on request.',
  'Laminati e estrusi in alluminio prodotti a Shumen: fogli sottili e semisottili, lamiere e nastri, profili per edilizia, trasporti e industria.':
    'Rolled and extruded aluminium made in Shumen: thin and semi-thin foils, sheets and strips, profiles for building, transport and industry.',
  'Laminati ed estrusi in alluminio': 'Rolled and extruded aluminium',
  'Laminati: fogli sottili e semisottili': 'Rolled: thin and semi-thin foils',
  'Laminati: lamiere e nastri': 'Rolled: sheets and strips',
  Larghezza: 'Width',
  'Larghezze, spessori e anime diverse sono disponibili su richiesta.':
    'Other widths, thicknesses and cores are available on request.',
  'Lavorazioni CNC': 'CNC machining',
  'Lavorazioni meccaniche': 'Machining',
  'Le larghezze fino a 1.570 mm riducono le giunte nei pannelli sandwich e nei materassini isolanti.':
    'Widths up to 1,570 mm mean fewer joints in sandwich panels and insulation mats.',
  Lega: 'Alloy',
  'Liscia o goffrata (stucco, a punta di diamante)': 'Plain or embossed (stucco, diamond)',
  Lunghezza: 'Length',
  'Lunghezza del nastro': 'Strip length',
  'Lunghezza delle lamiere': 'Sheet length',
  'Lunghezza fino a 6.500 mm, 10–25 µm': 'Length up to 6,500 mm, 10–25 µm',
  'Lunghezza fino a 6.500 mm, 60–200 µm': 'Length up to 6,500 mm, 60–200 µm',
  'Lunghezze commerciali': 'Commercial lengths',
  'Nastri fino a 1.570 mm di larghezza, lamiere da 0,2 a 6 mm':
    'Strips up to 1,570 mm wide, sheets from 0.2 to 6 mm',
  'Nastri fonoassorbenti': 'Sound-absorbing strips',
  'Nastri lisci o goffrati per gli schermi che proteggono dal calore del motore e dello scarico la scocca e i componenti del veicolo.':
    'Plain or embossed strips for the shields that protect a vehicle’s body and parts from engine and exhaust heat.',
  'Nastri per barriere antirumore': 'Strips for noise barriers',
  'Nastri per pannelli fonoassorbenti di barriere stradali e ferroviarie, cassette e rivestimenti che riducono il rumore del traffico.':
    'Strips for sound-absorbing panels of road and rail barriers, cassettes and claddings that cut traffic noise.',
  'Nastri per scambiatori di calore': 'Strips for heat exchangers',
  'Nastri per schermi termici': 'Strips for heat shields',
  'Nastri per tubi, piastre e collettori di scambiatori: radiatori, intercooler ed evaporatori per veicoli e impianti di climatizzazione.':
    'Strips for exchanger tubes, plates and headers: radiators, intercoolers and evaporators for vehicles and air-conditioning systems.',
  'Nastro sottile per le alette degli scambiatori di calore: condizionatori, radiatori e condensatori per l’automotive e la climatizzazione.':
    'Thin strip for heat-exchanger fins: air conditioners, radiators and condensers for vehicles and air conditioning.',
  'Naturale C0': 'Natural C0',
  'Naturale o lubrificata': 'Plain or lubricated',
  'Naturale, idrofila o con rivestimento epossidico': 'Plain, hydrophilic or epoxy-coated',
  'Nel 2020 nastri e lamiere hanno rappresentato insieme oltre il 21% delle vendite.':
    'In 2020 strips and sheets together made up more than 21% of sales.',
  'Nero C35': 'Black C35',
  'O (ricotto), H22': 'O (annealed), H22',
  'Oltre 1.500 misure standard': 'More than 1,500 standard sizes',
  'Oro C3': 'Gold C3',
  'Pacchi da 1 t circa, con interfoglio su richiesta':
    'Bundles of about 1 tonne, with interleaving on request',
  'Per quantità e formati speciali rivolgersi all’ufficio vendite.':
    'For special quantities and sizes, please ask the sales department.',
  'Peso lineare': 'Weight per metre',
  'Pezzi da 100 a 6.500 mm': 'Pieces from 100 to 6,500 mm',
  Presse: 'Presses',
  'Presse e billette': 'Presses and billets',
  Prodotti: 'Products',
  'Prodotti della categoria': 'Products in this category',
  'Prodotti estrusi': 'Extruded products',
  'Prodotti laminati': 'Rolled products',
  'Prodotto precedente': 'Previous product',
  'Prodotto successivo': 'Next product',
  'Profili cavi complessi, tagliati e lavorati a CNC: il cliente riceve il componente pronto per il montaggio.':
    'Complex hollow profiles, cut and CNC-machined: the customer receives a part ready to fit.',
  'Profili estrusi': 'Extruded profiles',
  'Profili industriali': 'Industrial profiles',
  'Profili industriali su disegno': 'Custom industrial profiles',
  'Profili per automotive e trasporti': 'Profiles for automotive and transport',
  'Profili per edilizia e architettura': 'Profiles for building and architecture',
  'Profili per la distribuzione': 'Profiles for distribution',
  'Profili per serramenti, facciate continue, verande e frangisole, a taglio termico o freddi, verniciati o anodizzati.':
    'Profiles for windows, curtain walls, conservatories and sun shades, thermally broken or not, painted or anodised.',
  'Profili standard e su disegno, verniciati o anodizzati.':
    'Standard and custom profiles, painted or anodised.',
  'Profili standard per la distribuzione': 'Standard profiles for distribution',
  'Profili strutturali e decorativi per veicoli, rimorchi, carrozzerie ferroviarie e nautica: barre portatutto, traverse, modanature.':
    'Structural and decorative profiles for vehicles, trailers, railway car bodies and boats: roof bars, cross members, trims.',
  'Profili su disegno del cliente per macchine, automazione, elettronica, arredo e illuminazione: dissipatori, guide, telai.':
    'Profiles to the customer’s drawing for machinery, automation, electronics, furniture and lighting: heat sinks, rails, frames.',
  'Progettiamo la matrice con il cliente e campioniamo il profilo prima della serie; dal campione alla produzione lo seguono gli stessi tecnici.':
    'We design the die with the customer and sample the profile before series production; the same engineers follow it from sample to production.',
  'Richiedi informazioni': 'Request information',
  'Richiesta di informazioni: {{product}}': 'Information request: {{product}}',
  'Sabbiato E6/C0 SB': 'Sandblasted E6/C0 SB',
  'Scegli una famiglia di prodotti': 'Choose a product family',
  'Schermi termici': 'Heat shields',
  'Scrivi a {{email}}': 'Write to {{email}}',
  'Scrivici che cosa ti serve di «{{product}}»: l’ufficio vendite ti risponde entro due giorni lavorativi.':
    'Tell us your requirements for “{{product}}”: the sales department replies within two working days.',
  'Senza anima': 'Coreless',
  'Senza anima o su anima in acciaio': 'Coreless or on a steel core',
  'Sezione massima al taglio': 'Largest section for cutting',
  'Sezioni a catalogo': 'Catalogue sections',
  'Specifiche tecniche': 'Technical specification',
  Spessore: 'Thickness',
  'Spessore minimo di parete': 'Minimum wall thickness',
  'Stato fisico': 'Temper',
  Superficie: 'Surface',
  'Superficie pulita e bagnabile, planarità controllata e giunte segnalate: il foglio entra nelle linee di accoppiamento senza preparazione.':
    'A clean, wettable surface, controlled flatness and marked splices: the foil goes into laminating lines with no preparation.',
  'Taglio a 45°': '45° cutting',
  'Taglio di precisione a 90°': 'Precision cutting at 90°',
  'Tolleranze di spessore strette e bordi rifilati senza bave, per avvolgimenti regolari ad alta velocità.':
    'Tight thickness tolerances and burr-free trimmed edges, for even winding at high speed.',
  'Tutte le famiglie di prodotti': 'All product families',
  'Tutti i prodotti': 'All products',
  'Un lato lucido e uno opaco': 'One side bright, one matt',
  'Vedi anche': 'See also',
  'Verniciatura a polvere': 'Powder coating',
  'Verniciatura a polvere e anodizzazione avvengono nello stesso stabilimento, con una capacità di 2.500 t l’anno ciascuna.':
    'Powder coating and anodising take place in the same plant, each with a capacity of 2,500 tonnes a year.',
};

export default en;
