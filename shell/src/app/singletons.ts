// The singletons as the shell sees them, for the end-to-end test that compares them with what the remotes see.
import { authStore } from '@portal/shared/auth';
import { i18n } from '@portal/shared/i18n';
import { settingsStore } from '@portal/shared/settings';
import type { QueryClient } from '@tanstack/react-query';
import React from 'react';

export interface PortalShellSingletons {
  React: typeof React;
  authStore: typeof authStore;
  settingsStore: typeof settingsStore;
  i18n: typeof i18n;
  queryClient: QueryClient;
}

declare global {
  var __portalShell: PortalShellSingletons | undefined;
}

export function exposeSingletons(queryClient: QueryClient): void {
  globalThis.__portalShell = { React, authStore, settingsStore, i18n, queryClient };
}
