/**
 * The countries the staff data names, in Italian as the region filter shows them, with the
 * id of each on the map: the ISO 3166-1 numeric code that world-atlas (Natural Earth) gives
 * its country shapes. A staff member's `countries` can only hold these names, so every
 * country a visitor can choose has a shape on the map (a unit test checks the ids).
 */
export const COUNTRY_MAP_IDS = {
  Albania: '008',
  Austria: '040',
  Belgio: '056',
  Bielorussia: '112',
  'Bosnia ed Erzegovina': '070',
  Bulgaria: '100',
  Cipro: '196',
  Croazia: '191',
  Danimarca: '208',
  Estonia: '233',
  Finlandia: '246',
  Francia: '250',
  Georgia: '268',
  Germania: '276',
  Grecia: '300',
  Irlanda: '372',
  Islanda: '352',
  Italia: '380',
  Lettonia: '428',
  Lituania: '440',
  Lussemburgo: '442',
  'Macedonia del Nord': '807',
  Moldavia: '498',
  Montenegro: '499',
  Norvegia: '578',
  'Paesi Bassi': '528',
  Polonia: '616',
  Portogallo: '620',
  // The United Kingdom's shape includes Northern Ireland.
  'Regno Unito': '826',
  'Repubblica Ceca': '203',
  Romania: '642',
  Russia: '643',
  Serbia: '688',
  Slovacchia: '703',
  Slovenia: '705',
  Spagna: '724',
  Svezia: '752',
  Svizzera: '756',
  Turchia: '792',
  Ucraina: '804',
  Ungheria: '348',
} as const satisfies Readonly<Record<string, string>>;

export type CountryName = keyof typeof COUNTRY_MAP_IDS;

const COUNTRY_BY_MAP_ID: ReadonlyMap<string, CountryName> = new Map(
  (Object.keys(COUNTRY_MAP_IDS) as CountryName[]).map((name) => [COUNTRY_MAP_IDS[name], name]),
);

/** The Italian name of the country a map shape stands for, if the staff data knows it. */
export function countryOfMapId(id: string | number | undefined): CountryName | undefined {
  return id === undefined ? undefined : COUNTRY_BY_MAP_ID.get(String(id));
}

export function isCountryName(value: string): value is CountryName {
  return Object.hasOwn(COUNTRY_MAP_IDS, value);
}
