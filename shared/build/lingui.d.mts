import type { LinguiConfig } from '@lingui/conf';
export const LOCALES: string[];
export function linguiConfig(options?: { include?: string[] }): LinguiConfig;
