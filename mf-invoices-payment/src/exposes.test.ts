import { exposesContractProblems, firstCallsContractProblems } from '@portal/shared/testing';
import { exposes } from './exposes';
import { firstCalls } from './first-calls';

it('exposes exactly the modules the catalogue and the slots name for mf_invoices_payment, each made with its expose()', async () => {
  expect(await exposesContractProblems('mf_invoices_payment', exposes)).toEqual([]);
});

it('publishes first calls only for routes of the catalogue that this remote renders', () => {
  expect(firstCallsContractProblems('mf_invoices_payment', firstCalls)).toEqual([]);
});
