// Reference geography: the 52 provinces (INE codes), street types and a set of postal codes with their
// municipalities (INE municipality codes). Enough for the demo data and the address forms; documented in README.
export const PROVINCES: readonly (readonly [number, string])[] = [
  [1, 'Araba/Álava'],
  [2, 'Albacete'],
  [3, 'Alacant/Alicante'],
  [4, 'Almería'],
  [5, 'Ávila'],
  [6, 'Badajoz'],
  [7, 'Illes Balears'],
  [8, 'Barcelona'],
  [9, 'Burgos'],
  [10, 'Cáceres'],
  [11, 'Cádiz'],
  [12, 'Castelló/Castellón'],
  [13, 'Ciudad Real'],
  [14, 'Córdoba'],
  [15, 'A Coruña'],
  [16, 'Cuenca'],
  [17, 'Girona'],
  [18, 'Granada'],
  [19, 'Guadalajara'],
  [20, 'Gipuzkoa'],
  [21, 'Huelva'],
  [22, 'Huesca'],
  [23, 'Jaén'],
  [24, 'León'],
  [25, 'Lleida'],
  [26, 'La Rioja'],
  [27, 'Lugo'],
  [28, 'Madrid'],
  [29, 'Málaga'],
  [30, 'Murcia'],
  [31, 'Navarra'],
  [32, 'Ourense'],
  [33, 'Asturias'],
  [34, 'Palencia'],
  [35, 'Las Palmas'],
  [36, 'Pontevedra'],
  [37, 'Salamanca'],
  [38, 'Santa Cruz de Tenerife'],
  [39, 'Cantabria'],
  [40, 'Segovia'],
  [41, 'Sevilla'],
  [42, 'Soria'],
  [43, 'Tarragona'],
  [44, 'Teruel'],
  [45, 'Toledo'],
  [46, 'València/Valencia'],
  [47, 'Valladolid'],
  [48, 'Bizkaia'],
  [49, 'Zamora'],
  [50, 'Zaragoza'],
  [51, 'Ceuta'],
  [52, 'Melilla'],
];

export const STREET_TYPES: readonly (readonly [string, string])[] = [
  ['CL', 'Calle'],
  ['AV', 'Avenida'],
  ['PZ', 'Plaza'],
  ['PS', 'Paseo'],
  ['CR', 'Carretera'],
  ['CM', 'Camino'],
  ['RB', 'Rambla'],
  ['TR', 'Travesía'],
  ['RD', 'Ronda'],
  ['UR', 'Urbanización'],
  ['PG', 'Polígono'],
  ['GV', 'Gran Vía'],
];

/** Postal code → localities (name, INE municipality code). 08193 has two, to exercise the locality choice. */
export const ZIPCODES: Readonly<Record<string, readonly { city: string; ine: string }[]>> = {
  '08001': [{ city: 'Barcelona', ine: '08019' }],
  '08008': [{ city: 'Barcelona', ine: '08019' }],
  '08025': [{ city: 'Barcelona', ine: '08019' }],
  '08193': [
    { city: 'Cerdanyola del Vallès', ine: '08266' },
    { city: 'Sant Cugat del Vallès', ine: '08205' },
  ],
  '08201': [{ city: 'Sabadell', ine: '08187' }],
  '08221': [{ city: 'Terrassa', ine: '08279' }],
  '08760': [{ city: 'Martorell', ine: '08114' }],
  '17001': [{ city: 'Girona', ine: '17079' }],
  '25001': [{ city: 'Lleida', ine: '25120' }],
  '43001': [{ city: 'Tarragona', ine: '43148' }],
  '28001': [{ city: 'Madrid', ine: '28079' }],
  '28013': [{ city: 'Madrid', ine: '28079' }],
  '28100': [{ city: 'Alcobendas', ine: '28006' }],
  '46001': [{ city: 'València', ine: '46250' }],
  '41001': [{ city: 'Sevilla', ine: '41091' }],
  '48001': [{ city: 'Bilbao', ine: '48020' }],
  '15001': [{ city: 'A Coruña', ine: '15030' }],
  '36201': [{ city: 'Vigo', ine: '36057' }],
  '50001': [{ city: 'Zaragoza', ine: '50297' }],
  '29001': [{ city: 'Málaga', ine: '29067' }],
  '07001': [{ city: 'Palma', ine: '07040' }],
  '30001': [{ city: 'Murcia', ine: '30030' }],
  '03001': [{ city: 'Alacant/Alicante', ine: '03014' }],
};

export function provinceName(id: number): string {
  return PROVINCES.find(([code]) => code === id)?.[1] ?? '';
}

type Lang = 'es' | 'ca' | 'en' | 'gl' | 'fr' | 'de';

/** The street types' names in the six locales (issue 41: geo/tipovias answers in the request's language). */
export const STREET_TYPE_NAMES: Readonly<Record<string, Readonly<Record<Exclude<Lang, 'es'>, string>>>> = {
  CL: { ca: 'Carrer', en: 'Street', gl: 'Rúa', fr: 'Rue', de: 'Straße' },
  AV: { ca: 'Avinguda', en: 'Avenue', gl: 'Avenida', fr: 'Avenue', de: 'Allee' },
  PZ: { ca: 'Plaça', en: 'Square', gl: 'Praza', fr: 'Place', de: 'Platz' },
  PS: { ca: 'Passeig', en: 'Promenade', gl: 'Paseo', fr: 'Promenade', de: 'Promenade' },
  CR: { ca: 'Carretera', en: 'Road', gl: 'Estrada', fr: 'Route', de: 'Landstraße' },
  CM: { ca: 'Camí', en: 'Lane', gl: 'Camiño', fr: 'Chemin', de: 'Weg' },
  RB: { ca: 'Rambla', en: 'Boulevard', gl: 'Rambla', fr: 'Boulevard', de: 'Boulevard' },
  TR: { ca: 'Travessia', en: 'Side street', gl: 'Travesía', fr: 'Traverse', de: 'Querstraße' },
  RD: { ca: 'Ronda', en: 'Ring road', gl: 'Rolda', fr: 'Boulevard périphérique', de: 'Ringstraße' },
  UR: { ca: 'Urbanització', en: 'Housing estate', gl: 'Urbanización', fr: 'Lotissement', de: 'Wohnsiedlung' },
  PG: {
    ca: 'Polígon',
    en: 'Industrial estate',
    gl: 'Polígono',
    fr: 'Zone industrielle',
    de: 'Gewerbegebiet',
  },
  GV: { ca: 'Gran Via', en: 'Main avenue', gl: 'Gran Vía', fr: 'Grande avenue', de: 'Hauptstraße' },
};

/** A street type's name in `lang` (Spanish, the stored one, by default or when none is known). */
export function localStreetTypeName(id: string, spanish: string, lang: string): string {
  return lang === 'es' ? spanish : (STREET_TYPE_NAMES[id]?.[lang as Exclude<Lang, 'es'>] ?? spanish);
}

export function streetTypeName(id: string): string | undefined {
  return STREET_TYPES.find(([code]) => code === id)?.[1];
}
