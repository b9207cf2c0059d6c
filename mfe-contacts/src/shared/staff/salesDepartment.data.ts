import { siteConfig } from '@alu/common';
import { staffMember, type StaffMember } from './staff';

/** The sales management: always shown on the sales page, whatever the filters. */
export const mainSalesStaff: readonly StaffMember[] = [
  staffMember({
    slug: 'dimitar-kolev',
    position: 'Direttore commerciale',
    regions: ['Tutti i mercati'],
    products: ['Laminati', 'Estrusi'],
    foreignLanguages: ['Inglese', 'Italiano', 'Russo'],
    tags: ['direzione', 'vendite', 'export', 'contratti quadro'],
    description:
      'Guida la rete commerciale di Alumis in Europa e negli Stati Uniti e segue i contratti quadro con i clienti principali. È il riferimento per le richieste che riguardano più stabilimenti o più linee di prodotto.',
  }),
  staffMember({
    slug: 'elena-petrova',
    position: 'Responsabile vendite laminati',
    regions: ['Tutti i mercati'],
    products: ['Laminati'],
    foreignLanguages: ['Inglese', 'Tedesco'],
    tags: ['laminati', 'foglio sottile', 'lamiere', 'nastri', 'finstock'],
    description:
      'Coordina le vendite di fogli sottili e semisottili, lamiere e nastri: pianificazione dei volumi con il laminatoio, offerte per leghe e stati fisici speciali, programmi annuali.',
  }),
  staffMember({
    slug: 'nikolay-stoyanov',
    position: 'Responsabile vendite estrusi',
    regions: ['Tutti i mercati'],
    products: ['Estrusi'],
    foreignLanguages: ['Inglese', 'Francese'],
    tags: ['estrusi', 'profili', 'verniciatura', 'anodizzazione', 'lavorazioni CNC'],
    description:
      'Coordina le vendite di profili estrusi standard e su disegno, con finiture e lavorazioni meccaniche; segue i nuovi progetti dallo studio di fattibilità alla prima fornitura.',
  }),
];

/** The sales people by area: the list the Regions and Products filters narrow down. */
export const regionalSalesStaff: readonly StaffMember[] = [
  staffMember({
    slug: 'maria-georgieva',
    position: 'Area manager Italia e Adriatico',
    countries: ['Italia', 'Slovenia', 'Croazia'],
    regions: ['Europa meridionale', 'Adriatico'],
    products: ['Laminati', 'Estrusi'],
    foreignLanguages: ['Italiano', 'Inglese'],
    tags: ['Italia', 'Slovenia', 'Croazia', 'imballaggio', 'edilizia'],
    description:
      'Segue i clienti italiani, sloveni e croati: trasformatori di foglio per imballaggio, serramentisti e distributori di profili. Parla italiano ed è in Italia ogni mese.',
  }),
  staffMember({
    slug: 'georgi-ivanov',
    position: 'Area manager Europa centrale',
    countries: ['Germania', 'Austria', 'Svizzera', 'Repubblica Ceca', 'Slovacchia', 'Ungheria'],
    regions: ['Europa centrale', 'Paesi di lingua tedesca'],
    products: ['Laminati'],
    foreignLanguages: ['Tedesco', 'Inglese'],
    tags: ['Germania', 'Austria', 'Svizzera', 'automotive', 'scambiatori di calore'],
    description:
      'Cura i clienti dei laminati in Germania, Austria, Svizzera e nei paesi vicini, in particolare i fornitori dell’industria automobilistica: nastri per scambiatori di calore e schermi termici.',
  }),
  staffMember({
    slug: 'teodora-dimitrova',
    position: 'Area manager Francia e Benelux',
    countries: ['Francia', 'Belgio', 'Paesi Bassi', 'Lussemburgo'],
    regions: ['Europa occidentale', 'Benelux'],
    products: ['Laminati', 'Estrusi'],
    foreignLanguages: ['Francese', 'Inglese', 'Olandese'],
    tags: ['Francia', 'Belgio', 'Paesi Bassi', 'Lussemburgo', 'distribuzione'],
    description: `Segue distributori e trasformatori in Francia e nel Benelux, per i laminati e per i profili estrusi standard. Durante il congedo le richieste per questi paesi vanno all’ufficio vendite, ${siteConfig.email.sales}.`,
    notice: 'In congedo di maternità',
  }),
  staffMember({
    slug: 'ivaylo-todorov',
    position: 'Area manager Penisola iberica',
    countries: ['Spagna', 'Portogallo'],
    regions: ['Penisola iberica'],
    products: ['Estrusi', 'Laminati'],
    foreignLanguages: ['Spagnolo', 'Portoghese', 'Inglese'],
    tags: ['Spagna', 'Portogallo', 'facciate', 'serramenti'],
    description:
      'Segue i clienti spagnoli e portoghesi dei profili per edilizia e architettura, dei sistemi per facciate e dei laminati per imballaggio.',
  }),
  staffMember({
    slug: 'radostina-pavlova',
    position: 'Area manager Regno Unito e Irlanda',
    countries: ['Regno Unito', 'Irlanda', 'Islanda'],
    regions: ['Isole britanniche', 'Atlantico settentrionale'],
    products: ['Laminati'],
    foreignLanguages: ['Inglese'],
    tags: ['Regno Unito', 'Irlanda', 'Islanda', 'UKCA', 'foglio per alimenti'],
    description:
      'Segue i clienti dei laminati nel Regno Unito (Irlanda del Nord compresa), in Irlanda e in Islanda, con la documentazione UKCA e di conformità al contatto con gli alimenti.',
  }),
  staffMember({
    slug: 'kalin-angelov',
    position: 'Area manager Paesi nordici e baltici',
    countries: ['Danimarca', 'Norvegia', 'Svezia', 'Finlandia', 'Estonia', 'Lettonia', 'Lituania'],
    regions: ['Scandinavia', 'Paesi baltici'],
    products: ['Laminati', 'Estrusi'],
    foreignLanguages: ['Inglese', 'Tedesco'],
    tags: ['Danimarca', 'Norvegia', 'Svezia', 'Finlandia', 'Baltico', 'trasporti navali'],
    description:
      'Segue i mercati nordici e baltici: profili per la cantieristica e i trasporti, fogli per isolamento termico e lamiere per l’industria.',
  }),
  staffMember({
    slug: 'petar-vasilev',
    position: 'Area manager Europa orientale',
    countries: ['Polonia', 'Bielorussia', 'Ucraina', 'Moldavia', 'Russia', 'Georgia'],
    regions: ['Europa orientale', 'Caucaso'],
    products: ['Laminati'],
    foreignLanguages: ['Russo', 'Polacco', 'Inglese'],
    tags: ['Polonia', 'Ucraina', 'Moldavia', 'Georgia', 'foglio per contenitori'],
    description:
      'Segue i clienti dei laminati in Polonia e nell’Europa orientale, dai produttori di contenitori in alluminio ai trasformatori di foglio per uso domestico.',
  }),
  staffMember({
    slug: 'anna-hristova',
    position: 'Area manager Balcani e Mediterraneo orientale',
    countries: [
      'Bulgaria',
      'Romania',
      'Serbia',
      'Montenegro',
      'Bosnia ed Erzegovina',
      'Macedonia del Nord',
      'Albania',
      'Grecia',
      'Cipro',
      'Turchia',
    ],
    regions: ['Balcani', 'Mediterraneo orientale'],
    products: ['Estrusi', 'Laminati'],
    foreignLanguages: ['Inglese', 'Greco', 'Rumeno', 'Turco'],
    tags: ['Bulgaria', 'Romania', 'Grecia', 'Turchia', 'mercato interno'],
    description:
      'Segue il mercato bulgaro e i paesi vicini, dai Balcani alla Turchia e a Cipro: consegne rapide dallo stabilimento di Shumen, anche per quantità ridotte.',
  }),
  staffMember({
    slug: 'stefan-nikolov',
    position: 'Key account manager grandi clienti',
    regions: ['Tutti i mercati europei'],
    products: ['Laminati', 'Estrusi'],
    foreignLanguages: ['Inglese', 'Tedesco', 'Italiano'],
    tags: ['key account', 'grandi clienti', 'contratti annuali', 'gruppi multinazionali'],
    description:
      'Segue i gruppi industriali con stabilimenti in più paesi europei: un solo interlocutore per contratti annuali, programmi di consegna e reclami, qualunque sia il paese.',
  }),
  staffMember({
    slug: 'vesela-marinova',
    position: 'Servizio clienti export',
    countries: ['Italia', 'Spagna', 'Portogallo', 'Grecia', 'Cipro', 'Francia'],
    regions: ['Europa meridionale', 'Europa occidentale'],
    foreignLanguages: ['Inglese', 'Italiano', 'Spagnolo'],
    tags: ['servizio clienti', 'ordini', 'spedizioni', 'certificati di collaudo'],
    description:
      'Gestisce ordini, conferme, spedizioni e certificati di collaudo per i clienti dell’Europa meridionale e occidentale, per tutte le linee di prodotto.',
  }),
];
