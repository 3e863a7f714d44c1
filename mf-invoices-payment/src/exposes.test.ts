import { exposesContractProblems } from '@portal/shared/testing';
import { exposes } from './exposes';

it('exposes exactly the modules the catalogue and the slots name for mf_invoices_payment, each made with its expose()', async () => {
  expect(await exposesContractProblems('mf_invoices_payment', exposes)).toEqual([]);
});
