import ExcelJS from 'exceljs';
import type {
  BatteryChangeResponse,
  BatteryPercentage,
  ContractDetail,
  VirtualBattery,
} from '@portal/shared/api-types';
import { setUpFileApp } from '../../testing/app';
import { describeGuards } from '../../testing/guards';

// A fresh database is seeded per file: slow on a loaded machine.
jest.setTimeout(30_000);

const {
  t,
  headers: { laura, company },
} = setUpFileApp({ laura: '12345678Z', company: 'B12345674' });

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, url: string, payload?: object, headers = laura) =>
  t.app.inject({ method, url, payload, headers });
const entries = async (): Promise<VirtualBattery[]> =>
  (await call('GET', '/api/v2/contracts/0010001')).json<{ data: ContractDetail }>().data.bateria_virtual;

describe('virtual batteries', () => {
  describeGuards(
    () => t.app,
    [
      {
        method: 'PUT',
        url: '/api/v1/contract/0010001/change_bateria_pes_percentatge/1',
        payload: { pes_percentatge: 50 },
      },
      {
        method: 'POST',
        url: '/api/v1/contract/0010001/change_bateria_pes_percentatge/1',
        payload: { pes_percentatge: 50 },
      },
      {
        method: 'POST',
        url: '/api/v1/contract/0010001/bateria_virtual_move_virtual_battery/2',
        payload: { pes_percentatge: 1, bateria_desti: 1 },
      },
      {
        method: 'POST',
        url: '/api/v1/contract/0010001/bateria/1',
        payload: { valor_descomptes: 'acumular' },
      },
      { method: 'GET', url: '/api/v1/contract/bateria/types' },
      { method: 'GET', url: '/api/v1/contract/bateria_virtual_percentages/1' },
      { method: 'GET', url: '/api/v1/contracts/virtual_batteries/1,2' },
    ],
  );

  it('shows two batteries sharing the contract’s percentages, one of them the origin', async () => {
    const list = await entries();
    expect(list.map((e) => [e.bateria.name, e.pes_percentatge, e.pes, e.es_origen])).toEqual([
      ['Batería Casa', 60, 0.6, true],
      ['Batería Girona', 40, 0.4, false],
    ]);
    expect(Object.keys(list[0] as VirtualBattery).sort()).toEqual([
      'aplicat',
      'bateria',
      'data_final',
      'data_inici',
      'es_origen',
      'gestio_descomptes',
      'id',
      'pes',
      'pes_percentatge',
      'total_descompte',
    ]);
    expect(
      (await call('GET', '/api/v1/contract/bateria_virtual_percentages/1')).json<BatteryPercentage[]>(),
    ).toEqual([
      { bateria_id: 1, percentage: 60 },
      { bateria_id: 2, percentage: 40 },
    ]);
    expect((await call('GET', '/api/v1/contract/bateria/types')).json()).toEqual([
      { name: 'aplicar', description: expect.any(String) },
      { name: 'acumular', description: expect.any(String) },
    ]);
  });

  it('changes a percentage (PUT or POST), clamps it, and rebalances the rest to 100', async () => {
    const res = await call('PUT', '/api/v1/contract/0010001/change_bateria_pes_percentatge/1', {
      pes_percentatge: 72.6,
    });
    expect(res.json<BatteryChangeResponse>().bateria_virtual.map((e) => e.pes_percentatge)).toEqual([73, 27]);
    const over = await call('POST', '/api/v2/contract/0010001/change_bateria_pes_percentatge/2', {
      pes_percentatge: 140,
    });
    expect(over.json<BatteryChangeResponse>().bateria_virtual.map((e) => e.pes_percentatge)).toEqual([
      0, 100,
    ]);
    await call('PUT', '/api/v1/contract/0010001/change_bateria_pes_percentatge/1', { pes_percentatge: 60 });
    expect((await entries()).map((e) => e.pes_percentatge)).toEqual([60, 40]);
    expect(
      (
        await call('PUT', '/api/v1/contract/0010001/change_bateria_pes_percentatge/1', {
          pes_percentatge: '60',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('moves points to another battery, never from the origin', async () => {
    const moved = await call('POST', '/api/v1/contract/0010001/bateria_virtual_move_virtual_battery/2', {
      pes_percentatge: 15,
      bateria_desti: 1,
    });
    expect(moved.json<BatteryChangeResponse>().bateria_virtual.map((e) => e.pes_percentatge)).toEqual([
      75, 25,
    ]);
    const origin = await call('PUT', '/api/v1/contract/0010001/bateria_virtual_move_virtual_battery/1', {
      pes_percentatge: 5,
      bateria_desti: 2,
    });
    expect(origin.json()).toEqual({ message: 'origin_battery_cannot_move' });
    const bad = await call('POST', '/api/v1/contract/0010001/bateria_virtual_move_virtual_battery/2', {
      pes_percentatge: 90,
      bateria_desti: 2,
    });
    expect(bad.json()).toEqual({
      message: 'validation_error',
      errors: { pes_percentatge: 'The value is not valid', bateria_desti: 'The value is not valid' },
    });
  });

  it('sets the discount management; inactive entries are locked', async () => {
    const res = await call('POST', '/api/v1/contract/0010001/bateria/1', { valor_descomptes: 'acumular' });
    expect(res.json<BatteryChangeResponse>().bateria_virtual[0]?.gestio_descomptes).toBe('acumular');
    expect(
      (await call('PUT', '/api/v1/contract/0010001/bateria/1', { valor_descomptes: 'regalar' })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/v1/contract/0010003/bateria/3', { valor_descomptes: 'aplicar' })).json(),
    ).toEqual({ message: 'battery_inactive' });
  });

  it('exports the chosen entries as a real xlsx', async () => {
    const res = await call('GET', '/api/v1/contracts/virtual_batteries/1,2,3');
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toContain('baterias-virtuales.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(4);
    expect(sheet?.getRow(1).getCell(1).value).toBe('Contrato');
    expect(sheet?.getRow(2).getCell(2).value).toBe('Batería Casa');
    expect((await call('GET', '/api/v1/contracts/virtual_batteries/1,x')).statusCode).toBe(400);
  });

  it('keeps another customer away (404) and checks the entry belongs to the contract', async () => {
    expect(
      (
        await call(
          'PUT',
          '/api/v1/contract/0010001/change_bateria_pes_percentatge/1',
          { pes_percentatge: 10 },
          company,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', '/api/v1/contract/bateria_virtual_percentages/1', undefined, company)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/v1/contracts/virtual_batteries/1', undefined, company)).statusCode).toBe(
      404,
    );
    expect(
      (
        await call('PUT', '/api/v1/contract/0010002/change_bateria_pes_percentatge/1', {
          pes_percentatge: 10,
        })
      ).statusCode,
    ).toBe(404);
  });
});
