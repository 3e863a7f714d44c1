// The portal's six locales (es-ES first, the default): a module of its own, without the settings' defaults, so the
// shell's static first paint (decision 009) bundles only these.
export const LOCALES = ['es-ES', 'ca-ES', 'en-US', 'gl-ES', 'fr-FR', 'de-DE'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'es-ES';
