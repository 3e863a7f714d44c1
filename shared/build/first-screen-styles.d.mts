import type { Compiler } from 'webpack';
import type { HtmlTagObject } from 'html-webpack-plugin';

export const FIRST_SCREEN_STYLES_ID: string;
export function emotionNames(rules: readonly string[]): string[];
export function formatFirstScreenStyles(rules: readonly string[]): string;
export function parseFirstScreenStyles(text: string): string[];
export function readFirstScreenStyles(file: string): string[];
export function firstScreenStyleTag(rules: readonly string[]): HtmlTagObject;
export class FirstScreenStylesPlugin {
  constructor(options: { file: string });
  apply(compiler: Compiler): void;
}
