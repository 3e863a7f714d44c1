// Derives a 50–950 colour scale from one brand colour, so a brand configures two hex values and every Chakra
// colour palette (solid, subtle, muted, focus ring) follows from them.
export type Scale = Record<
  '50' | '100' | '200' | '300' | '400' | '500' | '600' | '700' | '800' | '900' | '950',
  string
>;

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb | undefined {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return undefined;
  const digits = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return from.map((value, i) => value + ((to[i] ?? 0) - value) * amount) as Rgb;
}

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && parseHex(value) !== undefined;
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** The scale with the brand colour at 500: lighter steps mix towards white, darker towards black. */
export function scaleOf(hex: string): Scale {
  const base = parseHex(hex) ?? [128, 128, 128];
  const light = (amount: number) => toHex(mix(base, WHITE, amount));
  const dark = (amount: number) => toHex(mix(base, BLACK, amount));
  return {
    '50': light(0.92),
    '100': light(0.8),
    '200': light(0.64),
    '300': light(0.45),
    '400': light(0.22),
    '500': toHex(base),
    '600': dark(0.15),
    '700': dark(0.3),
    '800': dark(0.45),
    '900': dark(0.6),
    '950': dark(0.75),
  };
}

/** WCAG relative luminance. */
function luminance(hex: string): number {
  const rgb = parseHex(hex) ?? [128, 128, 128];
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Readable text (white or black) on the brand colour, by its relative luminance. */
export function contrastText(hex: string): string {
  return luminance(hex) > 0.4 ? '#000000' : '#ffffff';
}

/** WCAG contrast ratio of a colour against white. */
export function contrastOnWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}
