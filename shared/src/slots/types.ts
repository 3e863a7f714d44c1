// Slots: named places in one page that other remotes fill. Their names and props are typed here; contributions are
// declared below and loaded lazily by the shell's <Slot>; a disabled remote's contribution does not appear.
import type { RemoteName } from '@portal/shared/api-types';
import type { ExposedComponent } from '@portal/shared/i18n';
import type { ExposedModuleName, RouteContext } from '@portal/shared/routes';

/** The id of the contract detail's consumption section: `#consumption` (a redirect action, a link) scrolls to it. */
export const CONSUMPTION_SECTION_ID = 'consumption';

export interface SlotProps {
  /** The home page's action tiles (customer-area §2 "Home with action tiles"). */
  'home.tiles': { isAuthenticated: boolean };
  /**
   * Above the signed-in home's tiles, what needs the customer now (issue 44 item 4): one card per domain (invoices
   * pending payment and the last invoice, contracts awaiting signature, requests waiting for a reply).
   */
  'home.summary': object;
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
  /** The exposed module (a key of the remote's `src/exposes.ts`); its default export renders the contribution. */
  module: ExposedModuleName;
  order: number;
  enabled?: (ctx: RouteContext) => boolean;
}

/** A slot's component, made with the contributing remote's `expose` (its catalogues load before it renders). */
export type SlotComponent<S extends SlotName> = ExposedComponent<SlotProps[S]>;
/** What an exposed slot module looks like. */
export interface SlotModule<S extends SlotName> {
  default: SlotComponent<S>;
}
/** What every exposed page module looks like: its default export is a page made with the remote's `expose`. */
export interface PageModule {
  default: ExposedComponent;
}
