import { showsGasFlow } from './gas-contract-detail-view';

// customer-area §2 (Gas contract detail): "flow (hidden when the tariff name contains "3.")".
describe('showsGasFlow', () => {
  it.each([
    ['3.4', false],
    ['Tarifa 3.1', false],
    ['RL.3', true],
    ['RL.2', true],
  ])('tariff %s shows the flow: %s', (name, shown) => {
    expect(showsGasFlow({ tariff: { name } } as Parameters<typeof showsGasFlow>[0])).toBe(shown);
  });
});
