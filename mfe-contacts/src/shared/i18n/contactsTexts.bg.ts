import type { TextDictionary } from '@alu/common';

/** The contacts remote's texts in Bulgarian, keyed by the Italian wording (its own chunk). */
const bg: TextDictionary = {
  '1 referente': '1 контакт',
  'Acquista alluminio primario, leghe madri e rottame selezionato per la fonderia, le linee di colata continua e la colata delle billette.':
    'Купува първичен алуминий, лигатури и сортиран скрап за леярната, линиите за непрекъснато леене и леенето на блокове.',
  'Acquista ricambi per laminatoi e presse, matrici di estrusione, lubrificanti, vernici in polvere e materiali d’imballaggio.':
    'Купува резервни части за валцови станове и преси, матрици за пресоване, смазочни материали, прахови бои и опаковъчни материали.',
  Adriatico: 'Адриатика',
  Albania: 'Албания',
  'Altri contatti': 'Други контакти',
  'Apri la mappa in una nuova scheda': 'Отворете картата в нов раздел',
  'Apri le coordinate {{coordinates}}': 'Отворете координатите {{coordinates}}',
  'Area manager Balcani e Mediterraneo orientale':
    'Регионален мениджър, Балканите и Източното Средиземноморие',
  'Area manager Europa centrale': 'Регионален мениджър, Централна Европа',
  'Area manager Europa orientale': 'Регионален мениджър, Източна Европа',
  'Area manager Francia e Benelux': 'Регионален мениджър, Франция и Бенелюкс',
  'Area manager Italia e Adriatico': 'Регионален мениджър, Италия и Адриатика',
  'Area manager Paesi nordici e baltici': 'Регионален мениджър, северните и балтийските страни',
  'Area manager Penisola iberica': 'Регионален мениджър, Иберийски полуостров',
  'Area manager Regno Unito e Irlanda': 'Регионален мениджър, Обединеното кралство и Ирландия',
  'Atlantico settentrionale': 'Северен Атлантик',
  Austria: 'Австрия',
  'Azionisti e mercato': 'Акционери и пазар',
  Balcani: 'Балканите',
  Belgio: 'Белгия',
  Benelux: 'Бенелюкс',
  Bielorussia: 'Беларус',
  'Bosnia ed Erzegovina': 'Босна и Херцеговина',
  Bulgaria: 'България',
  'Buyer materiali ausiliari e ricambi': 'Купувач на спомагателни материали и резервни части',
  'Buyer metalli': 'Купувач на метали',
  'Caricamento della mappa…': 'Зареждане на картата…',
  Caucaso: 'Кавказ',
  Chiama: 'Обаждане',
  Cipro: 'Кипър',
  Contattaci: 'Свържете се с нас',
  Contatti: 'Контакти',
  'Coordina le vendite di fogli sottili e semisottili, lamiere e nastri: pianificazione dei volumi con il laminatoio, offerte per leghe e stati fisici speciali, programmi annuali.':
    'Координира продажбите на тънко и полутънко фолио, ламарини и ленти: планиране на обемите с валцовия завод, оферти за специални сплави и състояния, годишни програми.',
  'Coordina le vendite di profili estrusi standard e su disegno, con finiture e lavorazioni meccaniche; segue i nuovi progetti dallo studio di fattibilità alla prima fornitura.':
    'Координира продажбите на стандартни и специални пресовани профили с покрития и механична обработка; води новите проекти от проучването за изпълнимост до първата доставка.',
  Coordinate: 'Координати',
  Croazia: 'Хърватия',
  'Cura i clienti dei laminati in Germania, Austria, Svizzera e nei paesi vicini, in particolare i fornitori dell’industria automobilistica: nastri per scambiatori di calore e schermi termici.':
    'Обслужва клиентите на валцувани продукти в Германия, Австрия, Швейцария и съседните страни, особено доставчиците на автомобилната индустрия: ленти за топлообменници и топлинни екрани.',
  'Cura i rapporti con azionisti, analisti e depositario centrale: pubblicazione dei bilanci, convocazioni delle assemblee e calendario finanziario.':
    'Поддържа връзките с акционерите, анализаторите и Централния депозитар: публикуване на отчетите, свикване на общите събрания и финансовия календар.',
  Danimarca: 'Дания',
  'Direttore commerciale': 'Търговски директор',
  'Direzione commerciale': 'Търговско ръководство',
  'Dirige l’ufficio acquisti: strategia di approvvigionamento, qualifica dei nuovi fornitori e rispetto del codice di condotta dei fornitori.':
    'Ръководи отдел „Доставки“: стратегия за снабдяване, квалификация на нови доставчици и спазване на кодекса за поведение на доставчиците.',
  'Domande su prodotti, forniture, eventi o assistenza: scegliete l’argomento e lasciateci i vostri recapiti, vi risponderemo al più presto.':
    'Въпроси за продукти, доставки, събития или поддръжка: изберете темата и оставете данните си, ще ви отговорим възможно най-скоро.',
  'Dove si trova lo stabilimento Alumis: seconda zona industriale di Shumen, Bulgaria. Mappa, coordinate, e-mail e telefono dell’ufficio e modulo di contatto.':
    'Къде се намира заводът на Алумис: втора промишлена зона на Шумен, България. Карта, координати, имейл и телефон на офиса и форма за контакт.',
  'E-mail': 'Имейл',
  Estonia: 'Естония',
  Estrusi: 'Пресовани',
  Europa: 'Европа',
  'Europa centrale': 'Централна Европа',
  'Europa meridionale': 'Южна Европа',
  'Europa occidentale': 'Западна Европа',
  'Europa orientale': 'Източна Европа',
  Fax: 'Факс',
  'Filtra i referenti': 'Филтриране на контактите',
  Finlandia: 'Финландия',
  'Fornitori di metalli, materiali ausiliari, ricambi e servizi di trasporto: ecco a chi rivolgersi per offerte, qualifiche e consegne.':
    'Доставчици на метали, спомагателни материали, резервни части и транспортни услуги: ето към кого да се обърнете за оферти, квалификация и доставки.',
  'Fornitori di tutto il mondo': 'Доставчици от целия свят',
  Francese: 'Френски',
  Francia: 'Франция',
  Georgia: 'Грузия',
  Germania: 'Германия',
  'Gestisce ordini, conferme, spedizioni e certificati di collaudo per i clienti dell’Europa meridionale e occidentale, per tutte le linee di prodotto.':
    'Обработва поръчки, потвърждения, пратки и сертификати за изпитване за клиентите от Южна и Западна Европа за всички продуктови линии.',
  Grecia: 'Гърция',
  Greco: 'Гръцки',
  'Guida la rete commerciale di Alumis in Europa e negli Stati Uniti e segue i contratti quadro con i clienti principali. È il riferimento per le richieste che riguardano più stabilimenti o più linee di prodotto.':
    'Ръководи търговската мрежа на Алумис в Европа и САЩ и води рамковите договори с ключовите клиенти. Контакт за запитвания, засягащи няколко завода или продуктови линии.',
  'I contatti dell’ufficio acquisti di Alumis: metalli, materiali ausiliari, ricambi, logistica e trasporti per lo stabilimento di Shumen.':
    'Контактите на отдел „Доставки“ на Алумис: метали, спомагателни материали, резервни части, логистика и транспорт за завода в Шумен.',
  'I referenti commerciali di Alumis per laminati ed estrusi in alluminio: cercate il vostro paese sulla mappa d’Europa o filtrate per regione e prodotto.':
    'Търговските контакти на Алумис за валцуван и пресован алуминий: намерете страната си на картата на Европа или филтрирайте по регион и продукт.',
  'Il referente per il vostro paese': 'Контакт за вашата страна',
  'In congedo di maternità': 'В отпуск по майчинство',
  'In rosso i paesi seguiti': 'В червено са обслужваните страни',
  Inglese: 'Английски',
  Irlanda: 'Ирландия',
  Islanda: 'Исландия',
  'Isole britanniche': 'Британските острови',
  Italia: 'Италия',
  Italiano: 'Италиански',
  'Key account manager grandi clienti': 'Мениджър ключови клиенти',
  'La mappa interattiva non è raggiungibile in questo momento.':
    'Интерактивната карта в момента не е достъпна.',
  Laminati: 'Валцувани',
  'Legenda della mappa': 'Легенда на картата',
  Lettonia: 'Латвия',
  Lingua: 'Език',
  'Lingue straniere': 'Чужди езици',
  Lituania: 'Литва',
  'Lo stabilimento e gli uffici di {{company}} sono nella seconda zona industriale di Shumen, nel nord-est della Bulgaria, a circa 90 km dal porto di Varna.':
    'Заводът и офисите на {{company}} се намират във втора промишлена зона на Шумен, в Североизточна България, на около 90 km от пристанище Варна.',
  Lussemburgo: 'Люксембург',
  'Macedonia del Nord': 'Северна Македония',
  'Mappa dei paesi seguiti da {{name}}: {{countries}}':
    'Карта на страните, обслужвани от {{name}}: {{countries}}',
  'Mappa dei paesi seguiti dall’ufficio vendite':
    'Карта на страните, обслужвани от отдел „Продажби“',
  'Mappa interattiva dello stabilimento Alumis a Shumen':
    'Интерактивна карта на завода на Алумис в Шумен',
  'Mappa: lo stabilimento Alumis a Shumen, nel nord-est della Bulgaria':
    'Карта: заводът на Алумис в Шумен, Североизточна България',
  'Marketing e comunicazione': 'Маркетинг и комуникации',
  'Medio Oriente': 'Близкият изток',
  'Mediterraneo orientale': 'Източното Средиземноморие',
  Moldavia: 'Молдова',
  Montenegro: 'Черна гора',
  'Mostra la mappa interattiva': 'Покажете интерактивната карта',
  'Mostra tutto': 'Покажете всички',
  'Nessun referente per questa scelta: provate con «Mostra tutto».':
    'Няма контакт за този избор: опитайте с „Покажете всички“.',
  Norvegia: 'Норвегия',
  Olandese: 'Нидерландски',
  'Organizza i trasporti in entrata e in uscita da Shumen, su strada, ferrovia e via mare, e le pratiche doganali per le spedizioni fuori dall’Unione europea.':
    'Организира входящия и изходящия транспорт за Шумен по шосе, железница и море, както и митническите процедури за пратки извън Европейския съюз.',
  'Paese scelto': 'Избрана страна',
  Paesi: 'Страни',
  'Paesi Bassi': 'Нидерландия',
  'Paesi baltici': 'Балтийските страни',
  'Paesi con un referente': 'Страни с контакт',
  'Paesi di lingua tedesca': 'Немскоезичните страни',
  'Pagine dei contatti': 'Страници за контакти',
  'Penisola iberica': 'Иберийският полуостров',
  'Per offerte, programmi annuali e nuovi progetti potete rivolgervi direttamente alla direzione commerciale o al referente del vostro paese.':
    'За оферти, годишни програми и нови проекти можете да се обърнете директно към търговското ръководство или към контакта за вашата страна.',
  Polacco: 'Полски',
  Polonia: 'Полша',
  Portogallo: 'Португалия',
  Portoghese: 'Португалски',
  Prodotti: 'Продукти',
  'Qualità e certificazioni, lavoro e tirocini, investitori, stampa e fiere: le persone che rispondono alle richieste non commerciali.':
    'Качество и сертификати, работа и стажове, инвеститори, медии и изложения: хората, които отговарят на нетърговски запитвания.',
  'Qualità e certificazioni, risorse umane e tirocini, relazioni con gli investitori, stampa e fiere: i contatti di Alumis.':
    'Качество и сертификати, човешки ресурси и стажове, връзки с инвеститорите, медии и изложения: контактите на Алумис.',
  'Referenti per paese': 'Контакти по страни',
  Regioni: 'Региони',
  'Regno Unito': 'Обединеното кралство',
  'Relazioni con gli investitori': 'Връзки с инвеститорите',
  'Repubblica Ceca': 'Чехия',
  'Responsabile acquisti': 'Ръководител „Доставки“',
  'Responsabile logistica e trasporti': 'Ръководител „Логистика и транспорт“',
  'Responsabile qualità': 'Ръководител „Качество“',
  'Responsabile risorse umane': 'Ръководител „Човешки ресурси“',
  'Responsabile vendite estrusi': 'Ръководител продажби на пресовани профили',
  'Responsabile vendite laminati': 'Ръководител продажби на валцувани продукти',
  'Risponde del sistema di gestione della qualità e delle certificazioni dello stabilimento; è il riferimento per audit dei clienti e reclami tecnici.':
    'Отговаря за системата за управление на качеството и сертификатите на завода; контакт за одити от клиенти и технически рекламации.',
  Romania: 'Румъния',
  Rumeno: 'Румънски',
  Russia: 'Русия',
  Russo: 'Руски',
  Scandinavia: 'Скандинавия',
  'Scegliete un paese sulla mappa (anche con la tastiera: Tab e Invio) oppure filtrate per regione e prodotto.':
    'Изберете страна на картата (и с клавиатурата: Tab и Enter) или филтрирайте по регион и продукт.',
  'Scrivi una e-mail': 'Напишете имейл',
  'Seconda zona industriale': 'Втора промишлена зона',
  'Seconda zona industriale, Shumen (Bulgaria).': 'Втора промишлена зона, Шумен (България).',
  'Segue distributori e trasformatori in Francia e nel Benelux, per i laminati e per i profili estrusi standard. Durante il congedo le richieste per questi paesi vanno all’ufficio vendite, sales@alumis.example.':
    'Обслужва дистрибуторите и преработвателите във Франция и Бенелюкс за валцувани продукти и стандартни пресовани профили. По време на отсъствието запитванията за тези страни се изпращат до отдел „Продажби“, sales@alumis.example.',
  'Segue i clienti dei laminati in Polonia e nell’Europa orientale, dai produttori di contenitori in alluminio ai trasformatori di foglio per uso domestico.':
    'Обслужва клиентите на валцувани продукти в Полша и Източна Европа – от производителите на алуминиеви контейнери до преработвателите на домакинско фолио.',
  'Segue i clienti dei laminati nel Regno Unito (Irlanda del Nord compresa), in Irlanda e in Islanda, con la documentazione UKCA e di conformità al contatto con gli alimenti.':
    'Обслужва клиентите на валцувани продукти в Обединеното кралство (включително Северна Ирландия), Ирландия и Исландия с документация UKCA и за съответствие при контакт с храни.',
  'Segue i clienti italiani, sloveni e croati: trasformatori di foglio per imballaggio, serramentisti e distributori di profili. Parla italiano ed è in Italia ogni mese.':
    'Обслужва клиентите от Италия, Словения и Хърватия: преработватели на опаковъчно фолио, производители на дограма и дистрибутори на профили. Говори италиански и е в Италия всеки месец.',
  'Segue i clienti spagnoli e portoghesi dei profili per edilizia e architettura, dei sistemi per facciate e dei laminati per imballaggio.':
    'Обслужва испанските и португалските клиенти на профили за строителството и архитектурата, фасадни системи и валцувани продукти за опаковки.',
  'Segue i gruppi industriali con stabilimenti in più paesi europei: un solo interlocutore per contratti annuali, programmi di consegna e reclami, qualunque sia il paese.':
    'Обслужва индустриални групи със заводи в няколко европейски страни: един контакт за годишни договори, графици за доставки и рекламации, независимо от страната.',
  'Segue i mercati nordici e baltici: profili per la cantieristica e i trasporti, fogli per isolamento termico e lamiere per l’industria.':
    'Обслужва северните и балтийските пазари: профили за корабостроенето и транспорта, фолио за топлоизолация и ламарини за промишлеността.',
  'Segue il mercato bulgaro e i paesi vicini, dai Balcani alla Turchia e a Cipro: consegne rapide dallo stabilimento di Shumen, anche per quantità ridotte.':
    'Обслужва българския пазар и съседните страни – от Балканите до Турция и Кипър: бързи доставки от завода в Шумен, включително за малки количества.',
  'Segue la selezione del personale, i tirocini per studenti e neolaureati e la formazione di chi lavora negli stabilimenti.':
    'Отговаря за подбора на персонал, стажовете за студенти и завършили и обучението на работещите в заводите.',
  Serbia: 'Сърбия',
  'Servizio clienti export': 'Обслужване на клиенти – износ',
  Shumen: 'Шумен',
  'Si occupa dei rapporti con la stampa, delle fiere di settore e dei cataloghi; è il contatto per interviste e materiale fotografico.':
    'Отговаря за връзките с медиите, браншовите изложения и каталозите; контакт за интервюта и снимков материал.',
  Slovacchia: 'Словакия',
  Slovenia: 'Словения',
  Spagna: 'Испания',
  Spagnolo: 'Испански',
  'Stabilimento di Shumen': 'Заводът в Шумен',
  'Stampa e fiere': 'Медии и изложения',
  'Stati Uniti': 'САЩ',
  Svezia: 'Швеция',
  Svizzera: 'Швейцария',
  Tedesco: 'Немски',
  Telefono: 'Телефон',
  Turchia: 'Турция',
  Turco: 'Турски',
  'Tutti i mercati': 'Всички пазари',
  'Tutti i mercati europei': 'Всички европейски пазари',
  'Tutti i paesi': 'Всички страни',
  'Tutti i prodotti': 'Всички продукти',
  Ubicazione: 'Местоположение',
  'Ubicazione dello stabilimento': 'Местоположение на завода',
  'Ubicazione dello stabilimento | Alumis': 'Местоположение на завода | Алумис',
  Ucraina: 'Украйна',
  'Ufficio acquisti': 'Отдел „Доставки“',
  'Ufficio vendite': 'Отдел „Продажби“',
  Ungheria: 'Унгария',
  '{{count}} referenti': '{{count}} контакта',
};

export default bg;
