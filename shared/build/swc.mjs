// One swc configuration for webpack (swc-loader) and jest (@swc/jest): TypeScript, React 19 automatic runtime,
// and the Lingui macro plugin (message ids stay Lingui 5 style).
export function swcOptions({ development = false } = {}) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic', development } },
      experimental: { plugins: [['@lingui/swc-plugin', {}]] },
    },
  };
}
