// The seeded newsletters (seed.ts NEWSLETTERS, in Spanish) in the six languages of the portal, by id: the newsletter
// calls answer their names and descriptions in the request's language (Accept-Language), so the newsletter page's
// choices are not Spanish on a page in another language (issue 41). A newsletter without an entry, or whose stored
// text is no longer the entry's Spanish, keeps its stored text.
import type { NameTable } from '../../core/lang';

export const NEWSLETTER_NAMES: NameTable<number> = {
  1: {
    es: 'Novedades y ofertas',
    ca: 'Novetats i ofertes',
    en: 'News and offers',
    gl: 'Novidades e ofertas',
    fr: 'Nouveautés et offres',
    de: 'Neuigkeiten und Angebote',
  },
  2: {
    es: 'Consejos de ahorro',
    ca: "Consells d'estalvi",
    en: 'Energy-saving tips',
    gl: 'Consellos de aforro',
    fr: "Conseils d'économie",
    de: 'Spartipps',
  },
  3: {
    es: 'Mercado eléctrico',
    ca: 'Mercat elèctric',
    en: 'Electricity market',
    gl: 'Mercado eléctrico',
    fr: "Marché de l'électricité",
    de: 'Strommarkt',
  },
  4: {
    es: 'Autoconsumo',
    ca: 'Autoconsum',
    en: 'Self-consumption',
    gl: 'Autoconsumo',
    fr: 'Autoconsommation',
    de: 'Eigenverbrauch',
  },
};

export const NEWSLETTER_DESCRIPTIONS: NameTable<number> = {
  1: {
    es: 'Nuevas tarifas, promociones y ventajas para clientes.',
    ca: 'Noves tarifes, promocions i avantatges per a clients.',
    en: 'New tariffs, promotions and customer benefits.',
    gl: 'Novas tarifas, promocións e vantaxes para clientes.',
    fr: 'Nouveaux tarifs, promotions et avantages clients.',
    de: 'Neue Tarife, Aktionen und Vorteile für Kunden.',
  },
  2: {
    es: 'Ideas para consumir menos energía cada mes.',
    ca: 'Idees per consumir menys energia cada mes.',
    en: 'Ideas for using less energy every month.',
    gl: 'Ideas para consumir menos enerxía cada mes.',
    fr: "Des idées pour consommer moins d'énergie chaque mois.",
    de: 'Ideen, wie Sie jeden Monat weniger Energie verbrauchen.',
  },
  3: {
    es: 'Resumen semanal de precios del mercado mayorista.',
    ca: 'Resum setmanal de preus del mercat majorista.',
    en: 'A weekly summary of wholesale market prices.',
    gl: 'Resumo semanal de prezos do mercado por xunto.',
    fr: 'Résumé hebdomadaire des prix du marché de gros.',
    de: 'Wöchentliche Übersicht der Großhandelspreise.',
  },
  4: {
    es: 'Todo sobre placas solares, excedentes y baterías virtuales.',
    ca: 'Tot sobre plaques solars, excedents i bateries virtuals.',
    en: 'All about solar panels, surplus energy and virtual batteries.',
    gl: 'Todo sobre placas solares, excedentes e baterías virtuais.',
    fr: 'Tout sur les panneaux solaires, les surplus et les batteries virtuelles.',
    de: 'Alles über Solarmodule, Überschussstrom und virtuelle Batterien.',
  },
};
