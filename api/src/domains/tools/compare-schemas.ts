// Body schemas of the calculator lead and the comparators: types only; rules in rules.ts and routes-compare.ts.
const str = (maxLength: number) => ({ type: 'string', maxLength });
const num = { type: 'number' };
const file = {
  type: 'object',
  required: ['name', 'content'],
  additionalProperties: false,
  properties: { name: str(200), content: { type: 'string', maxLength: 21_000_000 } },
};
const contact = {
  name: str(60),
  surname1: str(60),
  surname2: str(60),
  email: str(254),
  telephone: str(24),
  contactHours: str(20),
  consent: { type: 'boolean' },
};

export const powerLeadBody = {
  type: 'object',
  required: ['cups', 'data'],
  additionalProperties: false,
  properties: {
    cups: str(22),
    data: {
      type: 'object',
      required: ['optimalPower', 'appliances', 'area', 'numPersones', 'cofSimul'],
      additionalProperties: false,
      properties: {
        ...contact,
        optimalPower: num,
        appliances: {
          type: 'array',
          maxItems: 50,
          items: {
            type: 'object',
            required: ['name', 'totalPower', 'enabled'],
            additionalProperties: false,
            properties: { name: str(60), totalPower: num, enabled: { type: 'boolean' } },
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
    cups: str(22),
    comerOrigin: { type: 'integer' },
    startDate: str(10),
    endDate: str(10),
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
    cups: str(22),
    comerOrigin: { type: 'integer' },
    access_tariff: { type: 'integer' },
    consumption: num,
    startDate: str(10),
    endDate: str(10),
    invoiceAmount: num,
    ...contact,
    invoice: file,
  },
};

export const confirmBody = {
  type: 'object',
  required: ['cups'],
  additionalProperties: false,
  properties: { mode: { type: 'string', enum: ['confirm'] }, cups: str(22), ...contact },
};
