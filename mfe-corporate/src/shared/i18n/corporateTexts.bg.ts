import type { TextDictionary } from '@alu/common';

/** The corporate remote's texts in Bulgarian, keyed by the Italian wording (its own chunk). */
const bg: TextDictionary = {
  '(si apre in una nuova scheda)': '(отваря се в нов раздел)',
  '1 mese': '1 месец',
  '100 000 tonnellate l’anno di capacità di laminazione':
    '100 000 т годишен капацитет за валцоване',
  '37 anni di investimenti': '37 години инвестиции',
  ': la terremo presente per le prossime selezioni.':
    ': ще я имаме предвид при следващите подбори.',
  "A bordo di imbarcazioni da diporto e da lavoro l'alluminio resiste all'ambiente marino e riduce la manutenzione. Forniamo profili per tughe, passerelle, corrimano, battagliole e arredi di coperta, e lamiere per paratie e rivestimenti interni.":
    'На борда на яхти и работни плавателни съдове алуминият издържа на морската среда и намалява поддръжката. Доставяме профили за надстройки, подвижни мостчета, парапети, леери и палубно обзавеждане, както и ламарини за прегради и вътрешни облицовки.',
  'A chi si rivolge': 'За кого е',
  'Adattiamo leghe, formati, finiture e tempi di consegna alle esigenze di ciascun cliente, dai piccoli lotti di profili speciali alle grandi forniture di foglio.':
    'Адаптираме сплавите, форматите, покритията и сроковете за доставка към нуждите на всеки клиент – от малки партиди специални профили до големи доставки на фолио.',
  'Al momento non ci sono posizioni aperte. Puoi comunque inviarci una candidatura spontanea a':
    'В момента няма свободни позиции. Въпреки това можете да ни изпратите инициативна кандидатура на',
  'Alle carrozzerie forniamo profili estrusi in leghe della serie 6xxx e lamiere laminate per pareti e tetti di furgoni e semirimorchi, tagliati a misura.':
    'На производителите на каросерии доставяме пресовани профили от сплави от серия 6xxx и валцувани ламарини за стени и покриви на фургони и полуремаркета, нарязани по размер.',
  'Alluminio laminato ed estruso da Shumen': 'Валцуван и пресован алуминий от Шумен',
  'Alluminio laminato ed estruso dal cuore della Bulgaria':
    'Валцуван и пресован алуминий от сърцето на България',
  'Altri mercati': 'Други пазари',
  'Altri paesi': 'Други страни',
  'Alumis AD, Ufficio Risorse umane': '„Алумис“ АД, отдел „Човешки ресурси“',
  'Alumis garantisce pari opportunità a tutte le candidate e a tutti i candidati. Selezioniamo, retribuiamo e promuoviamo le persone soltanto in base alle competenze, all’esperienza e ai risultati, senza alcuna discriminazione per genere, età, origine etnica o nazionale, religione, disabilità, orientamento sessuale, opinioni politiche o appartenenza sindacale.':
    'Алумис гарантира равни възможности за всички кандидати. Подбираме, заплащаме и повишаваме хората единствено според компетентностите, опита и резултатите, без каквато и да е дискриминация по пол, възраст, етнически или национален произход, религия, увреждане, сексуална ориентация, политически убеждения или синдикална принадлежност.',
  'Alumis in cifre': 'Алумис в цифри',
  'Alumis in cifre: fondata nel 1981, 370 000 m² di superficie, 1315 dipendenti, oltre 168 mln EUR di fatturato nel 2024 e le vendite per paese e per prodotto.':
    'Алумис в цифри: основана през 1981 г., 370 000 m² площ, 1315 служители, над 168 млн. € приходи през 2024 г. и продажби по страни и по продукти.',
  'Alumis produce a Shumen, in Bulgaria, fogli, nastri, lamiere e profili estrusi in alluminio per edilizia, automotive, trasporti e imballaggio: 100 000 t l’anno, 95 % di export.':
    'Алумис произвежда в Шумен, България, алуминиево фолио, ленти, ламарини и пресовани профили за строителството, автомобилостроенето, транспорта и опаковките: 100 000 т годишно, 95% износ.',
  'Alumis produce a Shumen, in Bulgaria, laminati e profili estrusi in alluminio: oltre 35 anni di esperienza e il 95 % della produzione esportato in Europa e negli Stati Uniti.':
    'Алумис произвежда в Шумен, България, валцувани продукти и пресовани профили от алуминий: над 35 години опит и 95% от продукцията за износ в Европа и САЩ.',
  'Alumis è un produttore bulgaro di semilavorati in alluminio. Nello stabilimento di Shumen, nel nord-est della Bulgaria, nascono fogli sottili e semisottili, lamiere, nastri e profili estrusi destinati all’edilizia, all’industria automobilistica, ai trasporti, all’imballaggio e alla distribuzione.':
    'Алумис е български производител на алуминиеви полуфабрикати. В завода в Шумен, в Североизточна България, се произвеждат тънко и полутънко фолио, ламарини, ленти и пресовани профили за строителството, автомобилната индустрия, транспорта, опаковките и дистрибуцията.',
  'Alumis è uno dei principali datori di lavoro di Shumen, con oltre 1.300 dipendenti. Ne siamo consapevoli: il nostro successo dipende dalle persone che lavorano con noi e dalla comunità in cui viviamo.':
    'Алумис е един от най-големите работодатели в Шумен с над 1300 служители. Съзнаваме, че успехът ни зависи от хората, които работят с нас, и от общността, в която живеем.',
  'Alumis – laminati e profili estrusi in alluminio':
    'Алумис – валцувани продукти и пресовани профили от алуминий',
  Ambiente: 'Околна среда',
  'Ammodernamento del laminatoio a freddo e nuove linee di separazione per il foglio sottile per uso domestico.':
    'Модернизация на стана за студено валцоване и нови линии за разделяне на тънкото домакинско фолио.',
  'Anno di fondazione': 'Година на основаване',
  Anodizzazione: 'Анодиране',
  'Approvato il progetto di ampliamento: 13 000 m² in più e un laminatoio a freddo a sei cilindri largo fino a 2200 mm.':
    'Одобрен е проектът за разширение: още 13 000 m² и шествалцов стан за студено валцоване с ширина до 2200 mm.',
  'Arriva la pressa da 25 MN, per profili fino a 310 mm di diametro circoscritto e pareti da 0,8 mm.':
    'Пристига пресата от 25 MN за профили с описан диаметър до 310 mm и стени от 0,8 mm.',
  Austria: 'Австрия',
  Automotive: 'Автомобилостроене',
  'Avanzamento della diapositiva': 'Напредък на слайда',
  'Avere colata, laminazione, estrusione e finitura nello stesso sito permette di controllare la qualità lungo tutto il processo e di rispondere con rapidità alle richieste dei clienti.':
    'Леенето, валцоването, пресоването и довършването на една площадка ни позволяват да контролираме качеството в целия процес и да отговаряме бързо на клиентите.',
  'Avvia la presentazione': 'Пуснете слайдшоуто',
  'Barre lunghe significano meno giunzioni e montaggi più rapidi; le tolleranze sono controllate lungo tutta la lunghezza del profilo.':
    'Дългите пръти означават по-малко снаждания и по-бърз монтаж; допуските се контролират по цялата дължина на профила.',
  'Barre portatutto': 'Релси за багажник',
  Belgio: 'Белгия',
  'Bobine di alluminio laminato pronte per la spedizione':
    'Бобини валцуван алуминий, готови за експедиция',
  'Bobine di laminato pronte per la spedizione nello stabilimento di Shumen.':
    'Бобини валцуван материал, готови за експедиция в завода в Шумен.',
  'Bobine di nastro di alluminio in magazzino': 'Бобини алуминиева лента в склада',
  'Bobine di nastro sottile di alluminio': 'Бобини тънка алуминиева лента',
  'Bronzo chiaro': 'Светъл бронз',
  'Bronzo scuro': 'Тъмен бронз',
  Bulgaria: 'България',
  'CV e lettera in inglese': 'CV и писмо на английски',
  'Camion e rimorchi': 'Камиони и ремаркета',
  'Candidati per e-mail': 'Кандидатствайте по имейл',
  Candidatura: 'Кандидатстване',
  Capacità: 'Капацитет',
  'Capacità di colata': 'Капацитет за леене',
  'Capacità di laminazione': 'Капацитет за валцоване',
  'Capacità dopo l’ampliamento': 'Капацитет след разширението',
  'Caricamento delle posizioni disponibili…': 'Зареждане на свободните позиции…',
  Carriera: 'Кариери',
  'Cerchiamo ingegneri, tecnici, operatori di produzione e specialisti di amministrazione, logistica e informatica. Consulta le offerte attive oppure, se studi ancora o ti sei appena laureato, scopri il nostro programma di tirocini.':
    'Търсим инженери, техници, оператори в производството и специалисти по администрация, логистика и информационни технологии. Разгледайте актуалните обяви или, ако още учите или току-що сте завършили, открийте нашата стажантска програма.',
  'Cerchiamo persone motivate per i nostri reparti di produzione, i laboratori e gli uffici di Shumen. Qui trovi le offerte attive in questo momento, con le responsabilità e i requisiti di ogni posizione.':
    'Търсим мотивирани хора за производствените цехове, лабораториите и офисите ни в Шумен. Тук са актуалните обяви с отговорностите и изискванията за всяка позиция.',
  'Certificazione ISO 45001': 'Сертифициране по ISO 45001',
  Certificazioni: 'Сертификати',
  'Certificazioni BS OHSAS 18001 per la salute e la sicurezza sul lavoro ed EN 15088 per i profili strutturali.':
    'Сертификати BS OHSAS 18001 за здраве и безопасност при работа и EN 15088 за конструктивни профили.',
  Champagne: 'Шампанско',
  'Che cosa offriamo': 'Какво предлагаме',
  'Chi lavora in stabilimento ha il diritto e il dovere di fermare un’attività che ritiene pericolosa.':
    'Всеки, който работи в завода, има правото и задължението да спре дейност, която смята за опасна.',
  'Chi siamo': 'За нас',
  'Chiediamo ai nostri fornitori gli stessi principi che applichiamo a noi stessi: rispetto dei diritti umani, divieto assoluto del lavoro minorile e forzato, sicurezza, tutela dell’ambiente e integrità negli affari. Le nostre politiche e il codice di condotta dei fornitori sono pubblici.':
    'Изискваме от доставчиците си същите принципи, които прилагаме към себе си: зачитане на правата на човека, пълна забрана на детския и принудителния труд, безопасност, опазване на околната среда и почтеност в бизнеса. Нашите политики и кодексът за поведение на доставчиците са публични.',
  'Cifre chiave': 'Ключови данни',
  'Cinque presse da 600 a 2500 t per circa 36 000 t/anno di profili in alluminio, fonderia di billette, verniciatura a polvere, anodizzazione, taglio e lavorazioni CNC.':
    'Пет преси от 600 до 2500 т за около 36 000 т годишно алуминиеви профили, леярна за блокове, прахово боядисване, анодиране, рязане и CNC обработка.',
  'Circa il 95 % della produzione è esportato. I grafici mostrano la ripartizione delle vendite per paese nel 2024 e per tipo di prodotto nel 2020, in percentuale.':
    'Около 95% от продукцията се изнася. Графиките показват разпределението на продажбите по страни през 2024 г. и по вид продукт през 2020 г. в проценти.',
  Codice: 'Код',
  'Coil di nastro colato in attesa della laminazione a freddo.':
    'Бобини лята лента в очакване на студено валцоване.',
  'Colata continua': 'Непрекъснато леене',
  'Collaboriamo con scuole e università della regione, con tirocini e visite allo stabilimento, per formare i tecnici di domani. Sosteniamo iniziative culturali, sportive e sociali della città di Shumen.':
    'Работим с училища и университети в региона чрез стажове и посещения в завода, за да обучаваме техниците на утрешния ден. Подкрепяме културни, спортни и социални инициативи в град Шумен.',
  Colore: 'Цвят',
  'Colori di anodizzazione': 'Цветове на анодиране',
  'Come candidarsi': 'Как да кандидатствате',
  'Come raggiungere lo stabilimento': 'Как да стигнете до завода',
  Completamento: 'Завършване',
  'Comunichiamo in modo chiaro dati tecnici, prezzi e risultati, verso i clienti come verso gli investitori e i dipendenti, perché la fiducia nasce dalle informazioni condivise.':
    'Съобщаваме ясно техническите данни, цените и резултатите – на клиентите, както и на инвеститорите и служителите, защото доверието се ражда от споделената информация.',
  'Con oltre 35 anni di esperienza nella lavorazione dell’alluminio, Alumis esporta circa il 95 % della sua produzione, soprattutto nei paesi dell’Unione europea e negli Stati Uniti. Il fatturato ha superato i 168 milioni di euro e l’azienda è tra le prime 100 imprese della Bulgaria.':
    'С над 35 години опит в преработката на алуминий Алумис изнася около 95% от продукцията си, главно в страните от Европейския съюз и в САЩ. Приходите надхвърлят 168 млн. € и компанията е сред първите 100 предприятия в България.',
  'Con un nuovo capannone di 13 000 m² e un laminatoio a freddo a sei cilindri (6-high) per nastri larghi fino a 2200 mm, la capacità di laminazione raddoppia entro il 2019, fino a 100 000 tonnellate l’anno. I nastri più larghi aprono nuovi mercati nell’edilizia, nei trasporti e negli scambiatori di calore.':
    'С нов цех от 13 000 m² и шествалцов (6-high) стан за студено валцоване на ленти с ширина до 2200 mm капацитетът за валцоване се удвоява до 2019 г. до 100 000 т годишно. По-широките ленти отварят нови пазари в строителството, транспорта и топлообменниците.',
  'Condizioni d’uso': 'Условия за ползване',
  "Cornici dei finestrini, listelli e modanature danno carattere alla carrozzeria e all'abitacolo. Per queste parti in vista scegliamo leghe e superfici adatte all'anodizzazione brillante o satinata, dal naturale C0 al nero C35.":
    'Рамките на прозорците, лайсните и декоративните профили придават характер на каросерията и купето. За тези видими части избираме сплави и повърхности, подходящи за гланцово или сатенено анодиране – от натурален C0 до черен C35.',
  'Crescere insieme, con pari opportunità per tutti':
    'Да растем заедно, с равни възможности за всички',
  'Da oltre 35 anni Alumis trasforma l’alluminio a Shumen, in Bulgaria: fogli, nastri e lamiere laminati e profili estrusi per l’edilizia, l’automotive, i trasporti e l’imballaggio.':
    'Повече от 35 години Алумис преработва алуминий в Шумен, България: валцувано фолио, ленти и ламарини и пресовани профили за строителството, автомобилостроенето, транспорта и опаковките.',
  'Dal 1968 a oggi': 'От 1968 г. до днес',
  'Dal 1981 lo stabilimento di Shumen è cresciuto fino a diventare uno dei principali produttori di semilavorati in alluminio dell’Europa sud-orientale. Questi sono i numeri che lo descrivono oggi.':
    'От 1981 г. заводът в Шумен израсна до един от водещите производители на алуминиеви полуфабрикати в Югоизточна Европа. Това са цифрите, които го описват днес.',
  'Dalla colata al nastro': 'От леенето до лентата',
  'Dalla fonderia alla finitura dei profili, ogni reparto conosce i propri aspetti ambientali e lavora per ridurli:':
    'От леярната до довършването на профилите всеки цех познава своите екологични аспекти и работи за намаляването им:',
  'Dallo stabilimento di Shumen, in Bulgaria, escono ogni anno circa 36.000 tonnellate di profili estrusi, prodotti su cinque presse da 600 a 2.500 tonnellate a partire da billette in lega della serie 6xxx colate in casa. Il catalogo supera le 7.500 sezioni, con lunghezze di estrusione fino a 11.500 mm.':
    'Всяка година от завода в Шумен излизат около 36 000 т пресовани профили, произведени на пет преси от 600 до 2500 т от блокове от сплави серия 6xxx, отлети в завода. Каталогът надхвърля 7500 сечения, с дължини на пресоване до 11 500 mm.',
  'Dall’inaugurazione dello stabilimento nel 1981 cresciamo con nuove linee, nuove presse e nuove tecnologie.':
    'От откриването на завода през 1981 г. растем с нови линии, нови преси и нови технологии.',
  'Dati personali': 'Лични данни',
  Dettagli: 'Подробности',
  'Diametri delle billette': 'Диаметри на блоковете',
  'Diametro circoscritto max, profili cavi': 'Макс. описан диаметър, кухи профили',
  'Diametro circoscritto max, profili pieni': 'Макс. описан диаметър, плътни профили',
  'Diametro della billetta': 'Диаметър на блока',
  Diapositive: 'Слайдове',
  'Dimensione della pressa': 'Усилие на пресата',
  'Dimensione delle presse': 'Усилие на пресите',
  'Dimensioni di profili standard': 'Размери на стандартните профили',
  Dipendenti: 'Служители',
  'Distributori e centri servizio hanno bisogno di un assortimento ampio, sempre disponibile e costante nel tempo. Alumis fornisce nastri, lamiere e profili standard in quantità programmate, con consegne regolari in Europa e negli Stati Uniti.':
    'Дистрибуторите и сервизните центрове се нуждаят от широк асортимент, винаги наличен и постоянен във времето. Алумис доставя стандартни ленти, ламарини и профили в планирани количества с редовни доставки в Европа и САЩ.',
  Distribuzione: 'Дистрибуция',
  Documenti: 'Документи',
  'Dove e che cosa vendiamo': 'Къде и какво продаваме',
  'Due stabilimenti, un solo sito': 'Два завода, една площадка',
  Durata: 'Продължителност',
  'Edifici con facciate in vetro e alluminio': 'Сгради с фасади от стъкло и алуминий',
  'Edilizia e architettura': 'Строителство и архитектура',
  'Edilizia e costruzioni': 'Строителство',
  'Entra in funzione il laminatoio, con le prime linee di colata continua e di laminazione a freddo.':
    'Валцовият завод започва работа с първите линии за непрекъснато леене и студено валцоване.',
  'Entra in servizio l’impianto di verniciatura a polvere dei profili.':
    'Въведена е в експлоатация линията за прахово боядисване на профили.',
  'Estrusione in sintesi': 'Пресоването накратко',
  Facciate: 'Фасади',
  'Facciate continue, sistemi a montanti e traversi, frangisole e rivestimenti ventilati chiedono tolleranze strette e superfici impeccabili su grandi lunghezze. La pressa da 25 MN estrude sezioni fino a 310 mm di diametro circoscritto e pareti fino a 0,8 mm: strutture leggere, ma rigide.':
    'Окачените фасади, системите с колони и ригели, слънцезащитите и вентилираните облицовки изискват тесни допуски и безупречни повърхности на голяма дължина. Пресата от 25 MN пресова сечения с описан диаметър до 310 mm и стени до 0,8 mm: леки, но твърди конструкции.',
  'Fatturato 2024': 'Приходи 2024',
  'Finiture e lavorazioni': 'Покрития и обработка',
  Finstock: 'Finstock',
  Flessibilità: 'Гъвкавост',
  'Fogli Omnia': 'Фолио Omnia',
  'Fogli, nastri e lamiere prodotti a Shumen ed esportati per il 95 % in Europa e negli Stati Uniti.':
    'Фолио, ленти и ламарини, произведени в Шумен, 95% от които се изнасят в Европа и САЩ.',
  'Foglio di alluminio Alumis per uso domestico, per contenitori alimentari, per imballaggi flessibili e la gamma Omnia: barriera totale e riciclabile.':
    'Алуминиево фолио Алумис за домакинството, контейнери за храни, гъвкави опаковки и гамата Omnia: пълна бариера и рециклируемост.',
  'Foglio di alluminio in bobina': 'Алуминиево фолио на бобина',
  'Foglio lubrificato': 'Омаслено фолио',
  'Foglio per contenitori': 'Фолио за контейнери',
  'Foglio per converter': 'Фолио за преработватели',
  'Foglio per imballaggi flessibili': 'Фолио за гъвкави опаковки',
  'Foglio per uso domestico': 'Фолио за домакинството',
  'Foglio per uso domestico, per contenitori e per imballaggi flessibili.':
    'Фолио за домакинството, за контейнери и за гъвкави опаковки.',
  'Foglio tecnico': 'Техническо фолио',
  'Fonderia di billette': 'Леярна за блокове',
  'Fonderie, laminatoi e presse di estrusione lavorano con metallo fuso, carichi pesanti e macchine potenti. Nessun obiettivo di produzione vale un rischio per la salute di chi lavora: è il principio che guida ogni decisione nello stabilimento di Shumen.':
    'Леярните, валцовите цехове и пресите работят с разтопен метал, тежки товари и мощни машини. Никоя производствена цел не си струва риск за здравето на работещите: този принцип ръководи всяко решение в завода в Шумен.',
  Formazione: 'Обучение',
  'Forme di profilo': 'Форми на профилите',
  'Forniamo bobine, nastri tagliati e lamiere in formato, con imballi adatti allo stoccaggio e alla movimentazione con carrello.':
    'Доставяме бобини, нарязани ленти и форматирани ламарини в опаковки, подходящи за складиране и работа с мотокар.',
  Francia: 'Франция',
  Germania: 'Германия',
  'Gli schermi termici proteggono scocca, cablaggi e componenti vicini al motore e allo scarico dal calore irradiato. I nostri clienti li stampano da nastri delle serie 1xxx e 3xxx, lisci o da goffrare, con spessori e stati fisici studiati per la formatura profonda.':
    'Топлинните екрани предпазват каросерията, кабелите и компонентите близо до двигателя и ауспуха от излъчената топлина. Клиентите ни ги щанцоват от ленти от серии 1xxx и 3xxx, гладки или за релефиране, с дебелини и състояния, предвидени за дълбоко формоване.',
  'Gli sfridi di produzione tornano in fonderia e diventano nuovo metallo.':
    'Производственият отпадък се връща в леярната и става нов метал.',
  'Guarda il video': 'Гледайте видеото',
  'I grandi investimenti degli ultimi anni, dal nuovo laminatoio a freddo alla pressa di estrusione da 25 MN, hanno creato ruoli nuovi in produzione, manutenzione, qualità e tecnologie digitali: molti di questi ruoli sono stati affidati a colleghi cresciuti in azienda.':
    'Големите инвестиции през последните години – от новия стан за студено валцоване до пресата от 25 MN – създадоха нови роли в производството, поддръжката, качеството и дигиталните технологии: много от тях бяха поверени на колеги, израснали в компанията.',
  'I laminatoi a freddo riducono il nastro fino agli spessori richiesti per lamiere, nastri e fogli. Forni di ricottura, spianatrici e linee di taglio completano il ciclo e preparano ogni coil secondo le specifiche del cliente.':
    'Становете за студено валцоване намаляват лентата до дебелините, нужни за ламарини, ленти и фолио. Пещи за отгряване, изправящи машини и линии за рязане завършват цикъла и подготвят всяка бобина по спецификация на клиента.',
  'I nostri impegni': 'Нашите ангажименти',
  'I nostri valori': 'Нашите ценности',
  'I numeri chiave': 'Ключови данни',
  'I profili possono lasciare lo stabilimento già finiti: verniciati a polvere in un’ampia gamma di colori RAL, anodizzati, tagliati con precisione e lavorati a controllo numerico, pronti per il montaggio.':
    'Профилите могат да напуснат завода готови: прахово боядисани в широка гама цветове RAL, анодирани, прецизно нарязани и обработени с CNC, готови за монтаж.',
  'I profili standard valgono più di un quarto delle nostre vendite: una produzione continua che garantisce ai distributori disponibilità e qualità costanti.':
    'Стандартните профили са над една четвърт от продажбите ни: непрекъснато производство, което гарантира на дистрибуторите постоянна наличност и качество.',
  'I risultati si misurano in meno scarti, consumi energetici più bassi e una qualità più costante. Il nuovo laminatoio a freddo a sei cilindri, largo fino a 2200 mm, e la pressa da 25 MN per profili fino a 310 mm di diametro circoscritto e pareti di 0,8 mm ampliano la gamma di prodotti che possiamo sviluppare.':
    'Резултатите се измерват с по-малко брак, по-ниско потребление на енергия и по-постоянно качество. Новият шествалцов стан за студено валцоване с ширина до 2200 mm и пресата от 25 MN за профили с описан диаметър до 310 mm и стени от 0,8 mm разширяват гамата продукти, които можем да разработваме.',
  'I settori che serviamo': 'Секторите, които обслужваме',
  'I sistemi di gestione dello stabilimento sono certificati da enti indipendenti secondo le norme internazionali:':
    'Системите за управление на завода са сертифицирани от независими органи по международни стандарти:',
  'Il 13 settembre 1999 un investitore privato acquisisce la quota di maggioranza della società.':
    'На 13 септември 1999 г. частен инвеститор придобива мажоритарния дял в дружеството.',
  'Il 24 giugno 2000 la società prende il nome di Alumis.':
    'На 24 юни 2000 г. дружеството приема името „Алумис“.',
  'Il 28 novembre 1981 lo stabilimento viene inaugurato ufficialmente.':
    'На 28 ноември 1981 г. заводът е официално открит.',
  'Il 95 % della produzione va all’estero, soprattutto in Europa e negli Stati Uniti, a clienti che ci scelgono per la qualità certificata, la flessibilità e la puntualità delle consegne.':
    '95% от продукцията отива в чужбина, главно в Европа и САЩ, при клиенти, които ни избират заради сертифицираното качество, гъвкавостта и точните доставки.',
  'Il finstock è il nastro sottile da cui si stampano le alette di radiatori, condensatori e climatizzatori. Deve avere proprietà meccaniche uniformi lungo tutta la bobina, per formare alette fitte senza strappi: lo laminiamo in leghe delle serie 8xxx e 3xxx.':
    'Finstock е тънката лента, от която се щанцоват ребрата на радиатори, кондензатори и климатици. Тя трябва да има еднакви механични свойства по цялата бобина, за да се формоват гъсти ребра без скъсване: валцуваме я от сплави от серии 8xxx и 3xxx.',
  'Il foglio sottile di alluminio è una barriera totale contro luce, ossigeno, umidità e odori, si piega senza rompersi ed è riciclabile senza fine. È il primo prodotto di Alumis: il solo foglio per uso domestico vale oltre un quarto delle vendite.':
    'Тънкото алуминиево фолио е пълна бариера срещу светлина, кислород, влага и миризми, сгъва се, без да се чупи, и се рециклира безкрайно. То е водещият продукт на Алумис: само домакинското фолио е над една четвърт от продажбите.',
  'Il laboratorio dello stabilimento controlla il metallo in ogni fase: dalla composizione chimica della colata alle proprietà meccaniche dei laminati, fino alle dimensioni e alle finiture dei profili estrusi.':
    'Лабораторията на завода контролира метала на всеки етап: от химичния състав при леенето до механичните свойства на валцуваните продукти и размерите и покритията на пресованите профили.',
  'Il laboratorio qualità': 'Лабораторията по качеството',
  'Il laminatoio': 'Валцовият завод',
  'Il laminatoio Alumis di Shumen: 6 linee di colata continua da 65 000 t/anno, 50 000 t/anno di laminazione, foglio sottile e nastri larghi fino a 1570 mm.':
    'Валцовият завод на Алумис в Шумен: 6 линии за непрекъснато леене с 65 000 т годишно, 50 000 т годишно валцоване, тънко фолио и ленти с ширина до 1570 mm.',
  'Il laminatoio di Shumen parte dall’alluminio fuso. Sei linee di colata continua solidificano il metallo direttamente in un nastro di 5–10 mm di spessore, largo fino a 1570 mm, avvolto in coil pronti per la laminazione a freddo. Si evita così la laminazione a caldo di grandi lastre, con un risparmio di energia e di tempo.':
    'Валцовият завод в Шумен започва от разтопения алуминий. Шест линии за непрекъснато леене втвърдяват метала директно в лента с дебелина 5–10 mm и ширина до 1570 mm, навита на бобини, готови за студено валцоване. Така се избягва горещото валцоване на големи слябове и се пестят енергия и време.',
  'Il laminatoio parte dal metallo fuso: sei linee di colata continua producono il nastro che viene poi laminato a freddo fino ai fogli più sottili per uso domestico e tecnico. Lo stabilimento di estrusione, con cinque presse e una propria fonderia di billette, realizza profili standard e su disegno, verniciati, anodizzati e lavorati a misura.':
    'Валцовият завод започва от разтопения метал: шест линии за непрекъснато леене произвеждат лентата, която след това се валцува студено до най-тънкото домакинско и техническо фолио. Пресовият завод с пет преси и собствена леярна за блокове произвежда стандартни профили и профили по чертеж, боядисани, анодирани и обработени по размер.',
  'Il nostro impegno sul territorio': 'Нашият ангажимент към региона',
  'Il programma di formazione aziendale dura un mese. Ogni tirocinante è seguito da un tutor, affianca i nostri specialisti in reparto e negli uffici tecnici e lavora su casi reali, dalla colata alla finitura, dal controllo qualità alla pianificazione.':
    'Програмата за обучение в компанията продължава един месец. Всеки стажант има наставник, работи редом с нашите специалисти в цеховете и техническите отдели и се занимава с реални случаи – от леенето до довършването, от контрола на качеството до планирането.',
  'Il programma di tirocinio di un mese di Alumis per studenti universitari, laureandi magistrali e neolaureati: settori, vantaggi e come candidarsi.':
    'Едномесечната стажантска програма на Алумис за студенти, магистранти и наскоро завършили: направления, предимства и как да кандидатствате.',
  'Il sistema di gestione della qualità ottiene la certificazione ISO 9001.':
    'Системата за управление на качеството е сертифицирана по ISO 9001.',
  Imballaggio: 'Опаковки',
  'Impianto di estrusione': 'Пресов завод',
  'In 37 anni di investimenti continui Alumis ha rinnovato impianti e processi. L’ampliamento di 13 000 m² previsto entro il 2019, con un nuovo laminatoio a freddo a sei cilindri largo fino a 2200 mm, porta la capacità di laminazione a 100 000 tonnellate l’anno, il doppio di quella attuale.':
    'За 37 години непрекъснати инвестиции Алумис обнови съоръженията и процесите си. Разширението от 13 000 m², планирано до 2019 г., с нов шествалцов стан за студено валцоване с ширина до 2200 mm, довежда капацитета за валцоване до 100 000 т годишно – двойно повече от сегашния.',
  'In Alumis la ricerca nasce dalle richieste dei clienti: una lega più formabile per un profilo di facciata, un foglio più sottile e resistente per l’imballaggio, un nastro con tolleranze più strette per gli scambiatori di calore. Tecnici di produzione, qualità e vendite lavorano insieme su ogni nuovo prodotto, dalla prima prova alla fornitura di serie.':
    'В Алумис изследванията започват от запитванията на клиентите: по-формуема сплав за фасаден профил, по-тънко и здраво фолио за опаковки, лента с по-тесни допуски за топлообменници. Технолози от производството, качеството и продажбите работят заедно по всеки нов продукт – от първото изпитване до серийната доставка.',
  'In primo piano': 'Акценти',
  'In treni regionali, tram e metropolitane i profili estrusi formano pavimenti, pannelli laterali, canaline e strutture degli arredi interni. La pressa da 25 MN estrude sezioni fino a 310 mm di diametro circoscritto, in barre lunghe fino a 11.500 mm.':
    'В регионалните влакове, трамваите и метрото пресованите профили образуват подове, странични панели, кабелни канали и конструкции на интериора. Пресата от 25 MN пресова сечения с описан диаметър до 310 mm в пръти с дължина до 11 500 mm.',
  'Informazioni aggiuntive': 'Допълнителна информация',
  'Infortuni e mancati infortuni vengono registrati e analizzati insieme ai lavoratori, per capirne le cause e impedire che si ripetano.':
    'Злополуките и опасните инциденти се регистрират и анализират заедно с работниците, за да се разберат причините и да не се повторят.',
  'Iniziano a Shumen i lavori di costruzione dello stabilimento per la lavorazione dell’alluminio.':
    'В Шумен започва строителството на завода за преработка на алуминий.',
  'Iniziano i lavori di ampliamento, che entro il 2019 raddoppiano la capacità di laminazione a 100 000 t l’anno.':
    'Започват разширителните работи, които до 2019 г. удвояват капацитета за валцоване до 100 000 т годишно.',
  'Investire per crescere': 'Инвестиции за растеж',
  'Invia il tuo curriculum vitae e una lettera di presentazione in inglese, indicando il settore che ti interessa e il mese in cui sei disponibile.':
    'Изпратете автобиографията си и мотивационно писмо на английски, като посочите направлението, което ви интересува, и месеца, в който сте на разположение.',
  Italia: 'Италия',
  "L'industria automobilistica usa l'alluminio per alleggerire i veicoli, governare il calore e disegnare finiture di pregio. Alumis fornisce ai costruttori e ai loro fornitori nastri laminati e profili estrusi con le tolleranze e la tracciabilità che il settore richiede.":
    'Автомобилната индустрия използва алуминия, за да олекоти превозните средства, да управлява топлината и да създава качествени декоративни елементи. Алумис доставя на производителите и техните доставчици валцувани ленти и пресовани профили с допуските и проследимостта, които секторът изисква.',
  "L'ossidazione anodica da 10 a 25 micron protegge le superfici esposte alla salsedine; taglio e lavorazioni CNC consegnano al cantiere componenti pronti per il montaggio.":
    'Анодирането от 10 до 25 микрона защитава повърхностите, изложени на солена вода; рязането и CNC обработката доставят до корабостроителницата детайли, готови за монтаж.',
  'La filosofia delle risorse umane di Alumis a Shumen: formazione continua, sicurezza, retribuzione equa e pari opportunità per candidate e candidati.':
    'Философията на Алумис в Шумен за човешките ресурси: непрекъснато обучение, безопасност, справедливо заплащане и равни възможности за всички кандидати.',
  'La finitura si fa in stabilimento: verniciatura a polvere da 60 a 200 micron e ossidazione anodica da 10 a 25 micron, su barre lunghe fino a 6.500 mm, nelle tinte dal naturale C0 al nero C35. Il facciatista riceve profili pronti per il montaggio.':
    'Довършването се извършва в завода: прахово боядисване от 60 до 200 микрона и анодиране от 10 до 25 микрона върху пръти с дължина до 6500 mm, в цветове от натурален C0 до черен C35. Фасадният изпълнител получава профили, готови за монтаж.',
  'La fonderia di billette': 'Леярната за блокове',
  'La missione di Alumis e i quattro valori che guidano il suo lavoro ogni giorno: lealtà, responsabilità, flessibilità e trasparenza.':
    'Мисията на Алумис и четирите ценности, които всеки ден ръководят работата на компанията: лоялност, отговорност, гъвкавост и прозрачност.',
  'La nostra filosofia delle risorse umane': 'Нашата философия за човешките ресурси',
  'La nostra missione': 'Нашата мисия',
  'La nostra politica ambientale': 'Нашата екологична политика',
  'La nostra storia': 'Нашата история',
  'La politica ambientale di Alumis: sistema di gestione certificato ISO 14001:2015, riciclo dell’alluminio, efficienza energetica e tutela del territorio di Shumen.':
    'Екологичната политика на Алумис: система за управление, сертифицирана по ISO 14001:2015, рециклиране на алуминия, енергийна ефективност и опазване на района на Шумен.',
  'La politica ambientale è a disposizione di dipendenti, clienti, autorità e cittadini. Segnalazioni e domande sui temi ambientali sono benvenute: ci aiutano a migliorare.':
    'Екологичната политика е достъпна за служители, клиенти, институции и граждани. Сигналите и въпросите по екологични теми са добре дошли: те ни помагат да се подобряваме.',
  'La pressa da 25 MN estrude profili fino a 310 mm di diametro circoscritto e con pareti di appena 0,8 mm: sezioni ampie e leggere per facciate, serramenti, veicoli e applicazioni industriali.':
    'Пресата от 25 MN пресова профили с описан диаметър до 310 mm и стени от едва 0,8 mm: широки и леки сечения за фасади, дограма, превозни средства и промишлени приложения.',
  'La responsabilità sociale di Alumis verso dipendenti, comunità di Shumen e fornitori: politiche, divieto del lavoro minorile e codice di condotta dei fornitori.':
    'Социалната отговорност на Алумис към служителите, общността на Шумен и доставчиците: политики, забрана на детския труд и кодекс за поведение на доставчиците.',
  'La sicurezza prima di tutto': 'Безопасността на първо място',
  'La storia continua': 'Историята продължава',
  'Laboratorio qualità, miglioramento continuo dei processi e certificazioni ISO 9001, ISO 14001, BS OHSAS 18001 ed EN 15088: la ricerca e lo sviluppo di Alumis.':
    'Лаборатория по качеството, непрекъснато подобряване на процесите и сертификати ISO 9001, ISO 14001, BS OHSAS 18001 и EN 15088: научноизследователската и развойна дейност на Алумис.',
  'Lamiera di alluminio spazzolata': 'Шлифована алуминиева ламарина',
  Lamiere: 'Ламарини',
  'Laminati e profili estrusi in alluminio': 'Валцувани продукти и пресовани профили от алуминий',
  'Laminati ed estrusi Alumis lavorano ogni giorno in cantieri, veicoli, imballaggi e magazzini di tutta Europa e degli Stati Uniti.':
    'Валцуваните и пресованите продукти на Алумис работят всеки ден в строежи, превозни средства, опаковки и складове в цяла Европа и САЩ.',
  Laminatoio: 'Валцов завод',
  Laminazione: 'Валцоване',
  'Laminazione a freddo e foglio sottile': 'Студено валцоване и тънко фолио',
  'Larghezza massima del nastro': 'Максимална ширина на лентата',
  'Lavora con noi': 'Работете с нас',
  'Lavorare in Alumis': 'Работа в Алумис',
  'Lavorazioni CNC': 'CNC обработка',
  "Le barre portatutto longitudinali sono profili estrusi di forma complessa che devono essere leggeri, rigidi e perfetti alla vista. Le estrudiamo in leghe della serie 6xxx, pronte per la curvatura, la lavorazione CNC e l'anodizzazione.":
    'Надлъжните релси за багажник са пресовани профили със сложна форма, които трябва да са леки, твърди и безупречни на вид. Пресоваме ги от сплави от серия 6xxx, готови за огъване, CNC обработка и анодиране.',
  'Le linee lavorano leghe delle serie 1xxx, 3xxx e 8xxx, adatte sia ai fogli per l’imballaggio sia ai nastri e alle lamiere per l’edilizia e l’industria.':
    'Линиите работят със сплави от серии 1xxx, 3xxx и 8xxx, подходящи както за опаковъчно фолио, така и за ленти и ламарини за строителството и промишлеността.',
  'Le offerte di lavoro aperte negli stabilimenti di Shumen':
    'Свободните работни места в заводите в Шумен',
  'Le persone sono la risorsa più preziosa di Alumis. Da oltre 35 anni trasformiamo l’alluminio, a Shumen, in fogli, nastri, lamiere e profili estrusi che raggiungono clienti in tutta Europa e negli Stati Uniti: un risultato che nasce dalla competenza e dall’impegno di chi lavora ogni giorno nei nostri reparti, nei laboratori e negli uffici.':
    'Хората са най-ценният ресурс на Алумис. Повече от 35 години в Шумен превръщаме алуминия във фолио, ленти, ламарини и пресовани профили, които достигат до клиенти в цяла Европа и САЩ: резултат от компетентността и отдадеността на всички, които работят всеки ден в нашите цехове, лаборатории и офиси.',
  'Le posizioni aperte in Alumis, produttore di laminati ed estrusi in alluminio a Shumen, in Bulgaria: offerte attive, requisiti e come candidarsi.':
    'Свободните позиции в Алумис, производител на валцуван и пресован алуминий в Шумен, България: актуални обяви, изисквания и как да кандидатствате.',
  'Le presse': 'Пресите',
  'Le presse di estrusione': 'Пресите',
  'Le presse sono alimentate dalla fonderia interna, che cola billette in leghe della serie 6xxx nei quattro diametri usati dalle presse. Avere la propria fonderia significa controllare la composizione della lega fin dall’inizio e riutilizzare gli sfridi di produzione.':
    'Пресите се захранват от собствената леярна, която лее блокове от сплави серия 6xxx в четирите диаметъра, използвани от пресите. Собствената леярна означава контрол на състава на сплавта от самото начало и повторно използване на производствения отпадък.',
  'Le tappe della storia di Alumis, dalla costruzione dello stabilimento di Shumen nel 1968 ai progetti di ampliamento di oggi.':
    'Етапите в историята на Алумис – от изграждането на завода в Шумен през 1968 г. до днешните проекти за разширение.',
  Lealtà: 'Лоялност',
  "Leggero, resistente alla corrosione e libero nella forma, l'alluminio è il materiale dell'involucro edilizio contemporaneo. Progettisti, sistemisti e serramentisti trovano in Alumis profili estrusi e laminati pronti per il cantiere.":
    'Лек, устойчив на корозия и свободен във формата, алуминият е материалът на съвременната сградна обвивка. Проектанти, системни фирми и производители на дограма намират в Алумис пресовани профили и валцувани продукти, готови за обекта.',
  Leghe: 'Сплави',
  'Linee di colata continua': 'Линии за непрекъснато леене',
  'Lo stabilimento di estrusione produce circa 36 000 tonnellate l’anno di profili in alluminio con cinque presse da 600 a 2500 tonnellate. Il catalogo comprende oltre 7500 forme di profilo realizzate su disegno dei clienti e più di 1500 dimensioni di profili standard, pronti per la distribuzione.':
    'Пресовият завод произвежда около 36 000 т алуминиеви профили годишно на пет преси от 600 до 2500 т. Каталогът включва над 7500 форми на профили по чертежи на клиенти и повече от 1500 размера стандартни профили, готови за дистрибуция.',
  'Lunghezza alla pressa': 'Дължина на изхода на пресата',
  'Lunghezza dei profili': 'Дължина на профилите',
  'Lunghezza massima dei profili': 'Максимална дължина на профилите',
  'L’alluminio si ricicla infinite volte senza perdere le sue qualità, e rifonderlo richiede solo una piccola parte dell’energia necessaria a produrlo dal minerale. Per questo crediamo che un buon prodotto in alluminio sia anche un buon investimento per l’ambiente, a condizione che chi lo produce lavori con la stessa cura.':
    'Алуминият се рециклира безброй пъти, без да губи качествата си, а претопяването му изисква само малка част от енергията, необходима за производството му от руда. Затова вярваме, че добрият алуминиев продукт е и добра инвестиция за околната среда, стига производителят му да работи със същата грижа.',
  'L’ampliamento': 'Разширението',
  'L’azienda': 'Компанията',
  'Manteniamo la parola data a clienti, fornitori e colleghi. Molti rapporti commerciali durano da decenni e li coltiviamo con correttezza, anche nei momenti difficili.':
    'Спазваме думата си към клиенти, доставчици и колеги. Много търговски отношения продължават от десетилетия и ги поддържаме коректно, включително в трудни моменти.',
  'Mappa del sito': 'Карта на сайта',
  Mercati: 'Пазари',
  'Metti in pausa il video di sfondo': 'Спрете фоновото видео',
  'Metti in pausa la presentazione': 'Спрете слайдшоуто',
  'Miglioramento continuo': 'Непрекъснато подобрение',
  'Miglioramento continuo dei processi': 'Непрекъснато подобряване на процесите',
  'Missione e valori': 'Мисия и ценности',
  'Modanature decorative': 'Декоративни лайсни',
  Nastri: 'Ленти',
  'Nastri e lamiere nelle leghe delle serie 1xxx, 3xxx e 8xxx coprono gli impieghi più comuni: lattoneria, coperture, pannelli, parti stampate e piegate. Con il nuovo laminatoio a freddo a sei cilindri la larghezza arriva a 2.200 mm.':
    'Лентите и ламарините от сплави от серии 1xxx, 3xxx и 8xxx покриват най-честите приложения: тенекеджийски изделия, покриви, панели, щанцовани и огънати детайли. С новия шествалцов стан за студено валцоване ширината достига 2200 mm.',
  'Nastri e lamiere standard': 'Стандартни ленти и ламарини',
  'Nastri per schermi termici': 'Ленти за топлинни екрани',
  'Nastri per schermi termici, finstock, barre portatutto e modanature decorative.':
    'Ленти за топлинни екрани, finstock, релси за багажник и декоративни лайсни.',
  "Nastri per schermi termici, finstock, barre portatutto, modanature e materiali per scambiatori di calore: l'alluminio Alumis per l'industria automobilistica.":
    'Ленти за топлинни екрани, finstock, релси за багажник, лайсни и материали за топлообменници: алуминият на Алумис за автомобилната индустрия.',
  'Nastri, lamiere e oltre 1.500 misure di profili standard in alluminio per distributori e centri servizio, con consegne regolari in Europa e negli Stati Uniti.':
    'Ленти, ламарини и над 1500 размера стандартни алуминиеви профили за дистрибутори и сервизни центрове с редовни доставки в Европа и САЩ.',
  'Nastri, lamiere e profili standard, sempre disponibili per i distributori.':
    'Стандартни ленти, ламарини и профили, винаги налични за дистрибуторите.',
  Naturale: 'Натурален',
  Nautica: 'Корабостроене',
  'Negli imballaggi flessibili il foglio è lo strato barriera accoppiato a carta e film plastici: caffè, cioccolato, farmaci, bevande in cartone e capsule. Ai converter forniamo foglio sottile con bagnabilità e porosità controllate, pronto per laccatura, stampa e accoppiamento.':
    'В гъвкавите опаковки фолиото е бариерният слой, каширан с хартия и пластмасово фолио: кафе, шоколад, лекарства, напитки в кутии и капсули. На преработвателите доставяме тънко фолио с контролирана омокряемост и порьозност, готово за лакиране, печат и каширане.',
  'Nel 2019 il sistema di gestione della salute e sicurezza sul lavoro ha ottenuto la certificazione secondo la norma ISO 45001, che ha preso il posto della precedente BS OHSAS 18001:2007. Audit interni ed esterni ne verificano ogni anno l’applicazione.':
    'През 2019 г. системата за управление на здравето и безопасността при работа беше сертифицирана по стандарта ISO 45001, който замени предишния BS OHSAS 18001:2007. Вътрешни и външни одити проверяват прилагането ѝ всяка година.',
  'Nello stabilimento di Shumen il sistema di gestione ambientale è certificato secondo la norma ISO 14001:2015. Ogni anno fissiamo obiettivi misurabili, ne seguiamo l’andamento e li riesaminiamo con la direzione.':
    'В завода в Шумен системата за управление на околната среда е сертифицирана по ISO 14001:2015. Всяка година поставяме измерими цели, следим изпълнението им и ги преглеждаме с ръководството.',
  Nero: 'Черен',
  Oro: 'Златен',
  Vendite: 'Продажби',
  'Non tolleriamo molestie né comportamenti offensivi e chiediamo a ogni responsabile di promuovere un ambiente rispettoso. Chi ritiene di aver subito un trattamento ingiusto può rivolgersi all’ufficio Risorse umane con la garanzia della riservatezza.':
    'Не толерираме тормоз или обидно поведение и изискваме от всеки ръководител да насърчава уважителна среда. Всеки, който смята, че е третиран несправедливо, може да се обърне към отдел „Човешки ресурси“ при гарантирана поверителност.',
  'Non è stato possibile caricare le posizioni disponibili.':
    'Свободните позиции не можаха да бъдат заредени.',
  'Nuova superficie': 'Нова площ',
  'Nuove capacità produttive nel 2019': 'Нови производствени мощности през 2019 г.',
  'Nuovo laminatoio a freddo': 'Нов стан за студено валцоване',
  'Offerte attive': 'Актуални обяви',
  'Offriamo condizioni di lavoro eque e sicure, retribuzioni puntuali e pari opportunità, senza discriminazioni di genere, origine, religione o opinione. Rispettiamo la libertà di associazione e il dialogo con i rappresentanti dei lavoratori.':
    'Предлагаме справедливи и безопасни условия на труд, навременно заплащане и равни възможности без дискриминация по пол, произход, религия или убеждения. Зачитаме свободата на сдружаване и диалога с представителите на работниците.',
  'Ogni anno Alumis apre i suoi stabilimenti di Shumen a studenti e giovani laureati che vogliono conoscere da vicino la produzione di laminati e di profili estrusi in alluminio.':
    'Всяка година Алумис отваря заводите си в Шумен за студенти и млади завършили, които искат да опознаят отблизо производството на валцувани продукти и пресовани профили от алуминий.',
  'Ogni anno investiamo in impianti, processi e persone per offrire laminati ed estrusi sempre più affidabili.':
    'Всяка година инвестираме в съоръжения, процеси и хора, за да предлагаме все по-надеждни валцувани и пресовани продукти.',
  'Ogni anno una parte degli investimenti è dedicata a rendere i processi più stabili ed efficienti: automazione delle linee di colata continua, nuovi sistemi di controllo dello spessore nel laminatoio, matrici di estrusione progettate e verificate in casa, recupero degli scarti di lavorazione nella fonderia di billette.':
    'Всяка година част от инвестициите са насочени към по-стабилни и ефективни процеси: автоматизация на линиите за непрекъснато леене, нови системи за контрол на дебелината във валцовия завод, матрици за пресоване, проектирани и изпитани в завода, оползотворяване на отпадъка в леярната за блокове.',
  'Ogni chilogrammo risparmiato su un mezzo di trasporto è carico utile in più e carburante in meno. Laminati e profili Alumis aiutano cantieri navali, costruttori di rotabili e carrozzerie industriali a ridurre il peso senza rinunciare alla robustezza.':
    'Всеки спестен килограм от превозното средство означава повече полезен товар и по-малко гориво. Валцуваните продукти и профилите на Алумис помагат на корабостроителници, производители на подвижен състав и каросерии да намалят теглото, без да жертват здравината.',
  'Ogni lotto è tracciabile dalla colata al prodotto finito. Per un audit o una visita tecnica siete i benvenuti nello stabilimento di Shumen.':
    'Всяка партида е проследима от леенето до готовия продукт. За одит или техническо посещение сте добре дошли в завода в Шумен.',
  'Ogni nuovo collega riceve una formazione sui rischi del proprio reparto prima di iniziare. Seguono aggiornamenti periodici, esercitazioni di emergenza e corsi specifici per carrellisti, gruisti, addetti alla manutenzione e al primo soccorso.':
    'Всеки нов колега преминава обучение за рисковете в своя цех, преди да започне работа. Следват периодични опреснителни обучения, аварийни учения и специални курсове за водачи на мотокари, кранисти, служители по поддръжката и за първа помощ.',
  'Ogni pressa ha il suo campo ideale: le più piccole per profili sottili e leggeri, la 2500 t per le sezioni più grandi. La tabella riassume le possibilità di ciascuna.':
    'Всяка преса има своя оптимален обхват: по-малките – за тънки и леки профили, 2500-тонната – за най-големите сечения. Таблицата обобщава възможностите на всяка.',
  'Oltre 1.500 misure di profili standard: angolari, profili a T e a U, tubi tondi, quadri e rettangolari, barre piene e piatti, in leghe della serie 6xxx, grezzi, anodizzati o verniciati.':
    'Над 1500 размера стандартни профили: ъгли, Т- и U-профили, кръгли, квадратни и правоъгълни тръби, плътни и плоски пръти от сплави серия 6xxx, без покритие, анодирани или боядисани.',
  'Oltre 13 000 m² in più e un nuovo laminatoio a freddo a sei cilindri, largo fino a 2 200 mm, raddoppiano la capacità.':
    'Над 13 000 m² нови площи и нов шествалцов стан за студено валцоване с ширина до 2200 mm удвояват капацитета.',
  'Omnia è la nostra gamma di fogli per gli impieghi tecnici e speciali, quando lega, stato fisico o spessore escono dallo standard. Con il cliente definiamo la specifica, dalla lega alla larghezza della bobina, e la manteniamo identica lotto dopo lotto.':
    'Omnia е нашата гама фолио за технически и специални приложения, когато сплавта, състоянието или дебелината излизат извън стандарта. Заедно с клиента определяме спецификацията – от сплавта до ширината на бобината – и я поддържаме еднаква партида след партида.',
  Paese: 'Страна',
  'Paesi Bassi': 'Нидерландия',
  'Pagine sulla carriera': 'Страници за кариери',
  'Pagine sulla sostenibilità': 'Страници за устойчивост',
  'Pagine sull’azienda': 'Страници за компанията',
  Panoramica: 'Общ преглед',
  'Pari opportunità': 'Равни възможности',
  'Parte la produzione di profili estrusi: i primi profili per l’edilizia escono dalla pressa.':
    'Започва производството на пресовани профили: първите профили за строителството излизат от пресата.',
  'Per candidarti invia il curriculum vitae, indicando il titolo della posizione, all’indirizzo':
    'За да кандидатствате, изпратете автобиографията си с името на позицията на адрес',
  'Per davanzali, coperture e lattonerie forniamo anche lamiere e nastri laminati nelle leghe delle serie 1xxx e 3xxx, lisci o verniciati.':
    'За подпрозоречни первази, покриви и обшивки доставяме и валцувани ламарини и ленти от сплави от серии 1xxx и 3xxx, гладки или боядисани.',
  'Per e-mail a': 'По имейл на',
  "Per finestre, porte, verande e giardini d'inverno estrudiamo serie standard e profili a disegno del cliente. Il taglio di precisione, da 20 a 8.000 mm a 90° o da 200 a 2.800 mm a 45° con tolleranza di ±0,5 mm, e le lavorazioni CNC fino a 6.500 mm riducono il lavoro in officina.":
    'За прозорци, врати, веранди и зимни градини пресоваме стандартни серии и профили по чертеж на клиента. Прецизното рязане – от 20 до 8000 mm под 90° или от 200 до 2800 mm под 45° с допуск ±0,5 mm – и CNC обработката до 6500 mm намаляват работата в цеха.',
  "Per le costruzioni il sistema di gestione è certificato secondo ISO 9001:2015 e secondo EN 15088:2005, la norma europea dei prodotti strutturali in alluminio per l'edilizia. Il 95% della produzione è esportato, soprattutto in Europa e negli Stati Uniti.":
    'За строителството системата за управление е сертифицирана по ISO 9001:2015 и по EN 15088:2005 – европейския стандарт за конструктивни алуминиеви продукти за строителството. 95% от продукцията се изнася, главно в Европа и САЩ.',
  'Per ogni posto di lavoro, macchina e sostanza valutiamo i pericoli prima dell’avvio di un impianto e a ogni modifica dei processi. Dove possiamo eliminiamo il rischio alla fonte; dove non è possibile lo riduciamo con protezioni collettive, procedure e, per ultimi, dispositivi di protezione individuale.':
    'За всяко работно място, машина и вещество оценяваме опасностите преди пускането на съоръжение и при всяка промяна на процесите. Където можем, премахваме риска при източника; където не е възможно, го намаляваме с колективни защити, процедури и накрая с лични предпазни средства.',
  'Persone, comunità, partner': 'Хора, общност, партньори',
  'Peso lineare': 'Линейно тегло',
  'Peso per metro': 'Тегло на метър',
  'Più di cinquant’anni fa a Shumen iniziava la costruzione di uno stabilimento per l’alluminio. Queste sono le tappe che lo hanno trasformato in Alumis.':
    'Преди повече от петдесет години в Шумен започва строителството на завод за алуминий. Това са етапите, които го превърнаха в Алумис.',
  'Planarità, pulizia della superficie e resistenza allo strappo sono controllate lungo tutta la bobina, perché il foglio scorra senza difetti sulle linee di riavvolgimento veloci.':
    'Плоскостта, чистотата на повърхността и якостта на скъсване се контролират по цялата бобина, за да минава фолиото безупречно по бързите пренавиващи линии.',
  'Politica di divulgazione': 'Политика за оповестяване',
  'Politiche e codici': 'Политики и кодекси',
  Polonia: 'Полша',
  'Porte e finestre': 'Врати и прозорци',
  'Posizioni disponibili': 'Свободни позиции',
  'Pressa da 25 MN': 'Преса от 25 MN',
  Presse: 'Преси',
  Prodotti: 'Продукти',
  'Prodotti strutturali in alluminio per le costruzioni: controllo e consegna':
    'Конструктивни алуминиеви продукти за строителството: контрол и доставка',
  Prodotto: 'Продукт',
  'Produciamo ogni anno oltre 7.000 tonnellate di foglio per uso domestico, in leghe delle serie 1xxx e 8xxx: il rotolo che si trova in ogni cucina. Lo forniamo in bobine madri ai trasformatori, che lo riavvolgono in rotoli per la vendita al dettaglio.':
    'Всяка година произвеждаме над 7000 т домакинско фолио от сплави от серии 1xxx и 8xxx: ролката, която се намира във всяка кухня. Доставяме го в основни бобини на преработвателите, които го пренавиват на ролки за търговията на дребно.',
  'Profili anodizzati': 'Анодирани профили',
  'Profili estrusi all’uscita della pressa.': 'Пресовани профили на изхода на пресата.',
  'Profili estrusi e lamiere in alluminio Alumis per imbarcazioni, rotabili ferroviari, camion e rimorchi: più carico utile, meno peso e meno manutenzione.':
    'Пресовани алуминиеви профили и ламарини Алумис за плавателни съдове, подвижен железопътен състав, камиони и ремаркета: повече полезен товар, по-малко тегло и по-малко поддръжка.',
  'Profili estrusi e lamiere in alluminio per facciate, porte, finestre e sistemi architettonici.':
    'Пресовани алуминиеви профили и ламарини за фасади, врати, прозорци и архитектурни системи.',
  'Profili estrusi in alluminio di diverse sezioni':
    'Пресовани алуминиеви профили с различни сечения',
  'Profili estrusi in alluminio nel reparto di estrusione':
    'Пресовани алуминиеви профили в пресовия цех',
  'Profili estrusi in alluminio pronti per il taglio':
    'Пресовани алуминиеви профили, готови за рязане',
  'Profili estrusi in alluminio: uno dei reparti in cui si svolgono i tirocini.':
    'Пресовани алуминиеви профили: един от цеховете, в които се провеждат стажовете.',
  'Profili estrusi su misura': 'Пресовани профили по поръчка',
  'Profili estrusi, finiture e laminati Alumis per facciate continue, porte, finestre e coperture: leghe 6xxx, verniciatura e anodizzazione in stabilimento.':
    'Пресовани профили, покрития и валцувани продукти Алумис за окачени фасади, врати, прозорци и покриви: сплави 6xxx, боядисване и анодиране в завода.',
  'Profili per facciate, porte e finestre; lamiere per coperture e rivestimenti.':
    'Профили за фасади, врати и прозорци; ламарини за покриви и облицовки.',
  'Profili per trafilatura': 'Профили за изтегляне',
  'Profili standard': 'Стандартни профили',
  'Profili standard in alluminio di varie sezioni':
    'Стандартни алуминиеви профили с различни сечения',
  'Profili verniciati': 'Боядисани профили',
  'Progetto di ampliamento': 'Проект за разширение',
  'Programma di tirocinio aziendale': 'Стажантска програма на компанията',
  'Pubblichiamo le offerte anche sul portale di annunci: consulta':
    'Публикуваме обявите си и в портала за работа: вижте',
  'Puoi indicare uno dei settori in cui accogliamo tirocinanti:':
    'Можете да посочите едно от направленията, в които приемаме стажанти:',
  'Qualità, ambiente e sicurezza sono gestiti secondo le norme ISO 9001:2015, ISO 14001:2015 e BS OHSAS 18001:2007; i profili strutturali rispondono alla norma EN 15088:2005.':
    'Качеството, околната среда и безопасността се управляват по ISO 9001:2015, ISO 14001:2015 и BS OHSAS 18001:2007; конструктивните профили отговарят на EN 15088:2005.',
  Quota: 'Дял',
  'Radiatori, intercooler e condensatori uniscono alette in finstock e tubi o piastre ricavati da nastri. Forniamo nastri per scambiatori di calore nelle serie 3xxx e 8xxx, con la formabilità e la resistenza alla corrosione che questi componenti chiedono per tutta la vita del veicolo.':
    'Радиаторите, интеркулерите и кондензаторите съчетават ребра от finstock с тръби или пластини от ленти. Доставяме ленти за топлообменници от серии 3xxx и 8xxx с формуемостта и корозионната устойчивост, които тези компоненти изискват през целия живот на автомобила.',
  Requisiti: 'Изисквания',
  Responsabilità: 'Отговорност',
  'Responsabilità sociale': 'Социална отговорност',
  'Ricerca al servizio dei clienti': 'Изследвания в услуга на клиентите',
  'Ricerca e sviluppo': 'Научноизследователска и развойна дейност',
  'Riproduci il video di sfondo': 'Пуснете фоновото видео',
  Riprova: 'Опитайте отново',
  'Rispondiamo della qualità di ogni coil e di ogni profilo, della sicurezza di chi lavora nello stabilimento e dell’impatto ambientale della nostra produzione.':
    'Отговаряме за качеството на всяка бобина и всеки профил, за безопасността на работещите в завода и за въздействието на производството ни върху околната среда.',
  'Rotoli di foglio sottile di alluminio': 'Ролки тънко алуминиево фолио',
  'Rotoli di foglio sottile dopo la separazione e il taglio.':
    'Ролки тънко фолио след разделяне и рязане.',
  Sabbiato: 'Пясъкоструен',
  'Salute e sicurezza': 'Здраве и безопасност',
  'Salute e sicurezza sul lavoro': 'Здраве и безопасност при работа',
  'Salute e sicurezza sul lavoro in Alumis: valutazione dei rischi, formazione continua e sistema di gestione certificato ISO 45001 dal 2019.':
    'Здраве и безопасност при работа в Алумис: оценка на риска, непрекъснато обучение и система за управление, сертифицирана по ISO 45001 от 2019 г.',
  'Scambiatori di calore': 'Топлообменници',
  'Scheda prodotto: foglio per uso domestico': 'Продуктов лист: фолио за домакинството',
  'Scheda prodotto: lamiere e nastri standard': 'Продуктов лист: стандартни ламарини и ленти',
  'Scheda prodotto: profili per edilizia e architettura':
    'Продуктов лист: профили за строителството и архитектурата',
  'Scopri i tirocini': 'Разгледайте стажовете',
  'Scopri il mercato': 'Разгледайте пазара',
  Sede: 'Място',
  'Settori del tirocinio': 'Направления на стажа',
  'Sezione massima del profilo': 'Максимално сечение на профила',
  'Sezioni della pagina': 'Раздели на страницата',
  'Shumen, Bulgaria': 'Шумен, България',
  Shumen: 'Шумен',
  'Seconda zona industriale': 'Втора промишлена зона',
  'Alumis: visita allo stabilimento di Shumen': 'Алумис: обиколка на завода в Шумен',
  'Sistema di gestione ambientale': 'Система за управление на околната среда',
  'Sistema di gestione per la qualità': 'Система за управление на качеството',
  'Soluzioni leggere per la nautica, il trasporto ferroviario, camion e rimorchi.':
    'Леки решения за корабостроенето, железопътния транспорт, камионите и ремаркетата.',
  Sostenibilità: 'Устойчивост',
  Spagna: 'Испания',
  'Spessore del nastro colato': 'Дебелина на лятата лента',
  'Spessore dello strato': 'Дебелина на слоя',
  'Spessore minimo di parete': 'Минимална дебелина на стената',
  "Sponde, montanti, longheroni, pianali e profili per centinati: nei veicoli industriali l'alluminio riduce la tara e aumenta la merce trasportata a ogni viaggio.":
    'Бордове, колони, надлъжници, платформи и профили за тентови ремаркета: в товарните автомобили алуминият намалява собственото тегло и увеличава превозвания товар при всеки курс.',
  'Stabilimento di estrusione': 'Пресов завод',
  'Stati Uniti': 'САЩ',
  Storia: 'История',
  'Su di noi': 'За нас',
  'Superficie di un nastro di alluminio spazzolato': 'Повърхност на шлифована алуминиева лента',
  'Superficie di un profilo anodizzato.': 'Повърхност на анодиран профил.',
  'Superficie totale': 'Обща площ',
  'Taglio a 45°': 'Рязане под 45°',
  'Taglio di precisione a 90°': 'Прецизно рязане под 90°',
  'Taglio e lavorazioni meccaniche': 'Рязане и механична обработка',
  Tirocini: 'Стажове',
  'Tolleranza di taglio': 'Допуск при рязане',
  'Trasformare l’alluminio in laminati e profili affidabili, che aiutino i nostri clienti a costruire, proteggere e trasportare meglio, con un uso attento delle risorse e rispetto per le persone che lavorano con noi e per il territorio di Shumen.':
    'Да превръщаме алуминия в надеждни валцувани продукти и профили, които помагат на клиентите ни да строят, защитават и транспортират по-добре, с грижа за ресурсите и с уважение към хората, които работят с нас, и към района на Шумен.',
  Trasparenza: 'Прозрачност',
  Trasporti: 'Транспорт',
  'Trasporto ferroviario': 'Железопътен транспорт',
  'Tutto lo stabilimento ottiene la certificazione ambientale ISO 14001.':
    'Целият завод получава екологичен сертификат ISO 14001.',
  'Un mese in azienda per studenti e neolaureati':
    'Един месец в компанията за студенти и завършили',
  'Un veicolo più leggero consuma ed emette meno e, se elettrico, percorre più chilometri con la stessa batteria. Laminati e profili in alluminio prendono il posto di acciaio e plastica negli schermi termici, negli scambiatori di calore, nelle barre portatutto e nelle finiture.':
    'По-лекото превозно средство харчи и замърсява по-малко, а ако е електрическо, изминава повече километри със същата батерия. Алуминиевите валцувани продукти и профили заместват стоманата и пластмасата в топлинните екрани, топлообменниците, релсите за багажник и декоративните елементи.',
  'Una Carriera in Alumis': 'Кариера в Алумис',
  'Una carriera in Alumis': 'Кариера в Алумис',
  'Una catena di fornitura responsabile': 'Отговорна верига на доставки',
  'Una nuova linea di anodizzazione amplia le finiture: dal naturale al nero, fino alla sabbiatura.':
    'Нова линия за анодиране разширява покритията: от натурално до черно и пясъкоструйно.',
  'Una nuova linea di colata continua aumenta la produzione di nastro destinato alla laminazione.':
    'Нова линия за непрекъснато леене увеличава производството на лента за валцоване.',
  'Una parte importante della produzione è il foglio sottile per uso domestico, oltre 7000 tonnellate l’anno, affiancato da foglio per contenitori, foglio tecnico, finstock per scambiatori di calore e foglio per l’industria della trasformazione.':
    'Важна част от продукцията е тънкото домакинско фолио – над 7000 т годишно, наред с фолиото за контейнери, техническото фолио, finstock за топлообменници и фолиото за преработвателите.',
  'Utilizzo della capacità produttiva': 'Използване на производствения капацитет',
  'Valutazione dei rischi': 'Оценка на риска',
  'Vaschette, teglie e vassoi per alimenti chiedono un foglio più spesso e formabile, che sopporti la formatura senza cricche e passi dal congelatore al forno. Lo produciamo in leghe delle serie 3xxx e 8xxx, anche lubrificato e pronto per le presse.':
    'Тарелките, тавите и подносите за храни изискват по-дебело и формуемо фолио, което се формова без пукнатини и издържа от фризера до фурната. Произвеждаме го от сплави от серии 3xxx и 8xxx, включително омаслено и готово за пресите.',
  'Vedi le posizioni disponibili': 'Вижте свободните позиции',
  'Vendite per paese nel 2024': 'Продажби по страни през 2024 г.',
  'Vendite per tipo di prodotto nel 2020': 'Продажби по вид продукт през 2020 г.',
  'Verniciatura a polvere': 'Прахово боядисване',
  'Verniciatura e anodizzazione': 'Боядисване и анодиране',
  'Video: visita allo stabilimento': 'Видео: посещение в завода',
  'Vogliamo essere per i clienti europei e americani un fornitore vicino: capace di garantire qualità costante, consegne puntuali e soluzioni tecniche sviluppate insieme a loro.':
    'Искаме да бъдем близък доставчик за европейските и американските си клиенти: способен да гарантира постоянно качество, точни доставки и технически решения, разработени заедно с тях.',
  'Vogliamo essere un luogo in cui ognuno possa imparare, assumersi responsabilità e crescere. Per questo affianchiamo ai nuovi colleghi persone esperte, investiamo nella formazione tecnica e linguistica e costruiamo percorsi di sviluppo che premiano il merito e l’iniziativa.':
    'Искаме да бъдем място, където всеки може да учи, да поема отговорност и да расте. Затова осигуряваме на новите колеги опитни наставници, инвестираме в техническо и езиково обучение и изграждаме пътища за развитие, които възнаграждават заслугите и инициативата.',
  'a 6 cilindri (6-high), larghezza fino a 2200 mm': 'шествалцов (6-high), ширина до 2200 mm',
  'analisi spettrometrica della composizione di leghe e billette':
    'спектрометричен анализ на състава на сплави и блокове',
  'anni di esperienza': 'години опит',
  'attrezzature e macchinari': 'оборудване и машини',
  carosello: 'въртележка',
  'controllare le emissioni in atmosfera, gli scarichi idrici e il rumore verso il territorio;':
    'да контролираме емисиите във въздуха, отпадъчните води и шума към околността;',
  'controllo dello spessore e dell’aderenza di vernici e strati anodici':
    'контрол на дебелината и адхезията на бои и анодни слоеве',
  'della produzione esportata': 'от продукцията за износ',
  'di capacità di laminazione l’anno': 'годишен капацитет за валцоване',
  'di fatturato': 'приходи',
  'dialogo aperto tra dipendenti, responsabili e direzione':
    'открит диалог между служители, ръководители и управление',
  'diametro circoscritto fino a 310 mm, pareti da 0,8 mm':
    'описан диаметър до 310 mm, стени от 0,8 mm',
  diapositiva: 'слайд',
  'fogli sottili e semisottili, lamiere, nastri, finstock':
    'тънко и полутънко фолио, ламарини, ленти, finstock',
  'formare il personale e coinvolgere fornitori e appaltatori nelle stesse regole.':
    'да обучаваме персонала и да прилагаме същите правила към доставчиците и подизпълнителите.',
  'formazione continua, in aula e sul posto di lavoro, per tutto il percorso professionale':
    'непрекъснато обучение – в зала и на работното място – през цялата професионална кариера',
  'gestione industriale': 'индустриален мениджмънт',
  'idraulica e pneumatica': 'хидравлика и пневматика',
  'il nostro profilo sul portale di annunci': 'нашия профил в портала за работа',
  'informatica (IT)': 'информационни технологии (IT)',
  'ingegneria chimica': 'химично инженерство',
  metallurgia: 'металургия',
  'misura di spessore, planarità e rugosità di fogli e nastri':
    'измерване на дебелина, планост и грапавост на фолио и ленти',
  neolaureati: 'наскоро завършили',
  'oppure per posta a': 'или по пощата на',
  'pasti nella mensa aziendale': 'хранене в служебния стол',
  'prove di trazione, durezza e piegatura su laminati e profili':
    'изпитвания на опън, твърдост и огъване на валцувани продукти и профили',
  'retribuzione equa e trasparente, legata alle responsabilità e ai risultati':
    'справедливо и прозрачно заплащане, обвързано с отговорностите и резултатите',
  'ridurre i consumi di energia e di gas naturale per tonnellata prodotta, a ogni rinnovo degli impianti;':
    'да намаляваме потреблението на енергия и природен газ на тон продукция при всяко обновяване на съоръженията;',
  'rifondere in casa gli sfridi di laminazione e di estrusione, chiudendo il ciclo del materiale;':
    'да претопяваме в завода отпадъците от валцоването и пресоването, затваряйки цикъла на материала;',
  'rispettare le leggi bulgare ed europee e le autorizzazioni dello stabilimento;':
    'да спазваме българското и европейското законодателство и разрешителните на завода;',
  'salute e sicurezza come priorità di ogni giorno, con un sistema di gestione certificato':
    'здравето и безопасността като ежедневен приоритет със сертифицирана система за управление',
  'separare i rifiuti e affidarli a operatori autorizzati, preferendo sempre il recupero allo smaltimento;':
    'да разделяме отпадъците и да ги предаваме на лицензирани оператори, като винаги предпочитаме оползотворяването пред обезвреждането;',
  'serie 1xxx, 3xxx, 8xxx': 'серии 1xxx, 3xxx, 8xxx',
  'serie 6xxx': 'серия 6xxx',
  'sistemi di controllo automatico': 'системи за автоматично управление',
  'studenti di laurea magistrale (master)': 'студенти в магистърска програма',
  'studenti universitari che hanno completato almeno il terzo anno di corso':
    'студенти, завършили поне трети курс',
  'trasporto da e per lo stabilimento': 'транспорт до и от завода',
  'verifica dimensionale dei profili rispetto ai disegni del cliente':
    'проверка на размерите на профилите спрямо чертежите на клиента',
  '{{chart}} (quote in percentuale)': '{{chart}} (дялове в проценти)',
  '{{chart}}: grafico ad anello; i valori sono nei dati del grafico qui sotto.':
    '{{chart}}: пръстеновидна диаграма; стойностите са в данните под нея.',
  '{{number}} di {{total}}': '{{number}} от {{total}}',
  'Informazioni legali': 'Правна информация',
  'Ultimo aggiornamento:': 'Последна промяна:',
  'Tutte le pagine del sito, sezione per sezione': 'Всички страници на сайта, раздел по раздел',
  Home: 'Начало',
  'Pagina iniziale': 'Начална страница',
  'Come Alumis AD, società quotata, comunica al mercato le informazioni privilegiate: a chi, con quali tempi e con quali canali, nel rispetto del Regolamento (UE) n. 596/2014.':
    'Как „Алумис“ АД, публично дружество, разкрива вътрешна информация пред пазара: на кого, в какви срокове и по какви канали, в съответствие с Регламент (ЕС) № 596/2014.',
  'Come comunichiamo le informazioni privilegiate a investitori e mercato':
    'Как разкриваме вътрешна информация пред инвеститорите и пазара',
  'Le azioni di Alumis AD sono negoziate in borsa. Come ogni emittente quotato, Alumis ha il dovere di informare il pubblico in modo tempestivo, completo e uguale per tutti su ogni fatto che possa influire in misura sensibile sul prezzo dei suoi strumenti finanziari.':
    'Акциите на „Алумис“ АД се търгуват на борсата. Като всеки публичен емитент, дружеството е длъжно да информира обществеността своевременно, пълно и еднакво за всички за всеки факт, който може съществено да повлияе на цената на финансовите му инструменти.',
  'Questa politica descrive le regole che il Consiglio di gestione e il Consiglio di sorveglianza applicano alla comunicazione di tali informazioni. Vale per tutti gli amministratori, i dirigenti e i dipendenti che, per il loro lavoro, vengono a conoscenza di informazioni non ancora pubbliche.':
    'Тази политика описва правилата, които Управителният съвет и Надзорният съвет прилагат при разкриването на такава информация. Тя важи за всички членове на съветите, ръководители и служители, които поради работата си узнават информация, която още не е публична.',
  'Che cosa sono le informazioni privilegiate': 'Какво е вътрешна информация',
  'Sono informazioni precise, non ancora rese pubbliche, che riguardano direttamente o indirettamente la società o le sue azioni e che, se divulgate, potrebbero influire in modo significativo sul loro prezzo, secondo la definizione dell’articolo 7 del Regolamento (UE) n. 596/2014 sugli abusi di mercato (MAR).':
    'Това е точна информация, която още не е публично оповестена, отнася се пряко или непряко до дружеството или до акциите му и при оповестяване би могла да окаже значително влияние върху цената им, според определението в член 7 от Регламент (ЕС) № 596/2014 относно пазарната злоупотреба (MAR).',
  'Possono esserlo, ad esempio:': 'Такава информация може да бъде например:',
  'i risultati economici e finanziari, annuali e infrannuali, e gli scostamenti rilevanti dalle previsioni;':
    'годишните и междинните финансови резултати и съществените отклонения от прогнозите;',
  'le decisioni su dividendi, aumenti o riduzioni del capitale e operazioni sulle azioni proprie;':
    'решенията за дивиденти, увеличаване или намаляване на капитала и сделки със собствени акции;',
  'grandi investimenti, come nuove linee di laminazione o di estrusione, e l’acquisto o la cessione di partecipazioni;':
    'големи инвестиции, като нови линии за валцуване или пресоване, и придобиването или продажбата на дялови участия;',
  'la firma o la perdita di contratti di particolare rilievo;':
    'сключването или загубата на особено важни договори;',
  'i cambiamenti negli organi di amministrazione e di controllo;':
    'промените в управителните и контролните органи;',
  'procedimenti giudiziari o amministrativi ed eventi straordinari che incidano sull’attività produttiva.':
    'съдебни или административни производства и извънредни събития, които засягат производството.',
  'A chi comunichiamo': 'На кого разкриваме информацията',
  'Le informazioni privilegiate sono comunicate contemporaneamente:':
    'Вътрешната информация се разкрива едновременно:',
  'alla Commissione di vigilanza finanziaria della Repubblica di Bulgaria;':
    'пред Комисията за финансов надзор на Република България;',
  'alla Borsa di Bulgaria, il mercato su cui sono negoziate le azioni;':
    'пред Българската фондова борса, пазара, на който се търгуват акциите;',
  'al pubblico, attraverso un’agenzia di informazione finanziaria e i media, in modo da raggiungere rapidamente gli investitori di tutta l’Unione europea;':
    'пред обществеността, чрез информационна агенция за финансови новини и медиите, така че бързо да достигне до инвеститорите в целия Европейски съюз;',
  'sul nostro sito, nella sezione Investitori, dove ogni comunicato resta consultabile per almeno cinque anni.':
    'на нашия сайт, в раздел „Инвеститори“, където всяко съобщение остава достъпно поне пет години.',
  'Nessun investitore, analista o giornalista riceve in anticipo o in via riservata informazioni che il mercato non conosce. Gli incontri con investitori e analisti trattano soltanto informazioni già pubbliche.':
    'Никой инвеститор, анализатор или журналист не получава предварително или поверително информация, която пазарът не знае. На срещите с инвеститори и анализатори се обсъжда само вече публична информация.',
  'Tempi della comunicazione': 'Срокове за разкриване',
  'Comunichiamo un’informazione privilegiata non appena possibile, di norma nello stesso giorno in cui si verifica il fatto o viene presa la decisione. I comunicati sono diffusi preferibilmente fuori dall’orario di negoziazione, così che tutti gli investitori possano valutarli prima di operare.':
    'Разкриваме вътрешната информация възможно най-скоро, обикновено в деня, в който настъпи събитието или бъде взето решението. Съобщенията се разпространяват за предпочитане извън часовете за търговия, за да могат всички инвеститори да ги оценят, преди да сключват сделки.',
  'La società può ritardare la comunicazione soltanto alle condizioni dell’articolo 17, paragrafo 4, del MAR: quando la diffusione immediata pregiudicherebbe un suo interesse legittimo, il ritardo non rischia di fuorviare il pubblico e la riservatezza è garantita. In questo caso la decisione è documentata e, alla pubblicazione, la Commissione di vigilanza finanziaria ne è informata. Se la riservatezza viene meno, per esempio per una fuga di notizie, l’informazione è resa pubblica senza indugio.':
    'Дружеството може да забави разкриването само при условията на член 17, параграф 4 от MAR: когато незабавното оповестяване би увредило законните му интереси, забавянето не е вероятно да заблуди обществеността и поверителността е гарантирана. В такъв случай решението се документира и при оповестяването Комисията за финансов надзор се уведомява. Ако поверителността бъде нарушена, например при изтичане на информация, тя се оповестява незабавно.',
  'Le relazioni finanziarie annuali, semestrali e trimestrali sono pubblicate entro i termini stabiliti dalla legge bulgara sull’offerta pubblica di strumenti finanziari; le date previste sono indicate nel calendario degli eventi per gli investitori.':
    'Годишните, шестмесечните и тримесечните финансови отчети се публикуват в сроковете по Закона за публичното предлагане на ценни книжа; планираните дати са посочени в календара на събитията за инвеститори.',
  'Chi parla per la società': 'Кой говори от името на дружеството',
  'Soltanto il Presidente del Consiglio di gestione, il Direttore finanziario e il responsabile delle relazioni con gli investitori sono autorizzati a rilasciare dichiarazioni su risultati, strategie e prospettive della società. Gli altri dipendenti indirizzano ogni domanda di questo tipo all’ufficio Relazioni con gli investitori.':
    'Само председателят на Управителния съвет, финансовият директор и директорът за връзки с инвеститорите могат да правят изявления за резултатите, стратегията и перспективите на дружеството. Останалите служители насочват всеки такъв въпрос към отдел „Връзки с инвеститорите“.',
  'Non commentiamo voci di mercato né indiscrezioni, a meno che non riguardino un’informazione privilegiata che non è più riservata: in quel caso la comunichiamo al mercato.':
    'Не коментираме пазарни слухове и спекулации, освен ако не засягат вътрешна информация, която вече не е поверителна: в такъв случай я разкриваме пред пазара.',
  'Riservatezza e registro degli insider':
    'Поверителност и списък на лицата с достъп до вътрешна информация',
  'Fino alla pubblicazione, le informazioni privilegiate sono note soltanto alle persone che devono conoscerle per il loro lavoro. La società tiene l’elenco di queste persone, come richiede l’articolo 18 del MAR, e le informa per iscritto dei loro obblighi.':
    'До оповестяването си вътрешната информация е известна само на хората, които се нуждаят от нея за работата си. Дружеството води списък на тези лица, както изисква член 18 от MAR, и ги уведомява писмено за задълженията им.',
  'Gli amministratori e le persone a loro strettamente legate comunicano le proprie operazioni sulle azioni della società e non possono effettuarne nei trenta giorni di calendario che precedono l’annuncio di una relazione finanziaria intermedia o di fine anno.':
    'Членовете на съветите и тесно свързаните с тях лица уведомяват за сделките си с акции на дружеството и не могат да сключват такива в тридесетте календарни дни преди оповестяването на междинен или годишен финансов отчет.',
  Contatti: 'Контакти',
  'Per domande sulla comunicazione al mercato potete scrivere all’ufficio Relazioni con gli investitori:':
    'С въпроси относно разкриването на информация можете да пишете на отдел „Връзки с инвеститорите“:',
  'Le condizioni d’uso del sito di Alumis: titolarità, accettazione, uso dei contenuti, marchi e diritto d’autore, richieste di offerta non vincolanti e conformità alla legge.':
    'Условията за ползване на сайта на Алумис: собственост, приемане, ползване на съдържанието, търговски марки и авторско право, необвързващи запитвания за оферта и спазване на закона.',
  'Le regole per la consultazione di questo sito': 'Правилата за ползване на този сайт',
  'Ti chiediamo di leggere con attenzione queste condizioni prima di usare il sito. Se non le accetti, ti preghiamo di non proseguire la navigazione.':
    'Моля, прочетете внимателно тези условия, преди да използвате сайта. Ако не ги приемате, моля, не продължавайте да го разглеждате.',
  'Titolarità del sito': 'Собственост на сайта',
  'Questo sito è di proprietà di Alumis AD, con sede in Seconda zona industriale, 9700 Shumen, Bulgaria (di seguito «Alumis»), che ne gestisce i contenuti. Per qualsiasi comunicazione puoi scrivere a office@alumis.example.':
    'Този сайт е собственост на „Алумис“ АД, със седалище Втора промишлена зона, 9700 Шумен, България (наричано по-долу „Алумис“), което управлява съдържанието му. По всякакви въпроси можете да пишете на office@alumis.example.',
  'Accettazione delle condizioni': 'Приемане на условията',
  'Accedendo al sito e navigando tra le sue pagine accetti queste condizioni d’uso nella versione pubblicata in quel momento. Le condizioni valgono per ogni visitatore, qualunque sia il dispositivo o il Paese da cui si collega.':
    'С достъпа до сайта и разглеждането на страниците му приемате тези условия за ползване във версията, публикувана в този момент. Условията важат за всеки посетител, независимо от устройството или държавата, от които се свързва.',
  'Uso dei contenuti': 'Ползване на съдържанието',
  'Testi, immagini, video, disegni tecnici, cataloghi e documenti del sito sono destinati alla sola consultazione personale e informativa. Puoi stamparli o scaricarli per uso interno, senza modificarli.':
    'Текстовете, изображенията, видеоклиповете, техническите чертежи, каталозите и документите на сайта са предназначени само за лична справка и информация. Можете да ги отпечатвате или изтегляте за вътрешна употреба, без да ги променяте.',
  'Non è consentito copiare, riprodurre, ripubblicare, distribuire, trasmettere o vendere, in tutto o in parte, i contenuti del sito, né inserirli in altri siti o pubblicazioni, senza il consenso scritto di Alumis.':
    'Не се разрешава съдържанието на сайта да се копира, възпроизвежда, публикува повторно, разпространява, предава или продава, изцяло или частично, нито да се включва в други сайтове или издания без писменото съгласие на Алумис.',
  'Modifiche e sospensione del sito': 'Промени и спиране на сайта',
  'Alumis può modificare in qualsiasi momento, senza preavviso, i contenuti e la struttura del sito, queste condizioni d’uso e le informazioni sui prodotti, nonché sospendere o interrompere, temporaneamente o definitivamente, l’accesso al sito o a una sua parte, anche per manutenzione.':
    'Алумис може по всяко време и без предупреждение да променя съдържанието и структурата на сайта, тези условия за ползване и информацията за продуктите, както и да спре или прекрати, временно или окончателно, достъпа до сайта или до част от него, включително за поддръжка.',
  'Nessuna garanzia di servizio senza errori': 'Без гаранция за безгрешна работа',
  'Curiamo i contenuti con attenzione, ma non possiamo garantire che il sito sia sempre disponibile, privo di errori o di interruzioni, né che sia esente da virus o da altri elementi dannosi. Le informazioni tecniche hanno carattere indicativo: prima di prendere decisioni, verifica i dati con il nostro ufficio vendite. Nei limiti consentiti dalla legge, Alumis non risponde dei danni derivanti dall’uso del sito o dall’impossibilità di usarlo.':
    'Подготвяме съдържанието внимателно, но не можем да гарантираме, че сайтът е винаги достъпен, без грешки и прекъсвания, нито че е свободен от вируси или други вредни елементи. Техническата информация е ориентировъчна: преди да вземете решение, проверете данните с нашия търговски отдел. Доколкото законът позволява, Алумис не отговаря за вреди от ползването на сайта или от невъзможността да се ползва.',
  'Marchi e diritto d’autore': 'Търговски марки и авторско право',
  'Il nome e il logo Alumis, gli altri marchi e segni distintivi presenti sul sito appartengono a Alumis AD o ai rispettivi titolari e sono protetti dalle leggi sui marchi. Nessun elemento del sito concede una licenza o un diritto d’uso su di essi.':
    'Името и логото „Алумис“ и другите търговски марки и отличителни знаци на сайта принадлежат на „Алумис“ АД или на съответните им притежатели и са защитени от закона за марките. Нищо в сайта не предоставя лиценз или право да се използват.',
  'I contenuti del sito e la loro organizzazione sono protetti dal diritto d’autore. © 2018 Alumis AD. Tutti i diritti riservati.':
    'Съдържанието на сайта и неговата подредба са защитени с авторско право. © 2018 „Алумис“ АД. Всички права запазени.',
  'Richieste di informazioni e di offerta': 'Запитвания за информация и оферти',
  'Le richieste inviate con i moduli del sito o per e-mail hanno carattere soltanto preliminare e informativo: non costituiscono un ordine né una proposta contrattuale vincolante, né per il visitatore né per Alumis. Un contratto nasce soltanto da un’offerta scritta di Alumis e dalla sua accettazione, alle condizioni generali di vendita in vigore.':
    'Запитванията, изпратени чрез формулярите на сайта или по имейл, са само предварителни и информативни: те не са поръчка или обвързващо предложение за договор нито за посетителя, нито за Алумис. Договор възниква само с писмена оферта от Алумис и нейното приемане, при действащите общи условия за продажба.',
  'Allo stesso modo, prezzi, disponibilità e caratteristiche dei prodotti indicati sul sito non sono un’offerta al pubblico.':
    'По същия начин цените, наличността и характеристиките на продуктите, посочени на сайта, не са публично предложение.',
  'Conformità alla legge': 'Спазване на закона',
  'Usando il sito ti impegni a rispettare la legge e in particolare a non:':
    'Като използвате сайта, се задължавате да спазвате закона и по-специално да не:',
  'usare il sito per scopi illeciti o contrari a queste condizioni;':
    'използвате сайта за незаконни цели или в противоречие с тези условия;',
  'tentare di accedere senza autorizzazione ai sistemi, ai server o alle aree riservate del sito;':
    'опитвате да получите неразрешен достъп до системите, сървърите или защитените части на сайта;',
  'caricare o trasmettere virus, programmi dannosi o contenuti che possano danneggiare il sito o i suoi utenti;':
    'качвате или предавате вируси, зловреден софтуер или съдържание, което може да навреди на сайта или на потребителите му;',
  'raccogliere in modo automatico i dati del sito o i recapiti del personale per inviare comunicazioni non richieste;':
    'събирате автоматично данните от сайта или контактите на служителите, за да изпращате непоискани съобщения;',
  'violare i diritti di proprietà intellettuale di Alumis o di terzi;':
    'нарушавате правата на интелектуална собственост на Алумис или на трети лица;',
  'fornire dati falsi o di altre persone nelle richieste e nelle candidature.':
    'посочвате неверни или чужди данни в запитвания и кандидатури.',
  'Queste condizioni sono regolate dalla legge della Repubblica di Bulgaria, fatte salve le norme inderogabili a tutela dei consumatori del Paese in cui risiedi.':
    'Тези условия се уреждат от правото на Република България, без да се засягат задължителните правила за защита на потребителите в държавата, в която живеете.',
  'L’informativa di Alumis sul trattamento dei dati personali ai sensi del GDPR: titolare, finalità, conservazione, destinatari e diritti degli interessati (PDF).':
    'Уведомлението на Алумис за обработването на лични данни съгласно GDPR: администратор, цели, срокове на съхранение, получатели и права на субектите на данни (PDF).',
  'Come trattiamo e proteggiamo i tuoi dati': 'Как обработваме и защитаваме вашите данни',
  'Informativa sul trattamento dei dati personali': 'Уведомление за обработването на лични данни',
  'Alumis AD tratta i dati personali di visitatori, clienti, fornitori e candidati nel rispetto del Regolamento (UE) 2016/679 (GDPR). L’informativa completa spiega quali dati raccogliamo, per quali finalità e per quanto tempo li conserviamo, a chi li comunichiamo e come puoi esercitare i tuoi diritti.':
    '„Алумис“ АД обработва личните данни на посетители, клиенти, доставчици и кандидати за работа в съответствие с Регламент (ЕС) 2016/679 (GDPR). Пълното уведомление обяснява какви данни събираме, за какви цели и колко дълго ги съхраняваме, на кого ги предоставяме и как можете да упражните правата си.',
  '2 pagine': '2 страници, на италиански',
  'Il cookie delle versioni del sito': 'Бисквитката за версиите на сайта',
  'Quando pubblichiamo una nuova versione di una parte del sito, per qualche tempo la mostriamo solo a una parte dei visitatori. In quel periodo il sito salva nel browser un cookie tecnico, «alu-release», che contiene soltanto un codice casuale: non dice nulla su di te e non serve a riconoscerti né a profilarti.':
    'Когато публикуваме нова версия на част от сайта, известно време я показваме само на част от посетителите. През това време сайтът записва във вашия браузър техническа бисквитка „alu-release“. Тя съдържа само случаен код: не казва нищо за вас и не се използва, за да ви разпознаем или да изградим ваш профил.',
  'Serve a mostrarti la stessa versione di quella parte del sito in tutte le pagine che visiti, invece di cambiarla da una pagina all’altra. Il cookie scade dopo 180 giorni; puoi cancellarlo in qualsiasi momento dalle impostazioni del browser e, se la prova è ancora in corso, alla visita successiva riceverai semplicemente un nuovo codice.':
    'Чрез нея ви показваме една и съща версия на тази част от сайта на всички страници, които посещавате, вместо тя да се сменя от страница на страница. Бисквитката изтича след 180 дни; можете да я изтриете по всяко време от настройките на браузъра, а ако изпитването още продължава, при следващото посещение просто ще получите нов код.',
  'Le misure delle prestazioni': 'Измерване на работата на сайта',
  'Per capire se una nuova versione del sito funziona bene, quando lasci una pagina il browser invia al nostro server alcune misure anonime: quanto tempo ha impiegato la pagina a comparire e a rispondere e se qualche sua parte non si è caricata. Le misure non contengono l’indirizzo completo della pagina né dati che ti riguardano e non usano cookie; il server ne conserva solo i totali per minuto e per ora, che cancella dopo 30 giorni.':
    'За да преценим дали нова версия на сайта работи добре, когато напуснете страница, браузърът изпраща до нашия сървър няколко анонимни измервания: колко време е било нужно на страницата да се покаже и да реагира и дали някоя нейна част не се е заредила. Те не съдържат пълния адрес на страницата, нито данни за вас, и не използват бисквитки; сървърът пази само сборовете им за минута и за час и ги изтрива след 30 дни.',
  'Per domande sui tuoi dati o per esercitare i tuoi diritti scrivi a':
    'С въпроси за вашите данни или за да упражните правата си, пишете на',
  'Richieste e candidature inviate dal sito': 'Запитвания и кандидатури, изпратени от сайта',
  'Le richieste che ci invii con i moduli dei prodotti e dei contatti (nome, e-mail, telefono e messaggio) servono solo a risponderti: le conserviamo per due anni, il tempo di un’offerta e delle domande che la seguono, poi le cancelliamo automaticamente.':
    'Запитванията, които ни изпращате чрез формулярите за продукти и за контакт (име, имейл, телефон и съобщение), използваме само за да ви отговорим: съхраняваме ги две години (времето за една оферта и за въпросите след нея) и след това ги изтриваме автоматично.',
  'Le candidature inviate con il modulo online, con il CV e l’eventuale lettera di presentazione, le conserviamo per dodici mesi, poi le cancelliamo automaticamente.':
    'Кандидатурите, изпратени чрез онлайн формуляра, заедно с автобиографията и мотивационното писмо, ако има такова, съхраняваме дванадесет месеца, след което ги изтриваме автоматично.',
  'Puoi chiederci in qualsiasi momento di cancellarle prima, scrivendo all’indirizzo indicato sopra: la richiesta o la candidatura viene cancellata per sempre.':
    'Можете по всяко време да поискате да ги изтрием по-рано, като пишете на посочения по-горе адрес: запитването или кандидатурата се изтриват окончателно.',
  'La mappa del sito di Alumis: tutte le pagine su azienda, mercati, prodotti, notizie, investitori, sostenibilità, contatti, carriera, download e informazioni legali.':
    'Картата на сайта на Алумис: всички страници за дружеството, пазарите, продуктите, новините, инвеститорите, устойчивото развитие, контактите, кариерата, изтеглянията и правната информация.',
  'Disponibile solo in italiano': 'Само на италиански',
  'Candidatura: {{title}}': 'Кандидатура: {{title}}',
  'Dal {{start}} al {{end}}': 'От {{start}} до {{end}}',
  '{{title}}: posizione aperta in Alumis a Shumen, con requisiti e come candidarsi.':
    '{{title}}: свободна позиция в Алумис, Шумен, с изискванията и начина на кандидатстване.',
  'Tutte le posizioni disponibili': 'Всички свободни позиции',
  // The search overlay's group.
  Azienda: 'Компания',
  // The online job application.
  'Non trovi la posizione adatta a te? Invia una': 'Не намирате подходяща позиция? Изпратете',
  'candidatura spontanea online': 'инициативна кандидатура онлайн',
  'Candidati online': 'Кандидатствайте онлайн',
  'Candidatura online': 'Онлайн кандидатстване',
  'Candidati online a una posizione aperta in Alumis a Shumen o invia una candidatura spontanea con il tuo CV in PDF o DOCX.':
    'Кандидатствайте онлайн за свободна позиция в Алумис в Шумен или изпратете инициативна кандидатура с автобиографията си в PDF или DOCX.',
  'Online Job Application': 'Онлайн кандидатстване за работа',
  'Candidati a una delle posizioni aperte o inviaci una candidatura spontanea: allega il tuo CV e, se vuoi, una lettera di presentazione. L’ufficio Risorse umane legge ogni candidatura e ti contatta se il tuo profilo corrisponde a una selezione in corso.':
    'Кандидатствайте за някоя от свободните позиции или ни изпратете инициативна кандидатура: приложете автобиографията си и, ако желаете, мотивационно писмо. Отдел „Човешки ресурси“ преглежда всяка кандидатура и се свързва с вас, ако профилът ви отговаря на текущ подбор.',
  'I tuoi dati': 'Вашите данни',
  Posizione: 'Позиция',
  'Candidatura spontanea': 'Инициативна кандидатура',
  'Caricamento delle posizioni aperte…': 'Зареждане на свободните позиции…',
  'Non è stato possibile caricare le posizioni aperte: puoi comunque inviare una candidatura spontanea.':
    'Свободните позиции не можаха да бъдат заредени: все пак можете да изпратите инициативна кандидатура.',
  'Nome e cognome': 'Име и фамилия',
  'E-mail': 'Имейл',
  Telefono: 'Телефон',
  'Curriculum vitae (PDF o DOCX, massimo 5 MB)': 'Автобиография (PDF или DOCX, до 5 MB)',
  'File scelto: {{name}} ({{size}})': 'Избран файл: {{name}} ({{size}})',
  'Lettera di presentazione (facoltativa)': 'Мотивационно писмо (по желание)',
  '{{count}}/{{max}} caratteri': '{{count}}/{{max}} знака',
  'Acconsento al trattamento dei miei dati personali per la selezione del personale, come descritto nell’':
    'Съгласен/съгласна съм личните ми данни да бъдат обработвани за подбор на персонал, както е описано в ',
  'informativa sui dati personali': 'уведомлението за личните данни',
  '* Campi obbligatori.': '* Задължителни полета.',
  'Conserviamo la candidatura e il CV per dodici mesi, poi li cancelliamo; puoi chiederne la cancellazione in qualsiasi momento.':
    'Съхраняваме кандидатурата и автобиографията дванадесет месеца, след което ги изтриваме; можете да поискате изтриването им по всяко време.',
  'Invia la candidatura': 'Изпратете кандидатурата',
  'Invio in corso…': 'Изпращане…',
  'La candidatura non è stata inviata: correggi i campi segnalati ({{count}}).':
    'Кандидатурата не е изпратена: поправете отбелязаните полета ({{count}}).',
  'Hai inviato troppe candidature in poco tempo. Riprova più tardi o scrivici all’indirizzo {{email}}.':
    'Изпратихте твърде много кандидатури за кратко време. Опитайте по-късно или ни пишете на {{email}}.',
  'La candidatura non è stata inviata per un problema di collegamento. I dati che hai scritto sono ancora qui: riprova tra qualche istante.':
    'Кандидатурата не е изпратена поради проблем с връзката. Написаното от вас е запазено: опитайте отново след малко.',
  'Candidatura inviata': 'Кандидатурата е изпратена',
  'Grazie, {{name}}! Abbiamo ricevuto la tua candidatura per la posizione «{{title}}».':
    'Благодарим ви, {{name}}! Получихме кандидатурата ви за позицията „{{title}}“.',
  'Grazie, {{name}}! Abbiamo ricevuto la tua candidatura spontanea.':
    'Благодарим ви, {{name}}! Получихме инициативната ви кандидатура.',
  'L’ufficio Risorse umane la valuterà e ti contatterà all’indirizzo e-mail che hai indicato se il tuo profilo corrisponde a una selezione.':
    'Отдел „Човешки ресурси“ ще я разгледа и ще се свърже с вас на посочения имейл, ако профилът ви отговаря на някой подбор.',
  'Torna alle posizioni disponibili': 'Обратно към свободните позиции',
  'Il modulo ha bisogno di JavaScript. In alternativa, invia il CV all’indirizzo {{email}} indicando la posizione.':
    'Формулярът изисква JavaScript. Можете също да изпратите автобиографията си на {{email}}, като посочите позицията.',
  'Scegli una delle posizioni dell’elenco o la candidatura spontanea.':
    'Изберете позиция от списъка или инициативна кандидатура.',
  'Questa posizione non è più aperta: scegline un’altra o invia una candidatura spontanea.':
    'Тази позиция вече не е свободна: изберете друга или изпратете инициативна кандидатура.',
  'Scrivi il tuo nome e cognome.': 'Въведете името и фамилията си.',
  'Il nome può avere al massimo 100 caratteri.': 'Името може да бъде най-много 100 знака.',
  'Scrivi il tuo indirizzo e-mail.': 'Въведете имейл адреса си.',
  'Scrivi un indirizzo e-mail valido, per esempio nome@esempio.it.':
    'Въведете валиден имейл адрес, например ime@primer.bg.',
  'Scrivi un numero di telefono.': 'Въведете телефонен номер.',
  'Scrivi un numero di telefono valido: almeno 6 cifre, con spazi, trattini o il prefisso internazionale.':
    'Въведете валиден телефонен номер: поне 6 цифри, с интервали, тирета или международния код.',
  'Il numero di telefono può avere al massimo 30 caratteri.':
    'Телефонният номер може да бъде най-много 30 знака.',
  'Allega il tuo CV in formato PDF o DOCX.':
    'Приложете автобиографията си във формат PDF или DOCX.',
  'Il CV deve essere un file PDF o DOCX.': 'Автобиографията трябва да бъде файл PDF или DOCX.',
  'Il file non è un vero PDF o DOCX: salvalo di nuovo in uno di questi formati e riprova.':
    'Файлът не е истински PDF или DOCX: запазете го отново в един от тези формати и опитайте пак.',
  'Il CV supera i 5 MB: riducine le dimensioni e riprova.':
    'Автобиографията е по-голяма от 5 MB: намалете размера ѝ и опитайте отново.',
  'Il file del CV è vuoto: scegli il file giusto.':
    'Файлът с автобиографията е празен: изберете правилния файл.',
  'Allega un solo file, il tuo CV in formato PDF o DOCX.':
    'Приложете само един файл – автобиографията си във формат PDF или DOCX.',
  'La lettera di presentazione può avere al massimo 4000 caratteri.':
    'Мотивационното писмо може да бъде най-много 4000 знака.',
  'Per inviare la candidatura devi acconsentire al trattamento dei dati personali.':
    'За да изпратите кандидатурата, трябва да дадете съгласие за обработване на личните ви данни.',
  'Controlla questo campo.': 'Проверете това поле.',
  'Caricamento dei documenti…': 'Зареждане на документите…',
  'Non è stato possibile caricare i documenti. Riprova tra qualche istante.':
    'Документите не можаха да бъдат заредени. Опитайте отново след малко.',
  'Al momento non ci sono documenti pubblicati.': 'В момента няма публикувани документи.',
};

export default bg;
