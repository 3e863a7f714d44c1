// The picture an empty state shows (EmptyState's `icon`, issue 44: "an icon that fits that list"): decorative, so it
// has no role or name to find it by; its kind is on the SVG.
import { screen } from '@testing-library/react';

/** The icon (`EMPTY_STATE_ICONS` key) of the empty state whose title is `title`. */
export function emptyStateIcon(title: string | RegExp): string | null {
  const root = screen.getByText(title).closest('.chakra-empty-state__root');
  return root?.querySelector('svg[data-icon]')?.getAttribute('data-icon') ?? null;
}
