// The series colours of the portal's charts (issue 44 item 3: "charts … use them through the shared theme"): the
// brand's primary and secondary first, then distinct colours for further series (the invoices chart has one per
// contract, up to `invoices.chart.maxContracts`, 10 by default). ApexCharts draws and shades with plain colour values,
// not CSS variables, so these are the brand's hex values (settings `theme.primary` / `theme.secondary`), each taken at
// the first step of its scale that stands out from the white panel by 3:1 (WCAG 1.4.11, graphical objects).
import { useSetting } from '@portal/shared/settings';
import { useMemo } from 'react';
import { contrastOnWhite, scaleOf } from './palette';
import { brandHexColours } from './system-css';
import type { BrandColours } from './system';

/** After the brand's two: distinct colours on white (Okabe–Ito, then Carto Bold), none near another. */
const FURTHER_SERIES: readonly string[] = [
  '#0072b2',
  '#e69f00',
  '#009e73',
  '#cc79a7',
  '#56b4e9',
  '#d55e00',
  '#7f3c8d',
  '#80ba5a',
];

const STEPS = ['500', '600', '700', '800', '900'] as const;

/** The brand colour, darkened along its scale until it reaches 3:1 on white. */
function onWhite(hex: string): string {
  const scale = scaleOf(hex);
  return STEPS.map((step) => scale[step]).find((c) => contrastOnWhite(c) >= 3) ?? scale['900'];
}

export function chartColors(look: BrandColours = {}): string[] {
  const { primary, secondary } = brandHexColours(look);
  return [onWhite(primary), onWhite(secondary), ...FURTHER_SERIES];
}

/** The active brand's chart colours (a change of brand settings recomputes them). */
export function useChartColors(): readonly string[] {
  const primary = useSetting('theme.primary');
  const secondary = useSetting('theme.secondary');
  return useMemo(() => chartColors({ primary, secondary }), [primary, secondary]);
}
