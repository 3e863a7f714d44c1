// POST contracts/{name}/notification/ (v2): an existing address or a new one becomes the contract's notification
// address. PUT contracts/{name}/notification/{email|phone}/: edits one contact field of that address.
import type { FastifyPluginAsync } from 'fastify';
import type {
  NotificationChangeRequest,
  NotificationChangeResponse,
  NotificationFieldResponse,
} from '@portal/shared/api-types';
import { currentUser, requireUser } from '../../core/auth';
import { apiPaths } from '../../core/domain';
import { ApiError, ValidationError } from '../../core/errors';
import { MESSAGES } from '../../core/messages';
import { isBlank, isEmail } from '../../core/text';
import { isPhone } from '../../core/validation';
import { type AddressInsert, checkNewAddress } from './address-input';
import { contractPost } from './contract-post';
import { contractRepository } from './repository';
import { assertEditable } from './requests';
import { type AddressRow, notificationAddressOf } from './rows';
import { ref } from '../../contract';

/** customer-area §8: the answer when the address is another active contract's habitual residence. */
export const OTHER_HABITUAL = 'error_usuario_otra_vivienda_habitual_activa';

export const notificationRoutes: FastifyPluginAsync = async (app) => {
  const contracts = contractRepository(app.db);
  const addressOf = app.db.prepare('SELECT * FROM addresses WHERE id = ? AND user_id = ?');
  const habitualOf = app.db.prepare(
    `SELECT a.* FROM addresses a JOIN contracts c ON c.supply_address_id = a.id
     WHERE a.user_id = ? AND a.habitual = 1 AND c.state = 'activa'`,
  );
  const insert = app.db.prepare(
    `INSERT INTO addresses (user_id, name, zipcode, city, ine, state_id, state_name, tv_id, tv_name, nv, pnp, bq, es, pt,
       pu, ref_catastral, aclarador, email, mobile)
     VALUES (@user_id, @name, @zipcode, @city, @ine, @state_id, @state_name, @tv_id, @tv_name, @nv, @pnp, @bq, @es, @pt,
       @pu, @ref_catastral, @aclarador, @email, @mobile)`,
  );
  const setNotification = app.db.prepare('UPDATE contracts SET notification_address_id = ? WHERE id = ?');
  const setField = {
    email: app.db.prepare('UPDATE addresses SET email = ? WHERE id = ?'),
    phone: app.db.prepare('UPDATE addresses SET mobile = ? WHERE id = ?'),
  };

  /** The customer's habitual residence (supply of an active contract) may only be the notification address of that contract. */
  const isOtherHabitual = (
    uid: number,
    supplyId: number,
    candidate: { id?: number; zipcode: string; nv: string; pnp: string },
  ) =>
    (habitualOf.all(uid) as AddressRow[]).some(
      (h) =>
        h.id !== supplyId &&
        (h.id === candidate.id ||
          (h.zipcode === candidate.zipcode &&
            h.nv.toLowerCase() === candidate.nv.toLowerCase() &&
            h.pnp === candidate.pnp)),
    );

  contractPost<NotificationChangeRequest>(
    app,
    contracts,
    {
      versions: [2, 1],
      path: 'contracts/:name/notification',
      response: 'NotificationChangeResponse',
      body: ref('NotificationChangeRequest'),
    },
    async ({ uid, row, request }): Promise<NotificationChangeResponse> => {
      assertEditable(row);
      const body = request.body as {
        address_type: 'new' | 'existing';
        address_id?: number | string;
        address?: Parameters<typeof checkNewAddress>[0];
      };
      if (body.address_type === 'existing') {
        const id = Number(body.address_id);
        const address = Number.isInteger(id) ? (addressOf.get(id, uid) as AddressRow | undefined) : undefined;
        if (!address)
          throw new ValidationError({
            address_id: isBlank(body.address_id) ? MESSAGES.required : MESSAGES.invalid,
          });
        if (isOtherHabitual(uid, row.supply_address_id, address)) throw new ApiError(400, OTHER_HABITUAL);
        setNotification.run(address.id, row.id);
        return { result: address.id };
      }
      if (!body.address) throw new ValidationError({ address: MESSAGES.required });
      const input: AddressInsert = checkNewAddress(body.address);
      if (isOtherHabitual(uid, row.supply_address_id, input)) throw new ApiError(400, OTHER_HABITUAL);
      const id = Number(insert.run({ user_id: uid, ...input }).lastInsertRowid);
      setNotification.run(id, row.id);
      return { result: id };
    },
  );

  for (const url of apiPaths([2, 1], 'contracts/:name/notification/:field')) {
    app.route<{ Params: { name: string; field: string }; Body: Record<string, unknown> }>({
      method: ['PUT', 'PATCH'],
      url,
      preValidation: requireUser,
      schema: {
        params: ref('NotificationFieldParams'),
        body: ref('NotificationFieldRequest'),
        response: { 200: ref('NotificationFieldResponse') },
      },
      handler: async (request): Promise<NotificationFieldResponse> => {
        const field = request.params.field as 'email' | 'phone';
        const uid = currentUser(request).id;
        const row = contracts.find(uid, request.params.name);
        assertEditable(row);
        const extra = Object.keys(request.body).find((key) => key !== field && key !== 'value');
        if (extra) throw new ValidationError({ [extra]: MESSAGES.unknownField });
        const value = request.body[field] ?? request.body.value;
        if (isBlank(value)) throw new ValidationError({ [field]: MESSAGES.required });
        if (field === 'email' ? !isEmail(value) : !isPhone(value))
          throw new ValidationError({
            [field]: field === 'email' ? MESSAGES.emailInvalid : MESSAGES.phoneInvalid,
          });
        if (row.notification_address_id === null) throw new ApiError(409, 'no_notification_address');
        setField[field].run(String(value).trim(), row.notification_address_id);
        const address = addressOf.get(row.notification_address_id, uid) as AddressRow;
        return { data: notificationAddressOf(address) };
      },
    });
  }
};
