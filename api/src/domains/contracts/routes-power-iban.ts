// POST contracts/{name}/power/ and POST contracts/{name}/iban/ (gas v2 with the contract id): signed requests.
import type { FastifyPluginAsync } from 'fastify';
import type { PowerPeriod, SignedRequestResponse } from '@portal/shared/api-types';
import { currentUser, requireUser } from '../../core/auth';
import { apiPaths } from '../../core/domain';
import { ApiError, type FieldErrors, assertNoErrors } from '../../core/errors';
import { storeFile } from '../../core/file-store';
import { readForm } from '../../core/files';
import { MESSAGES } from '../../core/messages';
import { isBlank } from '../../core/text';
import { isPhone } from '../../core/validation';
import { brandSetting } from '../settings/brands';
import { contractRepository } from './repository';
import { assertEditable, readBoolean, readNumber, requestStore } from './requests';
import { IBAN_FORM, ref } from '../../contract';

const byName = ref('ContractNameParams');

const POWER_FIELDS = ['power_p1', 'power_p2', 'power_p3', 'power_p4', 'power_p5', 'power_p6'] as const;

export const powerIbanRoutes: FastifyPluginAsync = async (app) => {
  const contracts = contractRepository(app.db);
  const requests = requestStore(app.db);
  const lockAtr = app.db.prepare('UPDATE contracts SET atr_available = 0 WHERE id = ?');
  const bankOf = app.db.prepare('SELECT id FROM bank_accounts WHERE id = ? AND user_id = ?').pluck();
  const addBank = app.db.prepare('INSERT INTO bank_accounts (user_id, iban) VALUES (?, ?)');
  const setBank = app.db.prepare('UPDATE contracts SET bank_account_id = ? WHERE id = ?');

  for (const url of apiPaths([1, 2], 'contracts/:name/power')) {
    app.post<{ Params: { name: string }; Body: Record<string, unknown> }>(
      url,
      {
        preValidation: requireUser,
        schema: {
          response: { 200: ref('SignedRequestResponse') },
          params: byName,
          body: ref('PowerChangeRequest'),
        },
      },
      async (request): Promise<SignedRequestResponse> => {
        const row = contracts.find(currentUser(request).id, request.params.name);
        if (row.kind === 'gas') throw new ApiError(409, 'not_available_for_gas');
        assertEditable(row, { needsAtr: true });
        const current = JSON.parse(row.powers) as PowerPeriod[];
        const errors: FieldErrors = {};
        if (isBlank(request.body.phone)) errors.phone = MESSAGES.required;
        else if (!isPhone(request.body.phone)) errors.phone = MESSAGES.phoneInvalid;
        const watts: number[] = [];
        POWER_FIELDS.forEach((field, index) => {
          const raw = request.body[field];
          if (raw === undefined || raw === '') {
            if (index === 0) errors[field] = MESSAGES.required;
            return;
          }
          const value = readNumber(raw);
          if (value === undefined || value <= 0 || index >= current.length)
            errors[field] = MESSAGES.powerInvalid;
          else watts[index] = value;
        });
        assertNoErrors(errors);
        // Spec: powers are sent in watts (kW × 1000); a request that changes no period is refused with 406.
        const changed = watts.some(
          (w, i) => w !== undefined && Math.round(w) !== Math.round((current[i]?.power ?? 0) * 1000),
        );
        if (!changed) throw new ApiError(406, MESSAGES.powerSame);
        requests.assertNoneOpen(row.id, 'power');
        requests.create(row.id, 'power', true, { powers_w: watts, phone: request.body.phone });
        lockAtr.run(row.id);
        return { result: 'OK', waiting_for_signature: true };
      },
    );
  }

  for (const url of apiPaths([1, 2], 'contracts/:name/iban')) {
    app.post<{ Params: { name: string } }>(
      url,
      {
        preValidation: requireUser,
        schema: {
          response: { 200: ref('SignedRequestResponse') },
          params: byName,
          body: ref('IbanChangeRequest'),
        },
      },
      async (request): Promise<SignedRequestResponse> => {
        const uid = currentUser(request).id;
        const row = contracts.find(uid, request.params.name);
        assertEditable(row);
        const form = await readForm(request, IBAN_FORM);
        const { already_registered: registered, bank_id: bankId, iban } = form.fields;
        const errors: FieldErrors = {};
        let existing: number | undefined;
        if (registered === 'yes') {
          const id = readNumber(bankId);
          existing = id === undefined ? undefined : (bankOf.get(id, uid) as number | undefined);
          if (existing === undefined) errors.bank_id = isBlank(bankId) ? MESSAGES.required : MESSAGES.invalid;
        } else if (registered === 'no') {
          if (isBlank(iban)) errors.iban = MESSAGES.ibanChange;
          if (readBoolean(form.fields.owner_is_bank_owner) !== true)
            errors.owner_is_bank_owner = MESSAGES.ibanChange;
          if (brandSetting(request, 'attachmentOnIbanChange') && form.files.length === 0)
            errors.files = MESSAGES.ibanFiles;
        } else errors.already_registered = isBlank(registered) ? MESSAGES.required : MESSAGES.invalid;
        assertNoErrors(errors);
        requests.assertNoneOpen(row.id, 'iban');
        if (existing !== undefined) {
          // An account the customer already holds with us has a mandate: it applies at once.
          setBank.run(existing, row.id);
          return { result: 'OK', waiting_for_signature: false };
        }
        const normalized = String(iban)
          .replace(/[\s-]+/g, '')
          .toUpperCase();
        const newBank = Number(addBank.run(uid, normalized).lastInsertRowid);
        const fileIds = form.files.map((file) => storeFile(app.db, uid, file));
        requests.create(row.id, 'iban', true, { bank_account_id: newBank, files: fileIds });
        return { result: 'OK', waiting_for_signature: true };
      },
    );
  }
};
