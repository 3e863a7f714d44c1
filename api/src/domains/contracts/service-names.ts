// A contract's services and social bonuses (`contract_services.name`, stored in Spanish by the seed) in the six
// languages of the portal: the contract detail answers them in the request's language (Accept-Language), as it does
// its document groups (document-group-names.ts), so that an English page does not list "Mantenimiento Hogar". Keyed by
// the stored Spanish name; a service without an entry (one added or renamed in the database) is answered as stored.
// The contract report (report.ts) is a Spanish document and keeps the stored names.
import type { ContractDetail } from '@portal/shared/api-types';
import { type Lang, type NameTable, textIn } from '../../core/lang';

export const SERVICE_NAMES: NameTable = {
  'Mantenimiento Hogar': {
    es: 'Mantenimiento Hogar',
    ca: 'Manteniment Llar',
    en: 'Home maintenance',
    gl: 'Mantemento Fogar',
    fr: 'Entretien du logement',
    de: 'Hauswartung',
  },
  'Asistencia eléctrica 24 h': {
    es: 'Asistencia eléctrica 24 h',
    ca: 'Assistència elèctrica 24 h',
    en: '24-hour electrical assistance',
    gl: 'Asistencia eléctrica 24 h',
    fr: 'Assistance électrique 24 h/24',
    de: 'Elektro-Notdienst rund um die Uhr',
  },
  'Bono social vulnerable (42,5 %)': {
    es: 'Bono social vulnerable (42,5 %)',
    ca: 'Bo social vulnerable (42,5 %)',
    en: 'Social bonus, vulnerable consumer (42.5%)',
    gl: 'Bono social vulnerable (42,5 %)',
    fr: 'Bonus social, consommateur vulnérable (42,5 %)',
    de: 'Sozialbonus für schutzbedürftige Verbraucher (42,5 %)',
  },
  'Revisión de la instalación de gas': {
    es: 'Revisión de la instalación de gas',
    ca: 'Revisió de la instal·lació de gas',
    en: 'Gas installation inspection',
    gl: 'Revisión da instalación de gas',
    fr: "Contrôle de l'installation de gaz",
    de: 'Prüfung der Gasanlage',
  },
};

type Named = Pick<ContractDetail, 'services' | 'bonos_sociales'>;

/** A contract detail whose services and social bonuses are named in `lang`; Spanish: as stored. */
export function namedServices<T extends Named>(detail: T, lang: Lang): T {
  if (lang === 'es') return detail;
  const named = <S extends { name: string }>(service: S): S => ({
    ...service,
    name: textIn(SERVICE_NAMES, service.name, lang),
  });
  return {
    ...detail,
    services: detail.services.map(named),
    bonos_sociales: detail.bonos_sociales.map(named),
  };
}
