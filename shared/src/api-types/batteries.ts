// Virtual batteries (customer-area §3 "Virtual battery on a contract", §4 Virtual battery, §7 "Virtual batteries").

export type DiscountManagement = 'aplicar' | 'acumular';

/**
 * One battery entry of a contract (the contract's `bateria_virtual` list). The entry `id` is the `{batteryId}` of the
 * battery calls; `bateria.id` is the battery itself (the `bateria_desti` of a move). The percentages of a contract's
 * entries add up to 100 (integers).
 */
export interface VirtualBattery {
  id: number;
  bateria: { id: number; name: string };
  /** Share of the contract's surplus as a fraction (pes_percentatge / 100). */
  pes: number;
  pes_percentatge: number;
  /** Euros of discount already applied to invoices. */
  aplicat: number;
  /** YYYY-MM-DD; the entry is active between data_inici and data_final (an open end is allowed). */
  data_inici: string;
  data_final: string | null;
  gestio_descomptes: DiscountManagement;
  /** Euros accumulated in the battery. */
  total_descompte: number;
  es_origen: boolean;
}

/** PUT or POST contract/{name}/change_bateria_pes_percentatge/{batteryId}: integer 0..100 (clamped). */
export interface ChangeBatteryPercentageRequest {
  pes_percentatge: number;
}
/** PUT or POST contract/{name}/bateria_virtual_move_virtual_battery/{batteryId}: move points to another battery. */
export interface MoveVirtualBatteryRequest {
  pes_percentatge: number;
  bateria_desti: number;
}
/** PUT or POST contract/{name}/bateria/{batteryId}: discount management, a `name` of contract/bateria/types. */
export interface BatteryDiscountRequest {
  valor_descomptes: DiscountManagement;
}
/** The answer of the three battery mutations: the contract's entries after the change. */
export interface BatteryChangeResponse {
  status: 'OK';
  bateria_virtual: VirtualBattery[];
}

/** GET contract/bateria/types. */
export interface BatteryType {
  name: DiscountManagement;
  description: string;
}
/** GET contract/bateria_virtual_percentages/{batteryId}: the distribution of that entry's contract. */
export interface BatteryPercentage {
  bateria_id: number;
  percentage: number;
}
