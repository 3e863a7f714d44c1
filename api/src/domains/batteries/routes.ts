// Virtual batteries (customer-area §4 "Virtual battery", §7 "Virtual batteries"). `{batteryId}` is the id of the
// contract's battery entry (VirtualBattery.id); `bateria_desti` is a battery id (VirtualBattery.bateria.id).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { BatteryChangeResponse, BatteryPercentage, BatteryType } from '@portal/shared/api-types';
import { currentUser, requireUser } from '../../core/auth';
import { apiPaths } from '../../core/domain';
import { ApiError, ValidationError, notFound } from '../../core/errors';
import { sendFile } from '../../core/files';
import { clampPercentage, redistribute } from './distribution';
import { batteriesWorkbook } from './excel';
import { type EntryRow, batteryRepository, entryOf, isActive } from './repository';
import { download, listOf, MEDIA, ref } from '../../contract';

const BATTERY_TYPES: BatteryType[] = [
  { name: 'aplicar', description: 'Apply the discounts to the next invoices' },
  { name: 'acumular', description: 'Accumulate the discounts in the battery' },
];
const VERSIONS = [1, 2] as const;
const today = (): string => new Date().toISOString().slice(0, 10);

export const batteriesRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const repo = batteryRepository(db);
  const contractByName = db.prepare<[string, number], { id: number; name: string }>(
    'SELECT id, name FROM contracts WHERE name = ? AND user_id = ?',
  );
  const batteryOfUser = db.prepare<[number, number], { id: number }>(
    'SELECT id FROM batteries WHERE id = ? AND user_id = ?',
  );
  const setPercentage = db.prepare('UPDATE battery_entries SET pes_percentatge = ? WHERE id = ?');
  const setDiscount = db.prepare('UPDATE battery_entries SET gestio_descomptes = ? WHERE id = ?');
  const addEntry = db.prepare(
    `INSERT INTO battery_entries (contract_id, battery_id, pes_percentatge, data_inici) VALUES (?, ?, ?, ?)`,
  );
  const forExcel = db.prepare<[number, number], EntryRow & { contract_name: string }>(
    `SELECT e.*, b.name AS battery_name, c.name AS contract_name FROM battery_entries e
     JOIN batteries b ON b.id = e.battery_id JOIN contracts c ON c.id = e.contract_id WHERE e.id = ? AND c.user_id = ?`,
  );

  /** The contract `{name}` and its entry `{batteryId}`, both the customer's; inactive entries are locked. */
  function target(request: FastifyRequest): { contractId: number; entry: EntryRow } {
    const { name, batteryId } = request.params as { name: string; batteryId: string };
    const contract = contractByName.get(name, currentUser(request).id);
    const entry = /^\d{1,12}$/.test(batteryId)
      ? repo.entry(Number(batteryId), currentUser(request).id)
      : undefined;
    if (!contract || !entry || entry.contract_id !== contract.id) throw notFound();
    if (!isActive(entry, today())) throw new ApiError(409, 'battery_inactive');
    return { contractId: contract.id, entry };
  }
  const answer = (contractId: number): BatteryChangeResponse => ({
    status: 'OK',
    bateria_virtual: repo.ofContract(contractId).map(entryOf),
  });

  const changePercentage = async (request: FastifyRequest): Promise<BatteryChangeResponse> => {
    const { contractId, entry } = target(request);
    const value = clampPercentage((request.body as { pes_percentatge: number }).pes_percentatge);
    const current = new Map(repo.ofContract(contractId).map((e) => [e.id, e.pes_percentatge]));
    const next = redistribute(current, entry.id, value);
    db.transaction(() => next.forEach((percentage, id) => setPercentage.run(percentage, id)))();
    return answer(contractId);
  };
  const move = async (request: FastifyRequest): Promise<BatteryChangeResponse> => {
    const { contractId, entry } = target(request);
    const body = request.body as { pes_percentatge: number; bateria_desti: number };
    const amount = clampPercentage(body.pes_percentatge);
    const errors: Record<string, string> = {};
    // customer-area §4: moving is not offered for a battery marked as origin.
    if (entry.es_origen === 1) throw new ApiError(409, 'origin_battery_cannot_move');
    if (amount < 1 || amount > entry.pes_percentatge) errors.pes_percentatge = 'The value is not valid';
    if (
      body.bateria_desti === entry.battery_id ||
      !batteryOfUser.get(body.bateria_desti, currentUser(request).id)
    )
      errors.bateria_desti = 'The value is not valid';
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const destination = repo.ofContract(contractId).find((e) => e.battery_id === body.bateria_desti);
    db.transaction(() => {
      setPercentage.run(entry.pes_percentatge - amount, entry.id);
      if (destination) setPercentage.run(destination.pes_percentatge + amount, destination.id);
      else addEntry.run(contractId, body.bateria_desti, amount, today());
    })();
    return answer(contractId);
  };
  const discounts = async (request: FastifyRequest): Promise<BatteryChangeResponse> => {
    const { contractId, entry } = target(request);
    setDiscount.run((request.body as { valor_descomptes: string }).valor_descomptes, entry.id);
    return answer(contractId);
  };

  for (const version of VERSIONS) {
    const [path] = apiPaths([version], 'contract');
    for (const method of ['PUT', 'POST'] as const) {
      const base = { method, preValidation: requireUser };
      const params = ref('ContractBatteryParams');
      const changed = { 200: ref('BatteryChangeResponse') };
      app.route({
        ...base,
        url: `${path}/:name/change_bateria_pes_percentatge/:batteryId`,
        schema: { params, body: ref('ChangeBatteryPercentageRequest'), response: changed },
        handler: changePercentage,
      });
      app.route({
        ...base,
        url: `${path}/:name/bateria_virtual_move_virtual_battery/:batteryId`,
        schema: { params, body: ref('MoveVirtualBatteryRequest'), response: changed },
        handler: move,
      });
      app.route({
        ...base,
        url: `${path}/:name/bateria/:batteryId`,
        schema: { params, body: ref('BatteryDiscountRequest'), response: changed },
        handler: discounts,
      });
    }
    app.get(
      `${path}/bateria/types`,
      { preValidation: requireUser, schema: { response: { 200: listOf('BatteryType') } } },
      async () => BATTERY_TYPES,
    );
    app.get(
      `${path}/bateria_virtual_percentages/:batteryId`,
      {
        preValidation: requireUser,
        schema: {
          response: { 200: listOf('BatteryPercentage') },
          params: ref('BatteryParams'),
        },
      },
      async (request): Promise<BatteryPercentage[]> => {
        const { batteryId } = request.params as { batteryId: string };
        const entry = /^\d{1,12}$/.test(batteryId)
          ? repo.entry(Number(batteryId), currentUser(request).id)
          : undefined;
        if (!entry) throw notFound();
        return repo.percentages(entry.contract_id);
      },
    );
    const idsParams = ref('BatteryIdsParams');
    app.get(
      `${path}s/virtual_batteries/:ids`,
      {
        preValidation: requireUser,
        schema: {
          params: idsParams,
          response: {
            200: download(
              'GET contracts/virtual_batteries/{ids comma-separated} downloads Excel: the entries as a workbook.',
              [MEDIA.xlsx],
            ),
          },
        },
      },
      async (request, reply) => {
        const raw = (request.params as { ids: string }).ids;
        const ids = raw.split(',').map((s) => s.trim());
        if (ids.length === 0 || ids.length > 200 || ids.some((id) => !/^\d{1,12}$/.test(id)))
          throw new ValidationError({ ids: 'The value is not valid' });
        const rows = ids.map((id) => forExcel.get(Number(id), currentUser(request).id));
        if (rows.some((row) => row === undefined)) throw notFound();
        const data = await batteriesWorkbook(rows as (EntryRow & { contract_name: string })[]);
        return sendFile(reply, {
          filename: 'baterias-virtuales.xlsx',
          mimetype: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          data,
        });
      },
    );
  }
};
