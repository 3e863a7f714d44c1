import { activateSourceLocale } from '@portal/shared/testing';
import * as v from 'valibot';
import { gasSipsOf } from '../../lib/test-fixtures';
import {
  EMPTY_GAS_CONTRACT,
  chosenGasAccessTariff,
  gasChangeOwner,
  gasContractLead,
  gasContractSchema,
  restoreGasContract,
  shouldLookUpGasCups,
  type GasContractInput,
} from './schemas';

beforeAll(() => activateSourceLocale());

const GAS_CUPS = 'ES0230000000000001SR';
const messages = (input: GasContractInput) =>
  (v.safeParse(gasContractSchema(), input).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]);
const complete: GasContractInput = {
  ...EMPTY_GAS_CONTRACT,
  changeOwner: 'dontChangeOwner',
  comerOrigin: '6',
  cups: GAS_CUPS,
  accessTariff: '11',
  selectedProduct: '201',
  selectedProductName: 'Gas Hogar',
};

describe('gas contract schema', () => {
  // §5 Gas: "When includeGas is true: changeOwner, a valid CUPS, accessTariff, selectedProduct and comerOrigin are
  // required."
  it('with gas included, changeOwner, CUPS, access tariff, product and retailer are required', () => {
    expect(messages(EMPTY_GAS_CONTRACT)).toEqual([
      ['changeOwner', 'Required field'],
      ['cups', 'Required field'],
      ['accessTariff', 'Required field'],
      ['selectedProduct', 'Required field'],
      ['comerOrigin', 'Required field'],
    ]);
    expect(messages(complete)).toEqual([]);
  });

  it('the CUPS must be valid, and available when it was looked up', () => {
    expect(messages({ ...complete, cups: 'ES0230000000000001SA' })).toEqual([['cups', 'CUPS not valid']]);
    const sips = gasSipsOf(GAS_CUPS, 'RL.1', { cupsAvailable: false });
    expect(messages({ ...complete, cupsSIPSData: sips })).toEqual([['cups', 'CUPS not available']]);
    expect(messages({ ...complete, cupsSIPSData: { ...sips, cupsAvailable: true } })).toEqual([]);
  });

  // §4: "In the dual flow, gas is optional unless dual.isGasMandatory is set."
  it('without gas nothing else is required', () => {
    expect(messages({ ...EMPTY_GAS_CONTRACT, includeGas: false })).toEqual([]);
  });

  it('at most 3 invoices', () => {
    const file = { name: 'f.pdf', content: 'data:application/pdf;base64,AA==' };
    expect(messages({ ...complete, invoice: [file, file, file, file] })).toEqual([
      ['invoice', 'You can attach up to 3 files'],
    ]);
  });
});

describe('gasContractLead', () => {
  const parsed = () => v.parse(gasContractSchema(), complete);

  // §7 "Step 3 gas: invoice, tarifa, tarifaATR, electricityLeadId."
  it('is step 3 with the product as tarifa, the access tariff as tarifaATR and the electricity lead', () => {
    const values = parsed();
    expect(gasContractLead(values, 9, 21)).toEqual({
      step: 3,
      lead_id: 9,
      invoice: [],
      tarifa: 201,
      tarifaATR: 11,
      comerOrigin: 6,
      electricityLeadId: 21,
    });
    expect(gasContractLead(values, 9)).not.toHaveProperty('electricityLeadId');
  });

  it('reads the change of owner', () => {
    const values = parsed();
    expect(gasChangeOwner(values)).toBe(false);
    expect(gasChangeOwner({ ...values, changeOwner: 'changeOwner' })).toBe(true);
  });
});

describe('restoreGasContract', () => {
  it('keeps the known fields over the defaults', () => {
    const restored = restoreGasContract(
      { cups: GAS_CUPS, includeGas: false, invoice: [{ name: 'a.pdf', content: 'x' }, 3], other: 1 },
      { comerOrigin: '6' },
    );
    expect(restored).toEqual({
      ...EMPTY_GAS_CONTRACT,
      cups: GAS_CUPS,
      includeGas: false,
      comerOrigin: '6',
      invoice: [{ name: 'a.pdf', content: 'x' }],
    });
  });
});

describe('chosenGasAccessTariff', () => {
  const tariffs = [
    { id: 11, name: 'RL.1' },
    { id: 13, name: 'RL.3' },
  ];
  it("keeps the chosen tariff while it is a gas tariff, else takes the supply point's when found", () => {
    expect(chosenGasAccessTariff(tariffs, '11', 'RL.3')).toBe('11');
    expect(chosenGasAccessTariff(tariffs, '', 'RL.3')).toBe('13');
  });
  it('else leaves the choice as it is (no single-tariff default for gas)', () => {
    expect(chosenGasAccessTariff(tariffs, '', 'RL.9')).toBe('');
    expect(chosenGasAccessTariff([{ id: 11, name: 'RL.1' }], '', undefined)).toBe('');
  });
});

// §5: "Config lookup starts only at length 20 or 22".
describe('shouldLookUpGasCups', () => {
  it('looks a valid CUPS up at 20 or 22 characters only', () => {
    expect(shouldLookUpGasCups('ES0230000000000002SW')).toBe(true);
    expect(shouldLookUpGasCups('ES0230000000000002S')).toBe(false);
    expect(shouldLookUpGasCups('ES0230000000000002SX')).toBe(false);
  });
});
