import type {
  CityListResponse,
  ProvinceListResponse,
  StreetTypeListResponse,
} from '@portal/shared/api-types';
import { setUpFileApp } from '../../testing/app';

const { t } = setUpFileApp();

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('geography (public)', () => {
  it('answers the localities of a postal code, two for 08193, none for an unknown one', async () => {
    expect((await get('/api/v1/geo/zipcode/08008/')).json<CityListResponse>()).toEqual({
      data: [{ city: 'Barcelona', ine: '08019' }],
    });
    expect((await get('/api/v1/geo/zipcode/08193/')).json<CityListResponse>().data).toHaveLength(2);
    expect((await get('/api/v1/geo/zipcode/99999/')).json<CityListResponse>()).toEqual({ data: [] });
  });
  it('answers 400 for a postal code that is not 5 digits (spec §5)', async () => {
    const res = await get('/api/v1/geo/zipcode/0800/');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ zipcode: 'The postal code must have 5 characters' });
  });
  it('answers the province of the first two digits of an INE code', async () => {
    expect((await get('/api/v1/geo/provincies/08/')).json<ProvinceListResponse>()).toEqual({
      data: [{ id: 8, name: 'Barcelona' }],
    });
    expect((await get('/api/v1/geo/provincies/08019/')).json<ProvinceListResponse>().data[0]?.name).toBe(
      'Barcelona',
    );
    expect((await get('/api/v1/geo/provincies/xx/')).statusCode).toBe(400);
  });
  it('answers the street types', async () => {
    expect((await get('/api/v1/geo/tipovias/')).json<StreetTypeListResponse>().data).toContainEqual({
      id: 'CL',
      name: 'Calle',
    });
  });
  // Issue 41: street types stayed Spanish in every locale.
  it('answers the street types in the request’s language (Accept-Language or lang)', async () => {
    const names = async (url: string, lang: string) =>
      (await t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } }))
        .json<StreetTypeListResponse>()
        .data.slice(0, 3);
    expect(await names('/api/v1/geo/tipovias/', 'en-US')).toEqual([
      { id: 'CL', name: 'Street' },
      { id: 'AV', name: 'Avenue' },
      { id: 'PZ', name: 'Square' },
    ]);
    expect((await names('/api/v1/geo/tipovias/', 'ca-ES'))[0]).toEqual({ id: 'CL', name: 'Carrer' });
    expect((await names('/api/v1/geo/tipovias/?lang=gl-ES', 'en-US'))[0]).toEqual({ id: 'CL', name: 'Rúa' });
    expect((await names('/api/v1/geo/tipovias/', 'es-ES'))[0]).toEqual({ id: 'CL', name: 'Calle' });
  });
});
