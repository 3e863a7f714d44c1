import type { DevHarnessPage } from '@portal/shared/ui';

/** The pages of this remote that the dev harness lists (the same modules as its exposes). */
export const exposedPages: DevHarnessPage[] = [];
