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

const POWER_LEAD_FILLED = ['name', 'surname1', 'contactHours', 'email', 'telephone'] as const;

export const powerLeadBody = {
  type: 'object',
  required: ['cups', 'data'],
  additionalProperties: false,
  properties: {
    cups: text(22, { format: 'cups', filled: true }),
    data: {
      type: 'object',
      // The calculator's lead form needs these in every case (visitor-features §5 "Lead contact").
      required: [...POWER_LEAD_FILLED, 'optimalPower', 'appliances', 'area', 'numPersones', 'cofSimul'],
      additionalProperties: false,
      properties: {
        ...contact,
        name: text(60, { filled: true }),
        surname1: text(60, { filled: true }),
        contactHours: text(20, { filled: true }),
        email: text(254, { format: 'e-mail', filled: true }),
        telephone: text(24, { format: 'phone', filled: true }),
        optimalPower: num,
        appliances: {
          type: 'array',
          maxItems: 50,
          items: {
            type: 'object',
            required: ['name', 'totalPower', 'enabled'],
            additionalProperties: false,
            properties: { name: text(60), totalPower: num, enabled: { type: 'boolean' } },
          },
        },
        area: num,
        numPersones: num,
        cofSimul: { type: 'number', enum: [0.25, 0.4, 0.6] },
        invoice: file,
      },
    },
  },
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
