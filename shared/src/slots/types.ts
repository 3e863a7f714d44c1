// Slots: named places in one page that other remotes fill. Their names and props are typed here; contributions are
// declared below and loaded lazily by the shell's <Slot>; a disabled remote's contribution does not appear.
import type { ComponentType } from 'react';
import type { RemoteName } from '@portal/shared/api-types';
import type { RouteContext } from '@portal/shared/routes';

export interface SlotProps {
  /** The home page's action tiles (customer-area §2 "Home with action tiles"). */
  'home.tiles': { isAuthenticated: boolean };
  /** Sections of the contract detail that another domain renders (consumption, virtual battery card). */
  'contract.detail.sections': {
    contractName: string;
    contractType: 'electricity' | 'gas';
    contractId: number;
  };
  /** The claim (ATC complaint) dialog, opened from a contract or the contact page. */
  'contract.claimDialog': { contractName?: string; open: boolean; onClose: () => void };
}

export type SlotName = keyof SlotProps;

export interface SlotContribution<S extends SlotName = SlotName> {
  id: string;
  slot: S;
  remote: RemoteName;
  /** The exposed module; its default export renders the contribution. */
  module: string;
  order: number;
  enabled?: (ctx: RouteContext) => boolean;
}

export type SlotComponent<S extends SlotName> = ComponentType<SlotProps[S]>;
export interface SlotModule<S extends SlotName> {
  default: SlotComponent<S>;
}
/** What every exposed page module looks like. */
export interface PageModule {
  default: ComponentType;
}
