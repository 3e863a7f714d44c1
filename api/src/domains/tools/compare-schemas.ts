// Body schemas of the calculator lead and the comparators: types and the identifiers' rules (core/formats.ts); which
// fields a mode needs, in rules.ts and routes-compare.ts.
import { text } from '../../core/formats';

const cups = text(22, { format: 'cups' });
const day = text(10, { format: 'day' });
const num = { type: 'number' };
const file = {
  type: 'object',
  required: ['name', 'content'],
  additionalProperties: false,
  properties: { name: text(200), content: { type: 'string', maxLength: 21_000_000 } },
};
const contact = {
  name: text(60),
  surname1: text(60),
  surname2: text(60),
  email: text(254, { format: 'e-mail' }),
  telephone: text(24, { format: 'phone' }),
  contactHours: text(20),
  consent: { type: 'boolean' },
};

export const electricityCompareBody = {
  type: 'object',
  required: ['mode'],
  additionalProperties: false,
  properties: {
    mode: { type: 'string', enum: ['auto', 'manual'] },
    cups,
    comerOrigin: { type: 'integer' },
    startDate: day,
    endDate: day,
    accessTariff: { type: 'integer' },
    invoiceAmount: num,
    p1: num,
    p2: num,
    p3: num,
    p4: num,
    p5: num,
    p6: num,
    power: num,
    power2: num,
    ...contact,
    invoice: file,
  },
};

export const gasCompareBody = {
  type: 'object',
  required: ['mode'],
  additionalProperties: false,
  properties: {
    mode: { type: 'string', enum: ['auto', 'manual', 'confirm'] },
    cups,
    comerOrigin: { type: 'integer' },
    access_tariff: { type: 'integer' },
    consumption: num,
    startDate: day,
    endDate: day,
    invoiceAmount: num,
    ...contact,
    invoice: file,
  },
};

export const confirmBody = {
  type: 'object',
  required: ['cups'],
  additionalProperties: false,
  properties: { mode: { type: 'string', enum: ['confirm'] }, cups, ...contact },
};
