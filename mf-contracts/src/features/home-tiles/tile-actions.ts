// The contracts tile of the home (customer-area §2 "Home with action tiles": "Contracts (consult, download, modify
// power, bank data, contact data, SIPS opt-out, and create new contract when the active contracting count is above
// 0)"). An action on a contract needs the contract: signed in, it stays pending and the contracts list asks which one;
// a visitor logs in first with `?action=` (the same pending action afterwards).
import type { ContractRedirectAction } from '@portal/shared/events';
import { type RouteContext, enabledContractingRoutes } from '@portal/shared/routes';

/** The contract actions of this tile (the consumption one belongs to the consumption tile). */
export type TileContractAction = Exclude<ContractRedirectAction, 'consumption'>;
export type TileAction = 'consult' | 'newContract' | TileContractAction;

/** Contract actions of the tile, in the spec's order, with the brand setting that must allow each one. */
const CONTRACT_ACTIONS: readonly {
  action: TileContractAction;
  allowed: (ctx: RouteContext) => boolean;
}[] = [
  // The contract and its report are the documents a "download" leads to, on the electricity and gas details alike;
  // disableDownloadContractReport (customer-area §6) hides both, so the tile would lead nowhere.
  { action: 'download', allowed: ({ settings }) => !settings.disableDownloadContractReport },
  { action: 'powChange', allowed: ({ settings }) => settings.powerChange },
  { action: 'ibanChange', allowed: ({ settings }) => settings['contract.ibanChange.enabled'] },
  { action: 'notifAddrChange', allowed: ({ settings }) => settings.notificacionAddressChange },
  { action: 'noCesionSips', allowed: ({ settings }) => settings.noCesionSips },
];

/** How many contracting flows (electricity, gas, dual) the brand enables. */
export function activeContractingCount(ctx: RouteContext): number {
  return enabledContractingRoutes(ctx).length;
}

export function tileActions(ctx: RouteContext): TileAction[] {
  return [
    'consult',
    ...CONTRACT_ACTIONS.filter((entry) => entry.allowed(ctx)).map((entry) => entry.action),
    ...(activeContractingCount(ctx) > 0 ? (['newContract'] as const) : []),
  ];
}

/** Actions that change a contract: closed to a read-only (impersonation) session (customer-area §6). */
export const CHANGE_ACTIONS: readonly TileAction[] = [
  'powChange',
  'ibanChange',
  'notifAddrChange',
  'noCesionSips',
];
