import { apexLocale } from './apex-locale';
import { curveChartOptions } from './chart-options';

describe('apexLocale (the date axis in the portal locale, not ApexCharts’ English)', () => {
  it('names the months and weekdays of each portal locale, Sunday first', () => {
    const es = apexLocale('es-ES');
    expect(es.name).toBe('es-ES');
    expect(es.options?.months?.[0]).toBe('enero');
    expect(es.options?.shortMonths).toHaveLength(12);
    expect(es.options?.days?.[0]).toBe('domingo');
    expect(es.options?.days?.[1]).toBe('lunes');
    expect(apexLocale('de-DE').options?.months?.[2]).toBe('März');
    expect(apexLocale('fr-FR').options?.months?.[1]).toBe('février');
    expect(apexLocale('ca-ES').options?.months?.[0]).toMatch(/gener/);
    expect(apexLocale('en-US').options?.shortDays?.[6]).toBe('Sat');
  });
});

describe('apexLocale’s cost (issue 47: every zoom and pan gives the chart its options again)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('builds a locale’s names once, with one formatter per list', () => {
    const formatters = jest.spyOn(Intl, 'DateTimeFormat');
    const first = apexLocale('gl-ES');
    expect(formatters).toHaveBeenCalledTimes(4);
    expect(first.options?.months?.[0]).toMatch(/xaneiro/);
    expect(apexLocale('gl-ES')).toBe(first);
    expect(formatters).toHaveBeenCalledTimes(4);
  });
});

describe('curveChartOptions with the portal locale', () => {
  it('gives ApexCharts the locale and makes it the default', () => {
    const options = curveChartOptions({
      columns: {
        x: new Float64Array([0, 3_600_000]),
        series: [new Float64Array([1, 2]), new Float64Array(2), new Float64Array(2)],
        period: new Uint8Array([1, 1]),
      },
      labels: {
        active: 'Activa (kWh)',
        exported: 'Exportada (kWh)',
        reactive: 'Reactiva (kVArh)',
        period: 'Periodo',
      },
      withPeriod: false,
      locale: 'es-ES',
    });
    expect(options.chart?.defaultLocale).toBe('es-ES');
    expect(options.chart?.locales?.[0]?.options?.shortMonths?.[0]).toBe('ene');
  });
});
