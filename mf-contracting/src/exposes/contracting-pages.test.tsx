// The title and the steps of each flow's page (visitor-features §2: "Gas steps: installation, person, gasContract,
// payment, confirmation, finish"; dual: "installation, person, contract, gasContract (dual flow only), payment,
// confirmation, finish").
import { renderWithProviders } from '@portal/shared/testing';
import type { ComponentType } from 'react';
import { expectWizardStart, setupFlowPageTest, stepperSteps } from '../flow/page-test-setup';
import DualContractingPage from './dual-contracting-page';
import GasContractingPage from './gas-contracting-page';

setupFlowPageTest('gas', {});

it.each<[string, ComponentType, string, string[]]>([
  [
    'the gas page: the gas title and the gas steps',
    GasContractingPage,
    'Contract gas',
    ['1. Supply point', '2. Personal data', '3. Gas contract', '4. Payment', '5. Confirmation', '6. Finish'],
  ],
  [
    'the dual page: the dual title and the gas contract step after the electricity contract',
    DualContractingPage,
    'Contract electricity and gas',
    [
      '1. Supply point',
      '2. Personal data',
      '3. Electricity contract',
      '4. Gas contract',
      '5. Payment',
      '6. Confirmation',
      '7. Finish',
    ],
  ],
])('%s', async (_name, Page, title, steps) => {
  renderWithProviders(<Page />);
  await expectWizardStart(title);
  expect(stepperSteps()).toEqual(steps);
});
