// The contracting catalogue seeded into the database: access tariffs, products with prices and texts in the six
// locales, CNAEs, retailers, coupons, the CUPS registry and the identity checks (api/docs/contracting.md lists
// which CUPS and tax ids give which outcome).
import type { Lang } from './request-context';
import { cupsCheckLetters } from '@portal/shared/validation';

export const ELECTRICITY_TARIFFS = [
  { id: 1, name: '2.0TD', min_power: 0, max_power: 15 },
  { id: 2, name: '3.0TD', min_power: 15, max_power: 450 },
  { id: 3, name: 'VE', min_power: 15, max_power: 450 },
  { id: 4, name: '6.1TD', min_power: 450, max_power: null },
] as const;
export const GAS_TARIFFS = [
  { id: 11, name: 'RL.1', min_power: 0, max_power: 5000 },
  { id: 12, name: 'RL.2', min_power: 5000, max_power: 15000 },
  { id: 13, name: 'RL.3', min_power: 15000, max_power: 50000 },
  { id: 14, name: 'RL.4', min_power: 50000, max_power: 300000 },
] as const;

type Texts = Record<'es' | 'ca' | 'en' | 'gl' | 'fr' | 'de', string>;
export interface CatalogProduct {
  id: number;
  kind: 'electricity' | 'gas';
  name: string;
  tariffs: number[];
  selfcons: boolean;
  promo_code?: string;
  power: Record<string, number>;
  energy: Record<string, number>;
  texts: Texts;
}

const P3 = (a: number, b: number, c: number): Record<string, number> => ({ P1: a, P2: b, P3: c });
const P6 = (values: number[]): Record<string, number> =>
  Object.fromEntries(values.map((value, i) => [`P${i + 1}`, value]));

export const PRODUCTS: CatalogProduct[] = [
  {
    id: 101,
    kind: 'electricity',
    name: 'Tarifa Fija',
    tariffs: [1],
    selfcons: false,
    power: { P1: 0.0863, P2: 0.0108 },
    energy: P3(0.149, 0.149, 0.149),
    texts: {
      es: 'El mismo precio de la energía a todas horas.',
      ca: 'El mateix preu de l’energia a totes hores.',
      en: 'The same energy price at every hour.',
      gl: 'O mesmo prezo da enerxía a todas as horas.',
      fr: 'Le même prix de l’énergie à toute heure.',
      de: 'Derselbe Energiepreis zu jeder Stunde.',
    },
  },
  {
    id: 102,
    kind: 'electricity',
    name: 'Tarifa Por Horas',
    tariffs: [1],
    selfcons: true,
    power: { P1: 0.0863, P2: 0.0108 },
    energy: P3(0.199, 0.146, 0.101),
    texts: {
      es: 'Energía más barata por la noche y los fines de semana.',
      ca: 'Energia més barata a la nit i els caps de setmana.',
      en: 'Cheaper energy at night and at weekends.',
      gl: 'Enerxía máis barata pola noite e as fins de semana.',
      fr: 'Énergie moins chère la nuit et le week-end.',
      de: 'Günstigere Energie nachts und am Wochenende.',
    },
  },
  {
    id: 103,
    kind: 'electricity',
    name: 'Solar Compensada',
    tariffs: [1],
    selfcons: true,
    power: { P1: 0.0863, P2: 0.0108 },
    energy: P3(0.179, 0.139, 0.109),
    texts: {
      es: 'Para autoconsumo: tus excedentes se compensan en la factura.',
      ca: 'Per a autoconsum: els teus excedents es compensen a la factura.',
      en: 'For self-consumption: your surplus is offset on the invoice.',
      gl: 'Para autoconsumo: os teus excedentes compénsanse na factura.',
      fr: 'Pour l’autoconsommation : vos excédents sont compensés sur la facture.',
      de: 'Für Eigenverbrauch: Ihre Überschüsse werden auf der Rechnung verrechnet.',
    },
  },
  {
    id: 104,
    kind: 'electricity',
    name: 'Empresa 6 Periodos',
    tariffs: [2, 3, 4],
    selfcons: true,
    power: P6([0.0559, 0.0298, 0.0126, 0.0109, 0.0071, 0.0041]),
    energy: P6([0.182, 0.166, 0.148, 0.137, 0.121, 0.109]),
    texts: {
      es: 'Seis periodos con precios ajustados para empresas.',
      ca: 'Sis períodes amb preus ajustats per a empreses.',
      en: 'Six periods with prices tailored to businesses.',
      gl: 'Seis períodos con prezos axustados para empresas.',
      fr: 'Six périodes avec des prix adaptés aux entreprises.',
      de: 'Sechs Zeiträume mit auf Unternehmen zugeschnittenen Preisen.',
    },
  },
  {
    id: 105,
    kind: 'electricity',
    name: 'Bienvenida',
    tariffs: [1],
    selfcons: false,
    promo_code: 'BIENVENIDA',
    power: { P1: 0.0763, P2: 0.0098 },
    energy: P3(0.129, 0.129, 0.129),
    texts: {
      es: 'Precio de bienvenida durante el primer año (código BIENVENIDA).',
      ca: 'Preu de benvinguda durant el primer any (codi BIENVENIDA).',
      en: 'Welcome price for the first year (code BIENVENIDA).',
      gl: 'Prezo de benvida durante o primeiro ano (código BIENVENIDA).',
      fr: 'Prix de bienvenue la première année (code BIENVENIDA).',
      de: 'Willkommenspreis im ersten Jahr (Code BIENVENIDA).',
    },
  },
  {
    id: 201,
    kind: 'gas',
    name: 'Gas Hogar',
    tariffs: [11, 12],
    selfcons: false,
    power: { F: 0.18 },
    energy: { V: 0.071 },
    texts: {
      es: 'Gas natural para el hogar con precio fijo.',
      ca: 'Gas natural per a la llar amb preu fix.',
      en: 'Natural gas for the home at a fixed price.',
      gl: 'Gas natural para o fogar con prezo fixo.',
      fr: 'Gaz naturel pour la maison à prix fixe.',
      de: 'Erdgas für Zuhause zum Festpreis.',
    },
  },
  {
    id: 202,
    kind: 'gas',
    name: 'Gas Empresa',
    tariffs: [13, 14],
    selfcons: false,
    power: { F: 0.62 },
    energy: { V: 0.064 },
    texts: {
      es: 'Gas natural para negocios con alto consumo.',
      ca: 'Gas natural per a negocis amb consum alt.',
      en: 'Natural gas for businesses with high consumption.',
      gl: 'Gas natural para negocios con alto consumo.',
      fr: 'Gaz naturel pour les entreprises à forte consommation.',
      de: 'Erdgas für Unternehmen mit hohem Verbrauch.',
    },
  },
];

/** Household CNAE (visitor-features §3: id 986, code 9820) and a few business activities. */
export const CNAES = [
  {
    id: 986,
    name: '9820',
    descripcio: 'Actividades de los hogares como productores de servicios para uso propio',
  },
  { id: 101, name: '0111', descripcio: 'Cultivo de cereales, leguminosas y semillas oleaginosas' },
  { id: 412, name: '4121', descripcio: 'Construcción de edificios residenciales' },
  { id: 471, name: '4711', descripcio: 'Comercio al por menor en establecimientos no especializados' },
  { id: 561, name: '5610', descripcio: 'Restaurantes y puestos de comidas' },
  { id: 620, name: '6201', descripcio: 'Actividades de programación informática' },
  { id: 862, name: '8621', descripcio: 'Actividades de medicina general' },
];

export const RETAILERS = [
  { id: 1, kind: 'both', name: 'Iberdrola Clientes' },
  { id: 2, kind: 'both', name: 'Endesa Energía' },
  { id: 3, kind: 'both', name: 'Naturgy Iberia' },
  { id: 4, kind: 'electricity', name: 'Repsol Comercializadora' },
  { id: 5, kind: 'electricity', name: 'Holaluz' },
  { id: 6, kind: 'gas', name: 'Gas Natural Comercializadora' },
  { id: 7, kind: 'both', name: 'Otra comercializadora' },
] as const;

/** "Another retailer" (id 7), the one name of the list that is not a company's: in the request's language (issue 41). */
export const OTHER_RETAILER_ID = 7;
export const OTHER_RETAILER_NAMES: Record<Lang, string> = {
  es: 'Otra comercializadora',
  ca: 'Una altra comercialitzadora',
  en: 'Another retailer',
  gl: 'Outra comercializadora',
  fr: 'Autre fournisseur',
  de: 'Anderer Anbieter',
};

/** A valid CUPS from its 16 digits (distributor code and supply number). */
export function cupsOf(digits: string): string {
  return `ES${digits}${cupsCheckLetters(digits)}`;
}

export interface RegistryEntry {
  cups: string;
  kind: 'electricity' | 'gas';
  available: boolean;
  reason?: 'already_supplied' | 'pending_switch' | 'blocked';
  access_tariff: string;
  powers: number[];
  selfcons: boolean;
  selfcons_code: string;
  zipcode: string;
}

export const CUPS_REGISTRY: RegistryEntry[] = [
  {
    cups: cupsOf('0021000000000001'),
    kind: 'electricity',
    available: true,
    access_tariff: '2.0TD',
    powers: [4.6, 4.6],
    selfcons: false,
    selfcons_code: '00',
    zipcode: '08001',
  },
  {
    cups: cupsOf('0021000000000002'),
    kind: 'electricity',
    available: true,
    access_tariff: '2.0TD',
    powers: [5.75, 5.75],
    selfcons: true,
    selfcons_code: '41',
    zipcode: '28013',
  },
  {
    cups: cupsOf('0021000000000003'),
    kind: 'electricity',
    available: true,
    access_tariff: '3.0TD',
    powers: [20, 20, 20, 25, 25, 30],
    selfcons: false,
    selfcons_code: '00',
    zipcode: '46001',
  },
  {
    cups: cupsOf('0021000000000004'),
    kind: 'electricity',
    available: false,
    reason: 'already_supplied',
    access_tariff: '2.0TD',
    powers: [3.45, 3.45],
    selfcons: false,
    selfcons_code: '00',
    zipcode: '08002',
  },
  {
    cups: cupsOf('0021000000000005'),
    kind: 'electricity',
    available: false,
    reason: 'pending_switch',
    access_tariff: '2.0TD',
    powers: [6.9, 6.9],
    selfcons: false,
    selfcons_code: '00',
    zipcode: '41001',
  },
  {
    cups: cupsOf('0021000000000006'),
    kind: 'electricity',
    available: false,
    reason: 'blocked',
    access_tariff: '2.0TD',
    powers: [3.3, 3.3],
    selfcons: false,
    selfcons_code: '00',
    zipcode: '48001',
  },
  {
    cups: cupsOf('0230000000000001'),
    kind: 'gas',
    available: true,
    access_tariff: 'RL.1',
    powers: [],
    selfcons: false,
    selfcons_code: '00',
    zipcode: '08001',
  },
  {
    cups: cupsOf('0230000000000002'),
    kind: 'gas',
    available: true,
    access_tariff: 'RL.3',
    powers: [],
    selfcons: false,
    selfcons_code: '00',
    zipcode: '28013',
  },
  {
    cups: cupsOf('0230000000000003'),
    kind: 'gas',
    available: false,
    reason: 'already_supplied',
    access_tariff: 'RL.2',
    powers: [],
    selfcons: false,
    selfcons_code: '00',
    zipcode: '46001',
  },
];

/**
 * Identity checks of leads: a tax id not listed passes both. `registered_name` null: the DNI check fails whatever the
 * name; a name: the check passes only when the owner's first name matches (case-insensitive).
 */
export const IDENTITY_CHECKS = [
  { vat: '11111111H', registered_name: 'MARTA', scoring_ok: true },
  { vat: '22222222J', registered_name: null, scoring_ok: true },
  { vat: '33333333P', registered_name: 'JORDI', scoring_ok: false },
  { vat: '44444444A', registered_name: 'ANA', scoring_ok: false },
  { vat: 'B00000000', registered_name: null, scoring_ok: false },
] as const;
