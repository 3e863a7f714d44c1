import { exposesContractProblems } from '@portal/shared/testing';
import { exposes } from './exposes';

it('exposes exactly the modules the catalogue and the slots name for mf_cases, each made with its expose()', async () => {
  expect(await exposesContractProblems('mf_cases', exposes)).toEqual([]);
});
