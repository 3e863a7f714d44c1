// An address as the leads send it (visitor-features §7: step 1's cups{state, municipi, poblacio, tv, nv, pnp, bq, es,
// pt, pu, dp, …} and step 2's owner_address{state, municipi, poblacio, tv, nv, pnp, bq, es, pt, pu, zip, …}).
import { addressLead, EMPTY_ADDRESS } from './address';

describe('addressLead', () => {
  it('sends the province as its id and the locality’s INE code as municipi, the street as typed', () => {
    expect(
      addressLead({
        ...EMPTY_ADDRESS,
        dp: '17001',
        ine: '17079',
        state: '17',
        poblacio: 'Girona',
        tv: 'CL',
        nv: 'Nou',
        pnp: '3',
        bq: 'A',
        es: '2',
        pt: '1',
        pu: 'B',
      }),
    ).toEqual({
      state: 17,
      municipi: '17079',
      poblacio: 'Girona',
      tv: 'CL',
      nv: 'Nou',
      pnp: '3',
      bq: 'A',
      es: '2',
      pt: '1',
      pu: 'B',
    });
  });
});
