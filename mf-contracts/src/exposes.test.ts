import { exposesContractProblems, firstCallsContractProblems } from '@portal/shared/testing';
import { exposes } from './exposes';
import { firstCalls } from './first-calls';

it('exposes exactly the modules the catalogue and the slots name for mf_contracts, each made with its expose()', async () => {
  expect(await exposesContractProblems('mf_contracts', exposes)).toEqual([]);
});

it('publishes first calls only for routes this remote renders (src/first-calls.ts, decision 009)', () => {
  expect(firstCallsContractProblems('mf_contracts', firstCalls)).toEqual([]);
  expect(firstCallsContractProblems('mf_contracts', { invoices: [], nowhere: [] } as never)).toEqual([
    'invoices: rendered by mf_invoices_payment, not mf_contracts',
    'nowhere: not a route of the catalogue',
  ]);
});
