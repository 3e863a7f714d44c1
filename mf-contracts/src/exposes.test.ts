import { exposesContractProblems } from '@portal/shared/testing';
import { exposes } from './exposes';

it('exposes exactly the modules the catalogue and the slots name for mf_contracts, each made with its expose()', async () => {
  expect(await exposesContractProblems('mf_contracts', exposes)).toEqual([]);
});
