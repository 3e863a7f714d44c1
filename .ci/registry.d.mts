// Types of registry.mjs for the TypeScript end-to-end harness.
import type { RegistryHistory } from './portal-server.mjs';

export type RegistryChange = RegistryHistory['changes'][number];
export const HISTORY_LIMIT: number;
export function historyFileFor(registryFile: string): string;
export function describeChange(
  previous:
    | { manifest: string; version: string; canary?: { manifest: string; version: string; share: number } }
    | undefined,
  next: { manifest: string; version: string; canary?: { manifest: string; version: string; share: number } },
): Omit<RegistryChange, 'at' | 'by' | 'remote'> | undefined;
export function publishEntry(
  registryFile: string,
  entry: {
    name: string;
    manifest: string;
    version: string;
    canary?: { manifest: string; version: string; share: number };
  },
  options?: { by?: string; now?: Date },
): RegistryChange | undefined;
