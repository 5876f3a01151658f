import type { Random } from './random.js';

// Real Irish towns with their Eircode routing keys, and the landline area code used there.
export const TOWNS: ReadonlyArray<{ city: string; routingKeys: readonly string[]; area: string }> = [
  {
    city: 'Dublin',
    routingKeys: ['D01', 'D02', 'D04', 'D06', 'D08', 'D12', 'D14', 'D15', 'D24', 'D6W'],
    area: '1',
  },
  { city: 'Cork', routingKeys: ['T12', 'T23'], area: '21' },
  { city: 'Galway', routingKeys: ['H91'], area: '91' },
  { city: 'Limerick', routingKeys: ['V94'], area: '61' },
  { city: 'Waterford', routingKeys: ['X91'], area: '51' },
  { city: 'Kilkenny', routingKeys: ['R95'], area: '56' },
  { city: 'Sligo', routingKeys: ['F91'], area: '71' },
  { city: 'Athlone', routingKeys: ['N37'], area: '90' },
  { city: 'Drogheda', routingKeys: ['A92'], area: '41' },
  { city: 'Dundalk', routingKeys: ['A91'], area: '42' },
  { city: 'Wexford', routingKeys: ['Y35'], area: '53' },
  { city: 'Tralee', routingKeys: ['V92'], area: '66' },
  { city: 'Ennis', routingKeys: ['V95'], area: '65' },
  { city: 'Navan', routingKeys: ['C15'], area: '46' },
  { city: 'Naas', routingKeys: ['W91'], area: '45' },
  { city: 'Letterkenny', routingKeys: ['F92'], area: '74' },
  { city: 'Carlow', routingKeys: ['R93'], area: '59' },
  { city: 'Mullingar', routingKeys: ['N91'], area: '44' },
  { city: 'Castlebar', routingKeys: ['F23'], area: '94' },
  { city: 'Tullamore', routingKeys: ['R35'], area: '57' },
];

const FIRST_NAMES = [
  'Aoife',
  'Ciara',
  'Niamh',
  'Sinéad',
  'Róisín',
  'Orla',
  'Siobhán',
  'Gráinne',
  'Mary',
  'Anne',
  'Catherine',
  'Margaret',
  'Emma',
  'Sarah',
  'Claire',
  'Deirdre',
  'Eimear',
  'Fiona',
  'Maeve',
  'Úna',
  'Seán',
  'Patrick',
  'Michael',
  'John',
  'Declan',
  'Ciarán',
  'Cian',
  'Eoin',
  'Conor',
  'Darragh',
  'Liam',
  'Pádraig',
  'Colm',
  'Dónal',
  'Brendan',
  'Kevin',
  'Brian',
  'Tadhg',
  'Fergal',
  'Niall',
  'Thomas',
  'James',
  'Gerard',
  'Martin',
];

const SURNAMES = [
  'Murphy',
  'Kelly',
  "O'Sullivan",
  'Walsh',
  'Smith',
  "O'Brien",
  'Byrne',
  'Ryan',
  "O'Connor",
  "O'Neill",
  'Reilly',
  'Doyle',
  'McCarthy',
  'Gallagher',
  'Doherty',
  'Kennedy',
  'Lynch',
  'Murray',
  'Quinn',
  'Moore',
  'McLoughlin',
  "O'Carroll",
  'Connolly',
  'Daly',
  'Connell',
  'Wilson',
  'Dunne',
  'Brennan',
  'Burke',
  'Collins',
  'Campbell',
  'Clarke',
  'Johnston',
  'Hughes',
  'Farrell',
  'Fitzgerald',
  'Brown',
  'Martin',
  'Maguire',
  'Nolan',
  'Flynn',
  'Thompson',
  'Callaghan',
  "O'Donnell",
  'Duffy',
  'Mahony',
  'Boyle',
  'Healy',
  'Shea',
  'White',
];

const STREETS = [
  'Main Street',
  'Church Road',
  'Green Park',
  'Oak Lawn',
  'Castle View',
  'Riverside Drive',
  'Willow Grove',
  'Meadow Court',
  'Beech Park',
  'St. Patrick’s Terrace',
  'Abbey Road',
  'Chapel Lane',
  'Mill Road',
  'Ashfield Avenue',
  'Hazel Close',
  'Sycamore Crescent',
  'The Paddocks',
  'Seaview Heights',
  'Orchard Rise',
  'Fairgreen',
  'Cluain Árd',
  'Ard na Gréine',
  'Bóthar na Trá',
  'Hillcrest',
  'Woodlands',
];

const EIRCODE_CHARS = 'ACDEFHKNPRTVWXY0123456789';
const MOBILE_PREFIXES = ['83', '85', '86', '87', '89'];

export interface Person {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  eircode: string;
  phone: string;
  mobile: string;
  email: string;
}

function emailLocal(first: string, last: string): string {
  return `${first}.${last}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z.]/g, '')
    .toLowerCase();
}

export function person(random: Random): Person {
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(SURNAMES);
  const town = random.pick(TOWNS);
  const domain = random.pick([
    'gmail.com',
    'eircom.net',
    'hotmail.com',
    'yahoo.ie',
    'outlook.ie',
    'icloud.com',
  ]);
  return {
    firstName,
    lastName,
    address: `${random.int(1, 180)} ${random.pick(STREETS)}`,
    city: town.city,
    eircode: `${random.pick(town.routingKeys)}${random.chars(EIRCODE_CHARS, 4)}`,
    phone: `0${town.area}${random.int(2, 9)}${random.chars('0123456789', 6)}`,
    mobile: `0${random.pick(MOBILE_PREFIXES)}${random.chars('0123456789', 7)}`,
    email: `${emailLocal(firstName, lastName)}${random.chance(0.4) ? random.int(1, 99) : ''}@${domain}`,
  };
}
