// Leads of the contracting wizard: POST leads (v1) and gas/leads (v2) step by step, then the scoring and DNI checks
// (outcomes seeded in identity_checks; see api/docs/contracting.md).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  DniValidationResponse,
  LeadFile,
  LeadOwner,
  LeadRequest,
  LeadResponse,
  ScoringResponse,
} from '@portal/shared/api-types';
import { normalizeCups } from '@portal/shared/validation';
import { apiPath } from '../../core/domain';
import { ApiError, assertNoErrors, notFound } from '../../core/errors';
import { storeFile } from '../../core/file-store';
import { contractingConfig } from './config';
import { leadErrors } from './lead-rules';
import { leadBodySchema } from './lead-schema';
import { optionalUser, positiveInt } from './request-context';
import { numericId, paramsSchema } from '../../core/route-schemas';

/** `{lead_id}`: a lead id (digits; 0 is refused by positiveInt). */
const leadParams = paramsSchema({ lead_id: numericId });

type Kind = 'electricity' | 'gas';
interface LeadRow {
  id: number;
  kind: Kind;
  user_id: number | null;
  step: number;
  data: string;
  status: string;
}
const FILE_FIELDS = ['invoice', 'cif', 'nif_faceup', 'nif_facedown', 'selfcons_attach'] as const;

const FINISH_BODY: Record<Kind, string> = {
  electricity:
    '## Solicitud recibida\n\nHemos recibido tu solicitud de contratación de electricidad. Te enviaremos el contrato para firmar por correo electrónico.',
  gas: '## Solicitud recibida\n\nHemos recibido tu solicitud de contratación de gas. Te enviaremos el contrato para firmar por correo electrónico.',
};

export const leadRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const registry = db.prepare<[string, Kind], { available: number }>(
    'SELECT available FROM cups_registry WHERE cups = substr(?, 1, 20) AND kind = ?',
  );
  const leadById = db.prepare<[number], LeadRow>('SELECT * FROM leads WHERE id = ?');
  const insertLead = db.prepare(
    'INSERT INTO leads (kind, user_id, step, data, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const updateLead = db.prepare(
    'UPDATE leads SET step = MAX(step, ?), data = ?, status = ?, updated_at = ? WHERE id = ?',
  );
  const identity = db.prepare<[string], { registered_name: string | null; scoring_ok: number }>(
    'SELECT registered_name, scoring_ok FROM identity_checks WHERE vat = ?',
  );

  /** Files go to the files table; the lead keeps their names and ids. */
  function storeFiles(userId: number | undefined, list: LeadFile[]): { name: string; file_id: number }[] {
    return list.map((file) => {
      const match = /^data:([\w.+/-]+);base64,(.*)$/s.exec(file.content);
      const id = storeFile(db, userId, {
        filename: file.name,
        mimetype: match?.[1] ?? 'application/octet-stream',
        data: Buffer.from(match?.[2] ?? '', 'base64'),
      });
      return { name: file.name, file_id: id };
    });
  }

  const saveLead =
    (kind: Kind) =>
    async (request: FastifyRequest): Promise<LeadResponse> => {
      const body = request.body as LeadRequest;
      const user = request.user;
      const config = contractingConfig(request.headers['x-brand'], app.config);
      assertNoErrors(
        leadErrors(body, {
          kind,
          authenticated: user !== undefined,
          restrictCompanyVAT: config.restrictCompanyVAT,
          cupsAvailable: (cups) => (registry.get(normalizeCups(cups), kind)?.available ?? 1) === 1,
        }),
      );
      const existing = body.lead_id ? leadById.get(body.lead_id) : undefined;
      if (body.lead_id && (!existing || existing.kind !== kind)) throw notFound();
      if (existing && existing.user_id !== null && existing.user_id !== user?.id) throw notFound();
      if (existing?.status === 'confirmed') throw new ApiError(409, 'lead_confirmed');

      const { step, lead_id: _leadId, ...fields } = body;
      const data: Record<string, unknown> = existing
        ? (JSON.parse(existing.data) as Record<string, unknown>)
        : {};
      for (const [key, value] of Object.entries(fields)) {
        data[key] = (FILE_FIELDS as readonly string[]).includes(key)
          ? storeFiles(user?.id, value as LeadFile[])
          : value;
      }
      const confirmed = step === 5 && body.confirm === true;
      const status = confirmed ? 'confirmed' : 'draft';
      const now = new Date().toISOString();
      let id = existing?.id;
      if (existing) updateLead.run(step, JSON.stringify(data), status, now, existing.id);
      else
        id = Number(
          insertLead.run(kind, user?.id ?? null, step, JSON.stringify(data), status, now, now)
            .lastInsertRowid,
        );
      const leadId = id ?? 0;
      return confirmed
        ? {
            status: 'OK',
            lead_id: leadId,
            result: { error: false, render: { format: 'markdown', body: FINISH_BODY[kind] } },
          }
        : { status: 'OK', lead_id: leadId };
    };

  const options = (kind: Kind) => ({ preValidation: optionalUser, schema: { body: leadBodySchema(kind) } });
  app.post(apiPath(1, 'leads'), options('electricity'), saveLead('electricity'));
  app.post(apiPath(2, 'gas/leads'), options('gas'), saveLead('gas'));

  function ownerOf(request: FastifyRequest): { owner: LeadOwner; leadId: number } {
    const leadId = positiveInt((request.params as { lead_id: string }).lead_id, 'lead_id');
    const lead = leadById.get(leadId);
    if (!lead || (lead.user_id !== null && lead.user_id !== request.user?.id)) throw notFound();
    const owner = (JSON.parse(lead.data) as { owner?: LeadOwner }).owner;
    if (!owner) throw new ApiError(409, 'lead_without_owner');
    return { owner, leadId };
  }
  const vatOf = (owner: LeadOwner): string =>
    (owner.type === 'J' ? owner.juridic_vat : owner.fisic_vat)?.toUpperCase() ?? '';

  app.get(
    apiPath(1, 'leads/solvencia/:lead_id'),
    { preValidation: optionalUser, schema: { params: leadParams } },
    async (request): Promise<ScoringResponse> => {
      const { owner, leadId } = ownerOf(request);
      return { lead_id: leadId, scoring: (identity.get(vatOf(owner))?.scoring_ok ?? 1) === 1 };
    },
  );
  app.get(
    apiPath(1, 'leads/dni-validation/:lead_id'),
    { preValidation: optionalUser, schema: { params: leadParams } },
    async (request): Promise<DniValidationResponse> => {
      const { owner, leadId } = ownerOf(request);
      const check = identity.get(vatOf(owner));
      const given = (owner.type === 'J' ? owner.rep_name : owner.first_name)?.trim().toUpperCase() ?? '';
      const dniValid = !check ? true : check.registered_name !== null && check.registered_name === given;
      return { lead_id: leadId, dni_valid: dniValid };
    },
  );
};
