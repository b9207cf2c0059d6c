import type { TextDictionary } from '@alu/common';

/** The products remote's texts in Bulgarian, keyed by the Italian wording (its own chunk). */
const bg: TextDictionary = {
  '20–1.250 mm (anche nastri tagliati)': '20–1250 mm (и нарязани ленти)',
  '20–1.570 mm (fino a 2.200 mm con il nuovo laminatoio)':
    '20–1570 mm (до 2200 mm с новия валцов стан)',
  '20–8.000 mm, tolleranza ±0,5 mm': '20–8000 mm, допуск ±0,5 mm',
  '25.000 t l’anno, leghe 6xxx': '25 000 т годишно, сплави 6xxx',
  '3.000, 6.000 mm; fino a 11.500 mm su richiesta': '3000, 6000 mm; до 11 500 mm при запитване',
  '4, 6, 7 e 8 pollici': '4, 6, 7 и 8 инча',
  Acciaio: 'Стомана',
  'Acciaio o alluminio': 'Стомана или алуминий',
  'Acciaio o cartone': 'Стомана или картон',
  'Acciaio o senza anima': 'Стомана или без сърцевина',
  'Acciaio, alluminio o cartone': 'Стомана, алуминий или картон',
  'Adatti alla perforazione e alla verniciatura in continuo: l’alluminio non arrugginisce e resta leggero da montare in quota.':
    'Подходящи за перфориране и непрекъснато боядисване: алуминият не ръждясва и остава лек за монтаж на височина.',
  'Alluminio o acciaio': 'Алуминий или стомана',
  'Allungamento e resistenza bilanciati per la formatura delle alette a collare, anche con passo fitto.':
    'Балансирани удължение и якост за формоване на ребра с яка, дори при малка стъпка.',
  'Altri prodotti della categoria': 'Други продукти от категорията',
  Anima: 'Сърцевина',
  Anodizzazione: 'Анодиране',
  Bagnabilità: 'Омокряемост',
  'Barre tonde, quadre e piatte, tubi, angolari, profili a T, a U e a L in lunghezze commerciali per rivenditori e magazzini.':
    'Кръгли, квадратни и плоски пръти, тръби, ъгли, Т-, U- и L-профили в търговски дължини за търговци и складове.',
  'Bronzo chiaro C32': 'Светъл бронз C32',
  'Bronzo scuro C33': 'Тъмен бронз C33',
  Capacità: 'Капацитет',
  'Certificati di idoneità al contatto alimentare disponibili su richiesta.':
    'Сертификати за контакт с храни се предоставят при запитване.',
  'Champagne C2': 'Шампанско C2',
  'Cinque presse da 600 a 2.500 t, profili fino a 310 mm e 11.500 mm di lunghezza':
    'Пет преси от 600 до 2500 т, профили до 310 mm и дължина до 11 500 mm',
  'Classe A (prova con acqua)': 'Клас A (изпитване с вода)',
  'Colori di anodizzazione': 'Цветове на анодиране',
  'Composizione chimica controllata a ogni colata per una buona resistenza alla corrosione e una formatura costante delle piastre.':
    'Химичният състав се контролира при всяко леене за добра корозионна устойчивост и равномерно формоване на пластините.',
  'Condividi questo prodotto': 'Споделете този продукт',
  'Condividi su': 'Споделете в',
  'Contatta l’ufficio vendite': 'Свържете се с отдел „Продажби“',
  'Da pochi grammi a 9,0 kg/m': 'От няколко грама до 9,0 kg/m',
  'Diametro circoscritto': 'Описан диаметър',
  'Diametro delle billette': 'Диаметър на блоковете',
  'Diametro esterno': 'Външен диаметър',
  'Diametro interno': 'Вътрешен диаметър',
  'Dimensione delle presse': 'Размер на пресите',
  Dimensioni: 'Размери',
  'Dimensioni delle bobine': 'Размери на бобините',
  'Edilizia e architettura': 'Строителство и архитектура',
  'Estrudiamo i profili dei principali sistemi per serramenti e facciate e le matrici dei clienti: oltre 7.500 sezioni realizzate.':
    'Пресоваме профилите на водещите системи за дограма и фасади, както и по матрици на клиенти: над 7500 изработени сечения.',
  'Estrusi: profili in alluminio': 'Пресовани изделия: алуминиеви профили',
  Finitura: 'Повърхност',
  Finiture: 'Покрития',
  'Fino a 25.000 m per bobina': 'До 25 000 m на бобина',
  Finstock: 'Finstock',
  'Finstock per scambiatori di calore': 'Finstock за топлообменници',
  'Fogli da 6 µm a 0,2 mm nelle leghe delle serie 1xxx, 3xxx e 8xxx':
    'Фолио от 6 µm до 0,2 mm от сплави от сериите 1xxx, 3xxx и 8xxx',
  'Fogli sottili e semisottili': 'Тънко и полутънко фолио',
  'Fogli, lamiere e nastri laminati dalle nostre linee di colata continua.':
    'Фолио, ламарина и ленти, валцувани от нашите линии за непрекъснато леене.',
  'Foglio di alluminio per uso domestico': 'Алуминиево фолио за домакинството',
  'Foglio per contenitori': 'Фолио за контейнери',
  'Foglio per contenitori semirigidi': 'Фолио за полутвърди опаковки',
  'Foglio per converter': 'Фолио за преработватели',
  'Foglio per converter e imballaggio flessibile': 'Фолио за преработватели и гъвкави опаковки',
  'Foglio per isolamento': 'Изолационно фолио',
  'Foglio per isolamento termico': 'Фолио за топлоизолация',
  'Foglio per pannelli isolanti, barriere al vapore e nastri adesivi: riflette il calore e blocca l’umidità in edilizia e nella climatizzazione.':
    'Фолио за изолационни панели, пароизолации и самозалепващи ленти: отразява топлината и спира влагата в сградите и климатизацията.',
  'Foglio per usi industriali: schermature di cavi, condensatori, trasformatori e nastri per l’industria elettrica ed elettronica.':
    'Фолио за промишлена употреба: екраниране на кабели, кондензатори, трансформатори и ленти за електрическата и електронната промишленост.',
  'Foglio per uso domestico': 'Фолио за домакинството',
  'Foglio più spesso e resistente, liscio o lubrificato, per vaschette, teglie e contenitori alimentari formati a stampo.':
    'По-дебело и здраво фолио, гладко или омаслено, за тарелки, тави и щанцовани контейнери за храни.',
  'Foglio sottile in bobine jumbo per la produzione di rotoli da cucina: conserva gli alimenti, resiste al forno e si piega senza strapparsi.':
    'Тънко фолио в джъмбо бобини за производство на кухненски ролки: запазва храната, издържа на фурна и се сгъва, без да се къса.',
  'Foglio sottilissimo per chi lo accoppia, stampa o laccatura: imballaggi farmaceutici, capsule, coperchi e confezioni per alimenti.':
    'Много тънко фолио за каширане, печат и лакиране: фармацевтични опаковки, капсули, капачета и хранителни опаковки.',
  'Foglio tecnico': 'Техническо фолио',
  'Fonderia billette': 'Леярна за блокове',
  Formati: 'Формати',
  'I colori mostrati sono indicativi: campioni anodizzati disponibili su richiesta.':
    'Показаните цветове са ориентировъчни: анодирани мостри се предоставят при запитване.',
  'I formati standard sono pronti a magazzino: consegna rapida per officine, carpenterie e rivenditori.':
    'Стандартните формати са на склад: бърза доставка за работилници, метални конструкции и търговци.',
  'I profili standard sono il 26% delle vendite: disponibili grezzi, verniciati o anodizzati, in pacchi facili da stoccare.':
    'Стандартните профили са 26% от продажбите: без покритие, боядисани или анодирани, в пакети, лесни за съхранение.',
  'Il foglio domestico è il prodotto di punta della laminazione: ne produciamo più di 7.000 tonnellate l’anno e nel 2020 ha rappresentato il 26,3% delle vendite del gruppo.':
    'Домакинското фолио е водещият продукт на валцоването: произвеждаме над 7000 т годишно, а през 2020 г. то формира 26,3% от продажбите на групата.',
  'Il foglio lubrificato ha rappresentato il 7% delle vendite del 2020.':
    'Омасленото фолио формира 7% от продажбите през 2020 г.',
  'Il foglio è adatto al contatto con gli alimenti, privo di residui di olio di laminazione e avvolto con tensione costante, perché le linee di riavvolgimento dei clienti lavorino senza fermi.':
    'Фолиото е подходящо за контакт с храни, без остатъци от валцово масло и е навито с постоянно опъване, за да работят пренавиващите линии на клиентите без прекъсвания.',
  'Il mercato automotive': 'Пазарът на автомобилостроенето',
  'Il mercato dei trasporti': 'Пазарът на транспорта',
  'Il mercato della distribuzione': 'Пазарът на дистрибуцията',
  'Il mercato dell’edilizia': 'Пазарът на строителството',
  'Il mercato dell’imballaggio': 'Пазарът на опаковките',
  'Il nastro nasce dalle sei linee di colata continua (65.000 t l’anno) con spessori di 5–10 mm e viene laminato a freddo fino allo spessore finale.':
    'Лентата се получава от шест линии за непрекъснато леене (65 000 т годишно) с дебелина 5–10 mm и се валцува студено до крайната дебелина.',
  Imballo: 'Опаковка',
  'Immagini del prodotto': 'Снимки на продукта',
  'Inviateci il disegno del profilo: rispondiamo con fattibilità e offerta.':
    'Изпратете ни чертежа на профила: ще отговорим с оценка на изпълнимостта и оферта.',
  'La goffratura aumenta la rigidità del nastro sottile e riflette meglio il calore irraggiato.':
    'Релефът увеличава твърдостта на тънката лента и отразява по-добре излъчената топлина.',
  'La lubrificazione uniforme in linea permette l’imbutitura profonda senza pieghe né crepe e riduce l’usura degli stampi.':
    'Равномерното омасляване в линия позволява дълбоко изтегляне без гънки и пукнатини и намалява износването на матриците.',
  'Lamiere Omnia': 'Ламарини Omnia',
  'Lamiere e nastri': 'Ламарини и ленти',
  'Lamiere e nastri standard': 'Стандартни ламарини и ленти',
  'Lamiere multiuso per chi lavora piccoli lotti: un formato, una lega e uno stato fisico adatti a piegatura, taglio e verniciatura.':
    'Универсални ламарини за малки партиди: един формат, една сплав и едно състояние, подходящи за огъване, рязане и боядисване.',
  'Lamiere piane e nastri in bobina per la distribuzione e l’industria: lattoneria, carpenteria leggera, segnaletica e lavorazioni meccaniche.':
    'Плоски ламарини и ленти на бобини за дистрибуцията и промишлеността: тенекеджийство, леки конструкции, табели и механична обработка.',
  'Lamiere tagliate a misura e nastri rifilati su richiesta.':
    'Ламарини, нарязани по размер, и обрязани ленти при запитване.',
  'Laminati e estrusi in alluminio prodotti a Shumen: fogli sottili e semisottili, lamiere e nastri, profili per edilizia, trasporti e industria.':
    'Валцувани и пресовани алуминиеви изделия, произведени в Шумен: тънко и полутънко фолио, ламарини и ленти, профили за строителството, транспорта и промишлеността.',
  'Laminati ed estrusi in alluminio': 'Валцуван и пресован алуминий',
  'Laminati: fogli sottili e semisottili': 'Валцувани: тънко и полутънко фолио',
  'Laminati: lamiere e nastri': 'Валцувани: ламарини и ленти',
  Larghezza: 'Ширина',
  'Larghezze, spessori e anime diverse sono disponibili su richiesta.':
    'Други ширини, дебелини и сърцевини се предлагат при запитване.',
  'Lavorazioni CNC': 'CNC обработка',
  'Lavorazioni meccaniche': 'Механична обработка',
  'Le larghezze fino a 1.570 mm riducono le giunte nei pannelli sandwich e nei materassini isolanti.':
    'Ширините до 1570 mm намаляват снажданията в сандвич панелите и изолационните рогозки.',
  Lega: 'Сплав',
  'Liscia o goffrata (stucco, a punta di diamante)': 'Гладка или релефна (щуко, диамант)',
  Lunghezza: 'Дължина',
  'Lunghezza del nastro': 'Дължина на лентата',
  'Lunghezza delle lamiere': 'Дължина на ламарините',
  'Lunghezza fino a 6.500 mm, 10–25 µm': 'Дължина до 6500 mm, 10–25 µm',
  'Lunghezza fino a 6.500 mm, 60–200 µm': 'Дължина до 6500 mm, 60–200 µm',
  'Lunghezze commerciali': 'Търговски дължини',
  'Nastri fino a 1.570 mm di larghezza, lamiere da 0,2 a 6 mm':
    'Ленти с ширина до 1570 mm, ламарини от 0,2 до 6 mm',
  'Nastri fonoassorbenti': 'Шумопоглъщащи ленти',
  'Nastri lisci o goffrati per gli schermi che proteggono dal calore del motore e dello scarico la scocca e i componenti del veicolo.':
    'Гладки или релефни ленти за екраните, които предпазват каросерията и компонентите на автомобила от топлината на двигателя и ауспуха.',
  'Nastri per barriere antirumore': 'Ленти за шумозащитни стени',
  'Nastri per pannelli fonoassorbenti di barriere stradali e ferroviarie, cassette e rivestimenti che riducono il rumore del traffico.':
    'Ленти за шумопоглъщащи панели на пътни и железопътни стени, касети и облицовки, които намаляват шума от движението.',
  'Nastri per scambiatori di calore': 'Ленти за топлообменници',
  'Nastri per schermi termici': 'Ленти за топлинни екрани',
  'Nastri per tubi, piastre e collettori di scambiatori: radiatori, intercooler ed evaporatori per veicoli e impianti di climatizzazione.':
    'Ленти за тръби, пластини и колектори на топлообменници: радиатори, интеркулери и изпарители за превозни средства и климатични системи.',
  'Nastro sottile per le alette degli scambiatori di calore: condizionatori, radiatori e condensatori per l’automotive e la climatizzazione.':
    'Тънка лента за ребрата на топлообменници: климатици, радиатори и кондензатори за автомобилите и климатизацията.',
  'Naturale C0': 'Натурален C0',
  'Naturale o lubrificata': 'Натурална или омаслена',
  'Naturale, idrofila o con rivestimento epossidico':
    'Натурална, хидрофилна или с епоксидно покритие',
  'Nel 2020 nastri e lamiere hanno rappresentato insieme oltre il 21% delle vendite.':
    'През 2020 г. лентите и ламарините заедно формираха над 21% от продажбите.',
  'Nero C35': 'Черен C35',
  'O (ricotto), H22': 'O (отгрято), H22',
  'Oltre 1.500 misure standard': 'Над 1500 стандартни размера',
  'Oro C3': 'Златен C3',
  'Pacchi da 1 t circa, con interfoglio su richiesta':
    'Пакети от около 1 т, с междинни листове при запитване',
  'Per quantità e formati speciali rivolgersi all’ufficio vendite.':
    'За специални количества и формати се обърнете към отдел „Продажби“.',
  'Peso lineare': 'Линейно тегло',
  'Pezzi da 100 a 6.500 mm': 'Детайли от 100 до 6500 mm',
  Presse: 'Преси',
  'Presse e billette': 'Преси и блокове',
  Prodotti: 'Продукти',
  'Prodotti della categoria': 'Продукти от категорията',
  'Prodotti estrusi': 'Пресовани продукти',
  'Prodotti laminati': 'Валцувани продукти',
  'Prodotto precedente': 'Предишен продукт',
  'Prodotto successivo': 'Следващ продукт',
  'Profili cavi complessi, tagliati e lavorati a CNC: il cliente riceve il componente pronto per il montaggio.':
    'Сложни кухи профили, нарязани и обработени с CNC: клиентът получава детайл, готов за монтаж.',
  'Profili estrusi': 'Пресовани профили',
  'Profili industriali': 'Промишлени профили',
  'Profili industriali su disegno': 'Промишлени профили по чертеж',
  'Profili per automotive e trasporti': 'Профили за автомобилостроенето и транспорта',
  'Profili per edilizia e architettura': 'Профили за строителството и архитектурата',
  'Profili per la distribuzione': 'Профили за дистрибуцията',
  'Profili per serramenti, facciate continue, verande e frangisole, a taglio termico o freddi, verniciati o anodizzati.':
    'Профили за дограма, окачени фасади, веранди и слънцезащита, с или без термомост, боядисани или анодирани.',
  'Profili standard e su disegno, verniciati o anodizzati.':
    'Стандартни профили и профили по чертеж, боядисани или анодирани.',
  'Profili standard per la distribuzione': 'Стандартни профили за дистрибуцията',
  'Profili strutturali e decorativi per veicoli, rimorchi, carrozzerie ferroviarie e nautica: barre portatutto, traverse, modanature.':
    'Конструктивни и декоративни профили за автомобили, ремаркета, железопътни каросерии и плавателни съдове: багажници, траверси, лайсни.',
  'Profili su disegno del cliente per macchine, automazione, elettronica, arredo e illuminazione: dissipatori, guide, telai.':
    'Профили по чертеж на клиента за машини, автоматизация, електроника, мебели и осветление: радиатори, водачи, рамки.',
  'Progettiamo la matrice con il cliente e campioniamo il profilo prima della serie; dal campione alla produzione lo seguono gli stessi tecnici.':
    'Проектираме матрицата заедно с клиента и изработваме мостра преди серията; от мострата до производството профила водят едни и същи технолози.',
  'Richiedi informazioni': 'Запитване за информация',
  'Richiesta di informazioni: {{product}}': 'Запитване за информация: {{product}}',
  'Sabbiato E6/C0 SB': 'Пясъкоструен E6/C0 SB',
  'Scegli una famiglia di prodotti': 'Изберете продуктова група',
  'Schermi termici': 'Топлинни екрани',
  'Scrivi a {{email}}': 'Пишете на {{email}}',
  'Scrivici che cosa ti serve di «{{product}}»: l’ufficio vendite ti risponde entro due giorni lavorativi.':
    'Напишете ни какво ви е необходимо от „{{product}}“: отдел „Продажби“ ще ви отговори до два работни дни.',
  'Senza anima': 'Без сърцевина',
  'Senza anima o su anima in acciaio': 'Без сърцевина или на стоманена сърцевина',
  'Sezione massima al taglio': 'Максимално сечение при рязане',
  'Sezioni a catalogo': 'Каталожни сечения',
  'Specifiche tecniche': 'Технически характеристики',
  Spessore: 'Дебелина',
  'Spessore minimo di parete': 'Минимална дебелина на стената',
  'Stato fisico': 'Състояние',
  Superficie: 'Повърхност',
  'Superficie pulita e bagnabile, planarità controllata e giunte segnalate: il foglio entra nelle linee di accoppiamento senza preparazione.':
    'Чиста и омокряема повърхност, контролирана планост и маркирани снаждания: фолиото влиза в линиите за каширане без подготовка.',
  'Taglio a 45°': 'Рязане под 45°',
  'Taglio di precisione a 90°': 'Прецизно рязане под 90°',
  'Tolleranze di spessore strette e bordi rifilati senza bave, per avvolgimenti regolari ad alta velocità.':
    'Тесни допуски по дебелина и обрязани ръбове без заусеници за равномерно навиване при висока скорост.',
  'Tutte le famiglie di prodotti': 'Всички продуктови групи',
  'Tutti i prodotti': 'Всички продукти',
  'Un lato lucido e uno opaco': 'Едната страна гланцова, другата матова',
  'Vedi anche': 'Вижте също',
  'Verniciatura a polvere': 'Прахово боядисване',
  'Verniciatura a polvere e anodizzazione avvengono nello stesso stabilimento, con una capacità di 2.500 t l’anno ciascuna.':
    'Праховото боядисване и анодирането се извършват в същия завод, всяко с капацитет 2500 т годишно.',
};

export default bg;
