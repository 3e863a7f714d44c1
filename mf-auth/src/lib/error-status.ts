// The status and server message of a failed call, as the auth store keeps them.
import { isHttpError } from '@portal/shared/http';

export interface FailureStatus {
  code: number | undefined;
  text: string;
}

export function failureStatus(error: unknown): FailureStatus {
  if (isHttpError(error)) return { code: error.status, text: error.message };
  return { code: undefined, text: error instanceof Error ? error.message : String(error) };
}
