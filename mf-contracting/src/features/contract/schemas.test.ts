// visitor-features §4, §5 "Electricity contract": the step's rules and messages, the self-consumption default, the
// step 3 FormConfirm.
import { activateSourceLocale } from '@portal/shared/testing';
import * as v from 'valibot';
import {
  EMPTY_CONTRACT,
  chosenAccessTariff,
  contractLead,
  contractSchema,
  defaultSelfconsCode,
  type ContractInput,
} from './schemas';

beforeAll(() => activateSourceLocale());

const valid: ContractInput = {
  ...EMPTY_CONTRACT,
  power: '4,6',
  power2: '4,6',
  accessTariff: '1',
  selectedProduct: '101',
  selectedProductName: 'Tarifa Fija',
};

function errors(input: Partial<ContractInput>, requireDocumentation = true) {
  const result = v.safeParse(contractSchema({ requireDocumentation }), { ...valid, ...input });
  const byField: Record<string, string> = {};
  for (const issue of result.issues ?? []) byField[v.getDotPath(issue) ?? ''] ??= issue.message;
  return byField;
}

describe('contract schema', () => {
  it('accepts two powers at or under 15 kW with a tariff and a product', () => {
    expect(errors({})).toEqual({});
  });

  it('power and power2 required, at least 1, up to 3 decimals', () => {
    expect(errors({ power: '', power2: '0,5' })).toEqual({
      power: 'Required field',
      power2: 'The power is too low',
    });
    expect(errors({ power: '4,6001' }).power).toBe('Up to 3 decimals, e.g. 4,6');
  });

  it('above 15 kW, P3 to P6 are required and each at least the previous', () => {
    expect(errors({ power: '20', power2: '20' })).toEqual({
      power3: 'Required field',
      power4: 'Required field',
      power5: 'Required field',
      power6: 'Required field',
    });
    expect(
      errors({ power: '20', power2: '20', power3: '20', power4: '25', power5: '24', power6: '30' }),
    ).toEqual({
      power5: 'Must be greater than the previous field',
    });
    expect(
      errors({ power: '20', power2: '20', power3: '20', power4: '25', power5: '25', power6: '30' }),
    ).toEqual({});
  });

  it('access tariff and product required', () => {
    expect(errors({ accessTariff: '', selectedProduct: '' })).toEqual({
      accessTariff: 'Required field',
      selectedProduct: 'Required field',
    });
  });

  it('self-consumption documents required when on, unless requireDocumentation is false; at most 3', () => {
    expect(errors({ selfcons: true }).selfconsAttachments).toBe('Required field');
    expect(errors({ selfcons: true }, false)).toEqual({});
    const file = { name: 'a.pdf', content: 'data:application/pdf;base64,JVBE' };
    expect(
      errors({ selfcons: true, selfconsAttachments: [file, file, file, file] }).selfconsAttachments,
    ).toBe('You can attach up to 3 files');
  });
});

describe('defaultSelfconsCode', () => {
  // §4: "Selfcons code defaults to 00 when self-consumption is off, and to the SIPS value or 41 when on."
  it('00 off; the SIPS value or 41 on', () => {
    expect(defaultSelfconsCode(false, '42')).toBe('00');
    expect(defaultSelfconsCode(true, '42')).toBe('42');
    expect(defaultSelfconsCode(true, undefined)).toBe('41');
    expect(defaultSelfconsCode(true, '00')).toBe('41');
  });
});

describe('contractLead', () => {
  it('sends the powers as numbers, P3 to P6 zeroed at or under 15 kW, the promo code as a list', () => {
    const values = v.parse(contractSchema({ requireDocumentation: true }), {
      ...valid,
      power3: '7',
      promotionalCode: 'BIENVENIDA',
    });
    expect(contractLead(values, 9)).toEqual({
      step: 3,
      lead_id: 9,
      power: 4.6,
      power2: 4.6,
      power3: 0,
      power4: 0,
      power5: 0,
      power6: 0,
      promotional_code: ['BIENVENIDA'],
      tarifa: 101,
      tarifaATR: 1,
      selfconsCode: '00',
      selfcons_attach: [],
    });
  });
});

describe('chosenAccessTariff', () => {
  const tariffs = [
    { id: 1, name: '2.0TD' },
    { id: 2, name: '3.0TD' },
  ];
  it('keeps the chosen tariff while it is among those of the power', () => {
    expect(chosenAccessTariff(tariffs, '2', '2.0TD')).toBe('2');
  });
  it("else takes the supply point's tariff, else the only one, else none", () => {
    expect(chosenAccessTariff(tariffs, '9', '2.0TD')).toBe('1');
    expect(chosenAccessTariff([{ id: 2, name: '3.0TD' }], '', '2.0TD')).toBe('2');
    expect(chosenAccessTariff(tariffs, '9', undefined)).toBe('');
    expect(chosenAccessTariff([], '1', '2.0TD')).toBe('');
  });
});
