// The household customer's two virtual batteries: contract 0010001 (solar self-consumption) shares its surplus 60/40
// between "Batería Casa" (its origin) and "Batería Girona"; the cancelled 0010003 kept an inactive entry.
import type { Db } from '../../core/db';

export function seedBatteries(db: Db): void {
  const user = db.prepare("SELECT id FROM users WHERE username = '12345678Z'").pluck().get() as
    | number
    | undefined;
  if (user === undefined) return;
  const contractId = (name: string): number | undefined =>
    db.prepare('SELECT id FROM contracts WHERE name = ? AND user_id = ?').pluck().get(name, user) as
      | number
      | undefined;
  const battery = db.prepare('INSERT INTO batteries (user_id, name) VALUES (?, ?)');
  const home = Number(battery.run(user, 'Batería Casa').lastInsertRowid);
  const girona = Number(battery.run(user, 'Batería Girona').lastInsertRowid);
  const entry = db.prepare(
    `INSERT INTO battery_entries (contract_id, battery_id, pes_percentatge, aplicat, data_inici, data_final,
       gestio_descomptes, total_descompte, es_origen) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const active = contractId('0010001');
  const cancelled = contractId('0010003');
  if (active !== undefined) {
    entry.run(active, home, 60, 84.35, '2023-04-01', null, 'aplicar', 112.8, 1);
    entry.run(active, girona, 40, 12.1, '2024-02-01', null, 'acumular', 47.25, 0);
  }
  if (cancelled !== undefined)
    entry.run(cancelled, home, 100, 31.4, '2019-06-01', '2021-12-31', 'aplicar', 31.4, 0);
}
