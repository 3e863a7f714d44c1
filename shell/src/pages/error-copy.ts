// The title and message of each error page code (customer-area §8 "Error pages": 401 and 403 auth error, 404 not
// found, 500 crash, 503 maintenance, other codes the generic error page).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface ErrorCopy {
  title: MessageDescriptor;
  message: MessageDescriptor;
}

export function errorCopy(code: number): ErrorCopy {
  switch (code) {
    case 401:
    case 403:
      return {
        title: msg`Authentication error`,
        message: msg`You are not allowed to see this page with the current session.`,
      };
    case 404:
      return {
        title: msg`Page not found`,
        message: msg`The page you are looking for does not exist or has moved.`,
      };
    case 500:
      return {
        title: msg`Something went wrong`,
        message: msg`An internal error occurred. Please refresh the page.`,
      };
    case 503:
      return {
        title: msg`We are under maintenance`,
        message: msg`The portal is temporarily unavailable while we improve it. Please come back later.`,
      };
    default:
      return { title: msg`Error`, message: msg`An unexpected error occurred.` };
  }
}
