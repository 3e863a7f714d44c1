// The reference API's 400 for a request that fails its checks, for MSW handlers in the remotes' tests.
import { HttpResponse } from 'msw';

/** A 400 `{ message: 'validation_error', errors }` naming the fields (or the path's parts) and what is wrong with them. */
export function validationError(errors: Record<string, string | string[]>) {
  return HttpResponse.json({ message: 'validation_error', errors }, { status: 400 });
}
