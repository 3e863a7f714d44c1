// offset/limit query parameters, read strictly: a non-number is a 400 rather than a silent default.
import { ValidationError } from './errors';

export interface Page {
  offset: number;
  limit: number;
}

export const MAX_LIMIT = 99_999;

function readInt(value: unknown, field: string, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n > max) throw new ValidationError({ [field]: 'The value is not valid' });
  return n;
}

export function readPage(query: Record<string, unknown>, defaultLimit: number): Page {
  return {
    offset: readInt(query.offset, 'offset', 0, Number.MAX_SAFE_INTEGER),
    limit: readInt(query.limit, 'limit', defaultLimit, MAX_LIMIT),
  };
}
