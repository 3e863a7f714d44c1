// When a contract may be changed and what a change costs (customer-area §4 "Contract edit dialogs", "SIPS cession",
// "Electronic notification"; §5 "Power change"; §9 "Power change costs").
import type { ContractDetail, PowerPeriod, RequestState } from '@portal/shared/api-types';

export type EditBlock = 'notActive' | 'atrUnavailable' | 'inProcess';

/**
 * "Contract edit dialogs are enabled only when the contract state is activa; power and SIPS also need atr_available
 * (otherwise a note says a process is under way)." A request of the same kind still in process blocks a new one
 * ("A new request is blocked while one is in process").
 */
export function editBlock(
  contract: Pick<ContractDetail, 'state' | 'atr_available' | 'pending_requests'>,
  options: { needsAtr?: boolean; requestKind?: ContractDetail['pending_requests'][number]['kind'] } = {},
): EditBlock | undefined {
  if (contract.state !== 'activa') return 'notActive';
  if (options.needsAtr && !contract.atr_available) return 'atrUnavailable';
  if (
    options.requestKind &&
    contract.pending_requests.some((r) => r.kind === options.requestKind && r.state === 'requested')
  )
    return 'inProcess';
  return undefined;
}

/**
 * "SIPS cession: the edit button is disabled when the state is requested and not waiting for signature, when ATR is
 * unavailable, when the contract is not active, when the token is read-only, or when no_cession_sips is already
 * active." (The read-only token is the guard's.)
 */
export function sipsBlocked(
  contract: Pick<ContractDetail, 'state' | 'atr_available' | 'no_cession_sips'>,
): boolean {
  const sips = contract.no_cession_sips;
  return (
    contract.state !== 'activa' ||
    !contract.atr_available ||
    sips.state === 'active' ||
    (sips.state === 'requested' && !sips.waiting_for_signature)
  );
}

/**
 * "Electronic notification: active when electronic_notification is set and a start date exists; requested when a
 * request date exists; otherwise unactive."
 */
export function electronicNotificationState(
  contract: Pick<
    ContractDetail,
    'electronic_notification' | 'date_start_electronic_notification' | 'date_request_electronic_notification'
  >,
): RequestState {
  if (contract.electronic_notification && contract.date_start_electronic_notification) return 'active';
  if (contract.date_request_electronic_notification) return 'requested';
  return 'unactive';
}

/** §9: "connection right 9.04 euro plus VAT; access right 19.7 euro per kW increased plus VAT; extension right 17.27
 * euro per kW increased plus VAT when the requested power was not held in the last three years". */
export const POWER_COSTS = { connection: 9.04, accessPerKw: 19.7, extensionPerKw: 17.27 } as const;

export interface PowerChangeCosts {
  /** kW increased: the largest rise of any period (0 when every period is lowered or kept). */
  increasedKw: number;
  connection: number;
  /** Present only when a power is raised. */
  access?: number;
  extension?: number;
}

/** "If any power is raised, the costs shown are connection, access and extension rights; if only lowered, only the
 * connection right." `requested` in kW by period index (undefined: not changed). */
export function powerChangeCosts(
  current: readonly PowerPeriod[],
  requested: readonly (number | undefined)[],
): PowerChangeCosts {
  const rises = requested.map((kw, i) => (kw === undefined ? 0 : kw - (current[i]?.power ?? 0)));
  const increasedKw = Math.round(Math.max(0, ...rises) * 1000) / 1000;
  if (increasedKw <= 0) return { increasedKw: 0, connection: POWER_COSTS.connection };
  return {
    increasedKw,
    connection: POWER_COSTS.connection,
    access: round2(increasedKw * POWER_COSTS.accessPerKw),
    extension: round2(increasedKw * POWER_COSTS.extensionPerKw),
  };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** "comma accepted as decimal separator": '4,6' → 4.6; undefined when not a number. */
export function parseKw(value: string): number | undefined {
  const text = value.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  return Number(text);
}

/** "values sent in watts (kW times 1000)". */
export function kwToWatts(kw: number): number {
  return Math.round(kw * 1000);
}
