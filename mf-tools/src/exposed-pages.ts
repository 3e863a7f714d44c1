import type { DevHarnessPage } from '@portal/shared/dev';

/** The pages of this remote that the dev harness lists (the same modules as its exposes). */
export const exposedPages: DevHarnessPage[] = [];
