import type { SlotContribution, SlotName } from './types';

/** Every slot contribution of every remote. The shell renders those whose remote is registered and enabled. */
export const SLOT_CONTRIBUTIONS = [
  { id: 'contracts-tiles', slot: 'home.tiles', remote: 'mf_contracts', module: './HomeTiles', order: 10 },
  {
    id: 'invoices-tiles',
    slot: 'home.tiles',
    remote: 'mf_invoices_payment',
    module: './HomeTiles',
    order: 20,
  },
  {
    id: 'consumption-tiles',
    slot: 'home.tiles',
    remote: 'mf_consumption_batteries',
    module: './HomeTiles',
    order: 30,
  },
  {
    id: 'invoices-summary',
    slot: 'home.summary',
    remote: 'mf_invoices_payment',
    module: './HomeSummary',
    order: 10,
  },
  {
    id: 'contracts-summary',
    slot: 'home.summary',
    remote: 'mf_contracts',
    module: './HomeSummary',
    order: 20,
  },
  { id: 'cases-summary', slot: 'home.summary', remote: 'mf_cases', module: './HomeSummary', order: 30 },
  {
    id: 'consumption-section',
    slot: 'contract.detail.sections',
    remote: 'mf_consumption_batteries',
    module: './ConsumptionSection',
    order: 10,
  },
  {
    id: 'virtual-battery-card',
    slot: 'contract.detail.sections',
    remote: 'mf_consumption_batteries',
    module: './VirtualBatteryCard',
    order: 20,
    enabled: ({ settings }) => settings.virtualBattery,
  },
  {
    id: 'claim-dialog',
    slot: 'contract.claimDialog',
    remote: 'mf_cases',
    module: './ClaimDialog',
    order: 10,
  },
] as const satisfies readonly SlotContribution[];

export function contributionsFor<S extends SlotName>(slot: S): SlotContribution<S>[] {
  return (SLOT_CONTRIBUTIONS as readonly SlotContribution[])
    .filter((c): c is SlotContribution<S> => c.slot === slot)
    .sort((a, b) => a.order - b.order);
}
