import { exposesContractProblems } from '@portal/shared/testing';
import { exposes } from './exposes';

it('exposes exactly the modules the catalogue names for mf_auth, each made with its expose()', async () => {
  expect(await exposesContractProblems('mf_auth', exposes)).toEqual([]);
});
