// The appliances' names and hints in the active locale (visitor-features §3 "Appliance: name, … hint").
import { t } from '@lingui/core/macro';
import type { ApplianceId } from '../formula';

export function applianceLabels(): Record<ApplianceId, { name: string; hint?: string }> {
  return {
    fridge: { name: t`Fridge` },
    tv: { name: t`Television` },
    stove: { name: t`Electric stove`, hint: t`A portable heater.` },
    heating: { name: t`Electric heating`, hint: t`Counted by the area of the home.` },
    waterHeater: { name: t`Electric water heater`, hint: t`Choose its size.` },
    airConditioning: { name: t`Air conditioning`, hint: t`Count each unit.` },
    dishwasher: { name: t`Dishwasher` },
    washer: { name: t`Washing machine` },
    dryer: { name: t`Tumble dryer` },
    oven: { name: t`Oven` },
    hob: { name: t`Induction hob` },
    microwave: { name: t`Microwave` },
    ev: { name: t`Electric vehicle`, hint: t`Charged at night, outside the peak hours.` },
    pool: { name: t`Swimming pool pump`, hint: t`Counted by the area of the home.` },
    oilHeating: { name: t`Oil heating`, hint: t`Burns oil: it adds no electric power.` },
  };
}
