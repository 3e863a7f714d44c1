// Contract options: invoice delivery (electricity 'email' | 'postal', gas boolean), SIPS no-cession, electronic
// notification.
import type { FastifyPluginAsync } from 'fastify';
import type {
  InvoiceOnlineRequest,
  InvoiceOnlineResponse,
  NoCessionSipsRequest,
  SignedRequestResponse,
} from '@portal/shared/api-types';
import { currentUser, requireUser } from '../../core/auth';
import { apiPaths } from '../../core/domain';
import { ApiError, ValidationError } from '../../core/errors';
import { MESSAGES } from '../../core/messages';
import { absentBodyIsEmpty, noPayload } from '../../core/route-schemas';
import { contractRepository } from './repository';
import { assertEditable, requestStore } from './requests';
import { ref } from '../../contract';

const byName = ref('ContractNameParams');

export const optionRoutes: FastifyPluginAsync = async (app) => {
  const contracts = contractRepository(app.db);
  const requests = requestStore(app.db);
  const setInvoiceOnline = app.db.prepare('UPDATE contracts SET invoice_online = ? WHERE id = ?');
  const setSips = app.db.prepare(`UPDATE contracts SET no_cession_sips = 'requested' WHERE id = ?`);
  const setElectronic = app.db.prepare(
    'UPDATE contracts SET date_request_electronic_notification = ? WHERE id = ?',
  );

  for (const url of apiPaths([2, 1], 'contracts/:name')) {
    app.post<{ Params: { name: string }; Body: InvoiceOnlineRequest }>(
      url,
      {
        preValidation: requireUser,
        schema: {
          response: { 200: ref('InvoiceOnlineResponse') },
          params: byName,
          body: ref('InvoiceOnlineRequest'),
        },
      },
      async (request): Promise<InvoiceOnlineResponse> => {
        const row = contracts.find(currentUser(request).id, request.params.name);
        assertEditable(row);
        const value = request.body.invoice_online;
        // Electricity sends 'email' | 'postal'; gas sends true (e-mail) or false (post).
        const mode =
          row.kind === 'gas'
            ? typeof value === 'boolean'
              ? value
                ? 'email'
                : 'postal'
              : undefined
            : value === 'email' || value === 'postal'
              ? value
              : undefined;
        if (!mode) throw new ValidationError({ invoice_online: MESSAGES.invalid });
        setInvoiceOnline.run(mode, row.id);
        return { invoice_online: row.kind === 'gas' ? mode === 'email' : mode };
      },
    );
  }

  for (const url of apiPaths([1, 2], 'contracts/:name/no_cession_sips')) {
    app.post<{ Params: { name: string }; Body: NoCessionSipsRequest }>(
      url,
      {
        preValidation: requireUser,
        schema: {
          response: { 200: ref('SignedRequestResponse') },
          params: byName,
          body: ref('NoCessionSipsRequest'),
        },
      },
      async (request): Promise<SignedRequestResponse> => {
        const row = contracts.find(currentUser(request).id, request.params.name);
        assertEditable(row, { needsAtr: true });
        // customer-area §8: "A 400 on the SIPS call shows the noCessionSelection error under the dialog".
        if (request.body.noCessionSelection !== 'actual')
          throw new ValidationError({ noCessionSelection: MESSAGES.invalid });
        if (row.no_cession_sips !== 'unactive')
          throw new ValidationError({ noCessionSelection: `no_cession_sips_${row.no_cession_sips}` });
        requests.create(row.id, 'sips', true, { noCessionSelection: 'actual' });
        setSips.run(row.id);
        return { result: 'OK', waiting_for_signature: true };
      },
    );
  }

  for (const url of apiPaths([1, 2], 'contracts/:name/electronic_notification')) {
    app.post<{ Params: { name: string } }>(
      url,
      // No payload (the portal has already saved mobile and e-mail with PUT users/): none, or an empty object.
      {
        preValidation: [requireUser, absentBodyIsEmpty],
        schema: { response: { 200: ref('SignedRequestResponse') }, params: byName, body: noPayload },
      },
      async (request): Promise<SignedRequestResponse> => {
        const row = contracts.find(currentUser(request).id, request.params.name);
        assertEditable(row);
        if (row.electronic_notification === 1 && row.date_start_electronic_notification)
          throw new ApiError(409, 'electronic_notification_active');
        requests.assertNoneOpen(row.id, 'electronic_notification');
        requests.create(row.id, 'electronic_notification', true, {});
        setElectronic.run(new Date().toISOString().slice(0, 10), row.id);
        return { result: 'OK', waiting_for_signature: true };
      },
    );
  }
};
