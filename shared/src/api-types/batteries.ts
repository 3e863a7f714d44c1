// Virtual batteries (customer-area §3 "Virtual battery on a contract", §4 Virtual battery, §7 "Virtual batteries").
import type { components } from './generated';

type Schemas = components['schemas'];

export type DiscountManagement = Schemas['DiscountManagement'];

export type VirtualBattery = Schemas['VirtualBattery'];

export type ChangeBatteryPercentageRequest = Schemas['ChangeBatteryPercentageRequest'];
export type MoveVirtualBatteryRequest = Schemas['MoveVirtualBatteryRequest'];
export type BatteryDiscountRequest = Schemas['BatteryDiscountRequest'];
export type BatteryChangeResponse = Schemas['BatteryChangeResponse'];

export type BatteryType = Schemas['BatteryType'];
export type BatteryPercentage = Schemas['BatteryPercentage'];
