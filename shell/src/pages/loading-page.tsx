// The `loading` route (unprotected): only a loader.
import { LoadingState } from './loading-state';

export function LoadingPage() {
  return <LoadingState />;
}
