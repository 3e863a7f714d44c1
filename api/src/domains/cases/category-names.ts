// The seeded case categories and sections (seed.ts) in the six languages of the portal: the categories and sections
// calls, and the cases list and detail that name them, answer them in the request's language (Accept-Language, as the
// contracting lookups do), so neither the contact form's select nor the requests list is Spanish in another locale
// (issue 41). A category or section without an entry, or whose stored name is no longer the entry's Spanish, keeps its
// stored name (core/lang.ts nameIn).
import { type Lang, type NameTable, nameIn } from '../../core/lang';

export const CATEGORY_NAMES: NameTable<number> = {
  1: {
    es: 'Consulta sobre mi factura',
    ca: 'Consulta sobre la meva factura',
    en: 'A question about my invoice',
    gl: 'Consulta sobre a miña factura',
    fr: 'Question sur ma facture',
    de: 'Frage zu meiner Rechnung',
  },
  2: {
    es: 'Cambio de datos del contrato',
    ca: 'Canvi de dades del contracte',
    en: 'Change of contract details',
    gl: 'Cambio de datos do contrato',
    fr: 'Modification des données du contrat',
    de: 'Änderung der Vertragsdaten',
  },
  3: {
    es: 'Avería o corte de suministro',
    ca: 'Avaria o tall de subministrament',
    en: 'Fault or supply cut',
    gl: 'Avaría ou corte de subministración',
    fr: 'Panne ou coupure de fourniture',
    de: 'Störung oder Versorgungsunterbrechung',
  },
  4: {
    es: 'Información comercial',
    ca: 'Informació comercial',
    en: 'Sales information',
    gl: 'Información comercial',
    fr: 'Informations commerciales',
    de: 'Produktinformationen',
  },
  5: {
    es: 'Baja del contrato',
    ca: 'Baixa del contracte',
    en: 'Contract cancellation',
    gl: 'Baixa do contrato',
    fr: 'Résiliation du contrat',
    de: 'Vertragskündigung',
  },
  6: {
    es: 'Otras consultas',
    ca: 'Altres consultes',
    en: 'Other questions',
    gl: 'Outras consultas',
    fr: 'Autres questions',
    de: 'Sonstige Fragen',
  },
  20: {
    es: 'Envío de lecturas',
    ca: 'Enviament de lectures',
    en: 'Sending meter readings',
    gl: 'Envío de lecturas',
    fr: 'Envoi de relevés',
    de: 'Zählerstände übermitteln',
  },
};

export const SECTION_NAMES: NameTable<number> = {
  1: {
    es: 'Facturación',
    ca: 'Facturació',
    en: 'Billing',
    gl: 'Facturación',
    fr: 'Facturation',
    de: 'Abrechnung',
  },
  2: { es: 'Contratos', ca: 'Contractes', en: 'Contracts', gl: 'Contratos', fr: 'Contrats', de: 'Verträge' },
  3: {
    es: 'Suministro',
    ca: 'Subministrament',
    en: 'Supply',
    gl: 'Subministración',
    fr: 'Fourniture',
    de: 'Versorgung',
  },
  4: { es: 'Otros', ca: 'Altres', en: 'Other', gl: 'Outros', fr: 'Autres', de: 'Sonstiges' },
};

/** A case's section and category named in `lang` (the list and the detail). */
export function namedCase<
  T extends { section: { id: number; name: string }; category: { id: number; name: string } },
>(item: T, lang: Lang): T {
  return {
    ...item,
    section: nameIn(SECTION_NAMES, item.section, lang),
    category: nameIn(CATEGORY_NAMES, item.category, lang),
  };
}
