// Lingui configuration factory: every package owns its catalogues in src/locales/<locale>.po, source locale en-US
// messages written in English in the code, translated in every locale (compile --strict fails on a missing one).
export const LOCALES = ['es-ES', 'ca-ES', 'en-US', 'gl-ES', 'fr-FR', 'de-DE'];

export function linguiConfig({ include = ['src'] } = {}) {
  return {
    locales: LOCALES,
    sourceLocale: 'en-US',
    fallbackLocales: { default: 'en-US' },
    catalogs: [
      { path: '<rootDir>/src/locales/{locale}', include, exclude: ['**/*.test.*', '**/node_modules/**'] },
    ],
    compileNamespace: 'ts',
  };
}
