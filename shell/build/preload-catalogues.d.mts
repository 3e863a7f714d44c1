import type { Compilation, Compiler } from 'webpack';

export function catalogueFiles(compilation: Compilation): Record<string, string[]>;
export function preloadScript(files: Record<string, string[]>, fallback: string, publicPath: string): string;
export class PreloadCataloguesPlugin {
  constructor(options: { fallback: string });
  apply(compiler: Compiler): void;
}
