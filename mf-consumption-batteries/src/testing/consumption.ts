// Test data and MSW handlers of the consumption calls, shaped as the reference API answers them.
import type { ConsumptionChartResponse, ConsumptionPoint, ConsumptionType } from '@portal/shared/api-types';
import { http, HttpResponse } from 'msw';

export interface CurveCall {
  version: string;
  contract: string;
  type: string;
  start: string | null;
  end: string | null;
}

/** `count` points of a curve type, each `activa` kWh (exports 0.5, reactive 0.1). */
export function curvePoints(type: ConsumptionType, count: number, activa = 1.25): ConsumptionPoint[] {
  return Array.from({ length: count }, (_, index) => {
    const day = String((index % 28) + 1).padStart(2, '0');
    const minutes = index * (type === 'quarter-hourly' ? 15 : 60);
    const time = `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const date =
      type === 'monthly'
        ? `2026-${String((index % 12) + 1).padStart(2, '0')}`
        : type === 'daily'
          ? `2026-10-${day}`
          : `2026-10-${String(Math.floor(minutes / 1440) + 1).padStart(2, '0')}T${time}`;
    return {
      date,
      activa,
      exportada: 0.5,
      reactiva: 0.1,
      period: type === 'hourly' || type === 'quarter-hourly' ? 'P6' : 'total',
    };
  });
}

/**
 * GET contracts/{id}/cch/chart/{type}/ on v2 and v1, answering `points(type)` for the asked range. Every call is pushed
 * on `calls`.
 */
export function curveHandler(points: (type: ConsumptionType) => ConsumptionPoint[], calls: CurveCall[] = []) {
  return http.get('*/api/:version/contracts/:id/cch/chart/:type/', ({ request, params }) => {
    const url = new URL(request.url);
    const type = String(params.type) as ConsumptionType;
    const call: CurveCall = {
      version: String(params.version),
      contract: String(params.id),
      type,
      start: url.searchParams.get('start'),
      end: url.searchParams.get('end'),
    };
    calls.push(call);
    const body: ConsumptionChartResponse = {
      contract: { id: Number(call.contract), name: '0010001' },
      type,
      // As the reference API does: a whole-day range is answered with its times.
      start: call.start?.includes('T') ? call.start : `${call.start ?? ''}T00:00`,
      end: call.end?.includes('T') ? call.end : `${call.end ?? ''}T23:59`,
      unit: 'kWh',
      items: points(type),
    };
    return HttpResponse.json(body);
  });
}

export function failCurve(status: number, message = 'error') {
  return http.get('*/api/:version/contracts/:id/cch/chart/:type/', () =>
    HttpResponse.json({ message }, { status }),
  );
}
