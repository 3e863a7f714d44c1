// How a contract detail lays out its changes and downloads (electricity and gas): customer-area §6 lists
// `horizontalButtons` among the contract's feature flags without saying more. Off (the default), a grid of as many
// columns as the section's room holds; on, the buttons one after the other in a row that wraps, each as wide as its
// label (a brand that wants the actions to read as a toolbar, and a shorter section on a phone).
import { useSetting } from '@portal/shared/settings';
import { Flex, SimpleGrid } from '@portal/shared/ui';
import type { ReactNode } from 'react';

/**
 * The narrowest column of the contract's changes and downloads (a button's label, "Change the notification address",
 * is ~15 rem): as many columns as the section's room holds, not as the screen's width says. Two columns by the
 * screen's width were 167 px each at 768 px, beside the menu, and the buttons overlapped (issue 44 item 3).
 */
export const ACTION_MIN_WIDTH = 'min(100%, 19rem)';

export function ContractActionLayout({ children }: { children: ReactNode }) {
  const horizontal = useSetting('horizontalButtons');
  return horizontal ? (
    <Flex wrap="wrap" gap="4" align="flex-start" data-testid="contract-actions">
      {children}
    </Flex>
  ) : (
    <SimpleGrid minChildWidth={ACTION_MIN_WIDTH} gap="4" alignItems="start" data-testid="contract-actions">
      {children}
    </SimpleGrid>
  );
}
