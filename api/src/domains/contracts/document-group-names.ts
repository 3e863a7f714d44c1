// The groups of a contract's documents (its attachments' `category_name`, stored in Spanish by the seed) in the six
// languages of the portal: the contract detail answers them in the request's language (Accept-Language), so the
// detail's document groups are not Spanish on a page in another language (issue 41). Keyed by the stored Spanish
// name; a group without an entry is answered as stored. The communications call still selects its documents by the
// stored name (routes-communications.ts COMMUNICATIONS_CATEGORY).
import type { ContractAttachment } from '@portal/shared/api-types';
import { type Lang, type NameTable, textIn } from '../../core/lang';

export const DOCUMENT_GROUP_NAMES: NameTable = {
  Contrato: { es: 'Contrato', ca: 'Contracte', en: 'Contract', gl: 'Contrato', fr: 'Contrat', de: 'Vertrag' },
  'Documentación técnica': {
    es: 'Documentación técnica',
    ca: 'Documentació tècnica',
    en: 'Technical documents',
    gl: 'Documentación técnica',
    fr: 'Documentation technique',
    de: 'Technische Unterlagen',
  },
  Identificación: {
    es: 'Identificación',
    ca: 'Identificació',
    en: 'Identity documents',
    gl: 'Identificación',
    fr: "Pièces d'identité",
    de: 'Ausweisdokumente',
  },
  Comunicaciones: {
    es: 'Comunicaciones',
    ca: 'Comunicacions',
    en: 'Communications',
    gl: 'Comunicacións',
    fr: 'Communications',
    de: 'Mitteilungen',
  },
};

/** A contract detail whose documents name their group in `lang`; Spanish: as stored. */
export function namedDocumentGroups<T extends { attachments: ContractAttachment[] }>(
  detail: T,
  lang: Lang,
): T {
  if (lang === 'es') return detail;
  return {
    ...detail,
    attachments: detail.attachments.map((attachment) => ({
      ...attachment,
      category_name: textIn(DOCUMENT_GROUP_NAMES, attachment.category_name, lang),
    })),
  };
}
