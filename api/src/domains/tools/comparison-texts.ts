// The comparison's words in the request's language (issue 41: the result stayed Spanish in every locale): `lang` or
// Accept-Language (the portal's HTTP client sends the locale), Spanish by default (contracting/request-context.ts).
import type { Lang } from '../contracting/request-context';

export interface ComparisonTexts {
  /** The number format's locale (decimal comma or point). */
  locale: string;
  header: (product: string, total: string) => string;
  saving: (invoice: string, saving: string) => string;
  competitive: (invoice: string) => string;
  power: (period: string) => string;
  energy: (period: string) => string;
  meterRent: string;
  fixed: (tariff: string) => string;
  variable: string;
  electricityTax: string;
  hydrocarbonsTax: string;
  vat: string;
}

export const COMPARISON_TEXTS: Record<Lang, ComparisonTexts> = {
  es: {
    locale: 'es-ES',
    header: (p, total) => `Con ${p} pagarías ${total} €`,
    saving: (i, s) => `Tu factura fue de ${i} €: ahorrarías <strong>${s} €</strong> en el mismo periodo.`,
    competitive: (i) => `Tu factura fue de ${i} €: tu tarifa actual ya es competitiva.`,
    power: (p) => `Potencia ${p}`,
    energy: (p) => `Energía ${p}`,
    meterRent: 'Alquiler de contador',
    fixed: (t) => `Término fijo ${t}`,
    variable: 'Término variable',
    electricityTax: 'Impuesto especial sobre la electricidad (3,8 %)',
    hydrocarbonsTax: 'Impuesto sobre hidrocarburos',
    vat: 'IVA (21 %)',
  },
  ca: {
    locale: 'ca-ES',
    header: (p, total) => `Amb ${p} pagaries ${total} €`,
    saving: (i, s) =>
      `La teva factura va ser de ${i} €: estalviaries <strong>${s} €</strong> en el mateix període.`,
    competitive: (i) => `La teva factura va ser de ${i} €: la teva tarifa actual ja és competitiva.`,
    power: (p) => `Potència ${p}`,
    energy: (p) => `Energia ${p}`,
    meterRent: 'Lloguer del comptador',
    fixed: (t) => `Terme fix ${t}`,
    variable: 'Terme variable',
    electricityTax: 'Impost especial sobre l’electricitat (3,8 %)',
    hydrocarbonsTax: 'Impost sobre hidrocarburs',
    vat: 'IVA (21 %)',
  },
  en: {
    locale: 'en-US',
    header: (p, total) => `With ${p} you would pay ${total} €`,
    saving: (i, s) => `Your invoice was ${i} €: you would save <strong>${s} €</strong> over the same period.`,
    competitive: (i) => `Your invoice was ${i} €: your current tariff is already competitive.`,
    power: (p) => `Power ${p}`,
    energy: (p) => `Energy ${p}`,
    meterRent: 'Meter rental',
    fixed: (t) => `Fixed term ${t}`,
    variable: 'Variable term',
    electricityTax: 'Special electricity tax (3.8 %)',
    hydrocarbonsTax: 'Hydrocarbons tax',
    vat: 'VAT (21 %)',
  },
  gl: {
    locale: 'gl-ES',
    header: (p, total) => `Con ${p} pagarías ${total} €`,
    saving: (i, s) => `A túa factura foi de ${i} €: aforrarías <strong>${s} €</strong> no mesmo período.`,
    competitive: (i) => `A túa factura foi de ${i} €: a túa tarifa actual xa é competitiva.`,
    power: (p) => `Potencia ${p}`,
    energy: (p) => `Enerxía ${p}`,
    meterRent: 'Aluguer do contador',
    fixed: (t) => `Termo fixo ${t}`,
    variable: 'Termo variable',
    electricityTax: 'Imposto especial sobre a electricidade (3,8 %)',
    hydrocarbonsTax: 'Imposto sobre hidrocarburos',
    vat: 'IVE (21 %)',
  },
  fr: {
    locale: 'fr-FR',
    header: (p, total) => `Avec ${p}, vous paieriez ${total} €`,
    saving: (i, s) =>
      `Votre facture était de ${i} € : vous économiseriez <strong>${s} €</strong> sur la même période.`,
    competitive: (i) => `Votre facture était de ${i} € : votre tarif actuel est déjà compétitif.`,
    power: (p) => `Puissance ${p}`,
    energy: (p) => `Énergie ${p}`,
    meterRent: 'Location du compteur',
    fixed: (t) => `Terme fixe ${t}`,
    variable: 'Terme variable',
    electricityTax: 'Taxe spéciale sur l’électricité (3,8 %)',
    hydrocarbonsTax: 'Taxe sur les hydrocarbures',
    vat: 'TVA (21 %)',
  },
  de: {
    locale: 'de-DE',
    header: (p, total) => `Mit ${p} würden Sie ${total} € zahlen`,
    saving: (i, s) =>
      `Ihre Rechnung betrug ${i} €: Sie würden im selben Zeitraum <strong>${s} €</strong> sparen.`,
    competitive: (i) => `Ihre Rechnung betrug ${i} €: Ihr aktueller Tarif ist bereits wettbewerbsfähig.`,
    power: (p) => `Leistung ${p}`,
    energy: (p) => `Energie ${p}`,
    meterRent: 'Zählermiete',
    fixed: (t) => `Grundpreis ${t}`,
    variable: 'Arbeitspreis',
    electricityTax: 'Stromsteuer (3,8 %)',
    hydrocarbonsTax: 'Energiesteuer auf Erdgas',
    vat: 'MwSt. (21 %)',
  },
};
