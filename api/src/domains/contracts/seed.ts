// Demo contracts (README "Demo data"): the household customer's three electricity contracts (active 3.0TD with six
// periods, draft without sign date, cancelled) and one gas contract; the company's 160 supply points; nothing for
// 00000000T. Deterministic: fixed dates and seededRandom.
import type { Db } from '../../core/db';
import { TINY_PNG, simplePdf } from '../../core/pdf';
import { seededRandom } from '../../core/random';
import { ZIPCODES } from '../geo/data';
import { makeCadastralReference, makeCups, makeIban } from './identifiers';
import {
  DSO_EDISTRIBUCION,
  DSO_IDE,
  DSO_NEDGIA,
  PRICELIST_ESTABLE_HOGAR,
  seedInserters,
} from './seed-helpers';

function userId(db: Db, username: string): number {
  return db.prepare('SELECT id FROM users WHERE username = ?').pluck().get(username) as number;
}

function seedHousehold(db: Db): void {
  const rng = seededRandom(20260101);
  const put = seedInserters(db);
  const uid = userId(db, '12345678Z');
  const contact = { email: 'laura.garcia@example.com', mobile: '+34612345678' };
  const home = put.address(uid, {
    name: 'Laura García Martín',
    zipcode: '08008',
    city: 'Barcelona',
    ine: '08019',
    tv: 'CL',
    nv: 'Mallorca',
    pnp: '245',
    pt: '3',
    pu: '2',
    ref_catastral: makeCadastralReference(rng),
    habitual: true,
    ...contact,
  });
  const second = put.address(uid, {
    name: 'Laura García Martín',
    zipcode: '17001',
    city: 'Girona',
    ine: '17079',
    tv: 'CL',
    nv: 'Nord',
    pnp: '12',
    ref_catastral: makeCadastralReference(rng),
    ...contact,
  });
  const old = put.address(uid, {
    name: 'Laura García Martín',
    zipcode: '28013',
    city: 'Madrid',
    ine: '28079',
    tv: 'CL',
    nv: 'Mayor',
    pnp: '5',
    pt: '2',
    pu: 'B',
    ...contact,
  });
  const flat = put.address(uid, {
    name: 'Laura García Martín',
    zipcode: '08201',
    city: 'Sabadell',
    ine: '08187',
    tv: 'AV',
    nv: 'Francesc Macià',
    pnp: '40',
    pt: '1',
    pu: '1',
    ...contact,
  });
  const office = put.address(uid, {
    name: 'Laura García (oficina)',
    zipcode: '08025',
    city: 'Barcelona',
    ine: '08019',
    tv: 'PS',
    nv: 'Sant Joan',
    pnp: '150',
    email: 'laura.trabajo@example.com',
    mobile: '+34622333444',
  });
  const bank1 = put.bank(uid, makeIban('2100', '0418', '0200051332'));
  const bank2 = put.bank(uid, makeIban('0049', '1500', '0512345678'));

  const active = put.contract({
    user_id: uid,
    name: '0010001',
    kind: 'electricity',
    state: 'activa',
    sign_date: '2022-03-01',
    cups: makeCups(rng, '0031'),
    supply_address_id: home,
    notification_address_id: home,
    bank_account_id: bank1,
    pricelist: ['Tarifa Indexada 3.0TD', 'Indexada Empresa'],
    tariff: '3.0TD',
    powers: [15.1, 15.1, 15.1, 15.1, 15.1, 20],
    electronic_notification: true,
    date_start_electronic_notification: '2023-05-10',
    dso: DSO_EDISTRIBUCION,
    dso_reference: 'ED-2022-0418-77',
    date_start: '2022-03-01',
  });
  put.contract({
    user_id: uid,
    name: '0010002',
    kind: 'electricity',
    state: 'esborrany',
    sign_date: null,
    cups: makeCups(rng, '0031'),
    supply_address_id: second,
    notification_address_id: second,
    bank_account_id: bank2,
    pricelist: PRICELIST_ESTABLE_HOGAR,
    tariff: '2.0TD',
    powers: [4.6, 4.6],
    invoice_online: 'postal',
    dso: DSO_EDISTRIBUCION,
    dso_reference: 'ED-2026-1101-02',
    atr_available: false,
    date_start: '2026-11-01',
  });
  put.contract({
    user_id: uid,
    name: '0010003',
    kind: 'electricity',
    state: 'baixa',
    sign_date: '2018-06-15',
    amount_debt: 42.17,
    cups: makeCups(rng, '0021'),
    supply_address_id: old,
    notification_address_id: old,
    bank_account_id: bank1,
    pricelist: PRICELIST_ESTABLE_HOGAR,
    tariff: '2.0TD',
    powers: [3.45, 3.45],
    dso: DSO_IDE,
    dso_reference: 'IDE-2018-5521',
    date_start: '2018-06-15',
    date_end: '2021-12-31',
  });
  const gas = put.contract({
    user_id: uid,
    name: '0020001',
    kind: 'gas',
    state: 'activa',
    sign_date: '2021-10-01',
    cups: makeCups(rng, '0230', true),
    supply_address_id: flat,
    notification_address_id: office,
    bank_account_id: bank2,
    pricelist: ['Gas Hogar RL.2', 'Gas Hogar'],
    tariff: 'RL.2',
    powers: [],
    dso: DSO_NEDGIA,
    dso_reference: 'NG-2021-3344',
    pressio: 0.05,
    caudal: 6,
    date_start: '2021-10-01',
  });

  put.service(active, 'service', 'Mantenimiento Hogar', '2022-03-01', null);
  put.service(active, 'service', 'Asistencia eléctrica 24 h', '2022-03-01', '2024-03-01');
  put.service(active, 'bono_social', 'Bono social vulnerable (42,5 %)', '2023-01-01', '2025-12-31');
  put.service(gas, 'service', 'Revisión de la instalación de gas', '2021-10-01', null);

  const pdf = (title: string, filename: string) => ({
    filename,
    mimetype: 'application/pdf',
    data: simplePdf([title, 'Contrato 0010001', 'Laura García Martín']),
  });
  put.attachment(
    active,
    uid,
    pdf('Contrato de suministro firmado', 'contrato-0010001.pdf'),
    'Contrato',
    '2022-03-01T10:15:00.000Z',
  );
  put.attachment(
    active,
    uid,
    pdf('Condiciones generales', 'condiciones-generales.pdf'),
    'Contrato',
    '2022-03-01T10:16:00.000Z',
  );
  put.attachment(
    active,
    uid,
    pdf('Certificado de instalación eléctrica', 'certificado-instalacion.pdf'),
    'Documentación técnica',
    '2022-02-20T09:00:00.000Z',
  );
  put.attachment(
    active,
    uid,
    { filename: 'dni-anverso.png', mimetype: 'image/png', data: TINY_PNG },
    'Identificación',
    '2022-02-18T17:30:00.000Z',
  );
  put.attachment(
    active,
    uid,
    pdf('Carta de bienvenida', 'bienvenida.pdf'),
    'Comunicaciones',
    '2022-03-05T08:00:00.000Z',
  );
  put.attachment(
    active,
    uid,
    pdf('Aviso de cambio de precios', 'aviso-precios-2025.pdf'),
    'Comunicaciones',
    '2024-12-01T08:00:00.000Z',
  );
  put.attachment(
    gas,
    uid,
    pdf('Contrato de gas firmado', 'contrato-0020001.pdf'),
    'Contrato',
    '2021-10-01T12:00:00.000Z',
  );

  put.customisation(active, 'double_tariff', { startMonth: 6, startYear: 2026, endMonth: 9, endYear: 2026 });
  put.customisation(active, 'happy_hours', { startHour: 14, endHour: 17 });
  put.customisation(active, 'happy_day', null);
}

const STREETS = [
  'Mayor',
  'Industria',
  'Comercio',
  'Sol',
  'Mar',
  'Diagonal',
  'Gran Vía',
  'Constitución',
  'Libertad',
  'Estación',
  'Molinos',
  'Fuente',
];

function seedCompany(db: Db): void {
  const rng = seededRandom(20260202);
  const put = seedInserters(db);
  const uid = userId(db, 'B12345674');
  const contact = { email: 'admin@energias-norte.example.com', mobile: '+34944123456' };
  const hq = put.address(uid, {
    name: 'Energías del Norte SL',
    zipcode: '48001',
    city: 'Bilbao',
    ine: '48020',
    tv: 'GV',
    nv: 'Don Diego López de Haro',
    pnp: '1',
    ...contact,
  });
  const banks = [
    put.bank(uid, makeIban('2095', '0000', '0123456789')),
    put.bank(uid, makeIban('0182', '1234', '0000123456')),
  ];
  const zipcodes = Object.entries(ZIPCODES);
  for (let i = 1; i <= 160; i += 1) {
    const gas = i > 150;
    const [zipcode, cities] = rng.pick(zipcodes);
    const city = cities[0] ?? { city: 'Madrid', ine: '28079' };
    const supply = put.address(uid, {
      name: `Punto de suministro ${i}`,
      zipcode,
      city: city.city,
      ine: city.ine,
      tv: rng.pick(['CL', 'AV', 'PZ', 'PG']),
      nv: rng.pick(STREETS),
      pnp: String(rng.int(1, 250)),
      ...contact,
    });
    const big = !gas && rng.next() < 0.3;
    const p = big ? 15 + rng.int(1, 40) : ([3.45, 4.6, 5.75, 6.9, 9.2][rng.int(0, 4)] ?? 4.6);
    const roll = rng.next();
    put.contract({
      user_id: uid,
      name: `${gas ? '004' : '003'}${String(i).padStart(4, '0')}`,
      kind: gas ? 'gas' : 'electricity',
      state: roll < 0.85 ? 'activa' : roll < 0.93 ? 'baixa' : 'esborrany',
      sign_date: roll >= 0.93 ? null : `20${rng.int(18, 25)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`,
      amount_debt: rng.next() < 0.1 ? rng.int(1000, 50000) / 100 : 0,
      cups: gas ? makeCups(rng, '0230', true) : makeCups(rng, rng.pick(['0031', '0021'])),
      supply_address_id: supply,
      notification_address_id: hq,
      bank_account_id: rng.pick(banks),
      pricelist: gas
        ? ['Gas Negocio RL.3', 'Gas Negocio']
        : big
          ? ['Tarifa Indexada 3.0TD', 'Indexada Empresa']
          : ['Tarifa Estable 2.0TD', 'Estable Negocio'],
      tariff: gas ? 'RL.3' : big ? '3.0TD' : '2.0TD',
      powers: gas ? [] : big ? [p, p, p, p, p, p + 5] : [p, p],
      dso: gas ? DSO_NEDGIA : rng.next() < 0.5 ? DSO_EDISTRIBUCION : DSO_IDE,
      dso_reference: `REF-${String(100000 + i)}`,
      pressio: gas ? 0.4 : null,
      caudal: gas ? 25 : null,
      date_start: '2020-01-01',
    });
  }
}

export function seedContracts(db: Db): void {
  seedHousehold(db);
  seedCompany(db);
}
