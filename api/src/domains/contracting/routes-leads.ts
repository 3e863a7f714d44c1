// Leads of the contracting wizard: POST leads (v1) and gas/leads (v2) step by step, then the scoring and DNI checks
// (outcomes seeded in identity_checks; see api/docs/contracting.md). A lead belongs to whoever made it
// (lead-access.ts), each step's fields join the stored ones field by field (lead-merge.ts).
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
import { hashLeadToken, leadThrottles, mayUseLead, newLeadToken, randomLeadId } from './lead-access';
import { FILE_FIELDS, mergeLead, normalizeLeadFields } from './lead-merge';
import { leadErrors } from './lead-rules';
import { type Lang, langOf, optionalUser, positiveInt } from './request-context';
import { ref } from '../../contract';

/** `{lead_id}`: a lead id (digits; 0 is refused by positiveInt). */
const leadParams = ref('LeadParams');

type Kind = 'electricity' | 'gas';
interface LeadRow {
  id: number;
  kind: Kind;
  user_id: number | null;
  step: number;
  data: string;
  status: string;
  token_hash: string | null;
  field_steps: string;
}

/** GET /__test__/leads/{lead_id}. */
interface StoredLead {
  lead_id: number;
  kind: Kind;
  step: number;
  status: string;
  data: Record<string, unknown>;
}

/** The finish page's body, in the request's language (issue 41: "the wizard's finish text ... come translated"). */
const FINISH_BODY: Record<Kind, Record<Lang, string>> = {
  electricity: {
    es: '## Solicitud recibida\n\nHemos recibido tu solicitud de contratación de electricidad. Te enviaremos el contrato para firmar por correo electrónico.',
    ca: '## Sol·licitud rebuda\n\nHem rebut la teva sol·licitud de contractació d’electricitat. T’enviarem el contracte per signar per correu electrònic.',
    en: '## Request received\n\nWe have received your request to contract electricity. We will send you the contract to sign by e-mail.',
    gl: '## Solicitude recibida\n\nRecibimos a túa solicitude de contratación de electricidade. Enviarémosche o contrato para asinar por correo electrónico.',
    fr: '## Demande reçue\n\nNous avons bien reçu votre demande de contrat d’électricité. Nous vous enverrons le contrat à signer par e-mail.',
    de: '## Antrag erhalten\n\nWir haben Ihren Antrag auf einen Stromvertrag erhalten. Wir senden Ihnen den Vertrag per E-Mail zur Unterschrift.',
  },
  gas: {
    es: '## Solicitud recibida\n\nHemos recibido tu solicitud de contratación de gas. Te enviaremos el contrato para firmar por correo electrónico.',
    ca: '## Sol·licitud rebuda\n\nHem rebut la teva sol·licitud de contractació de gas. T’enviarem el contracte per signar per correu electrònic.',
    en: '## Request received\n\nWe have received your request to contract gas. We will send you the contract to sign by e-mail.',
    gl: '## Solicitude recibida\n\nRecibimos a túa solicitude de contratación de gas. Enviarémosche o contrato para asinar por correo electrónico.',
    fr: '## Demande reçue\n\nNous avons bien reçu votre demande de contrat de gaz. Nous vous enverrons le contrat à signer par e-mail.',
    de: '## Antrag erhalten\n\nWir haben Ihren Antrag auf einen Gasvertrag erhalten. Wir senden Ihnen den Vertrag per E-Mail zur Unterschrift.',
  },
};

export const leadRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const registry = db.prepare<[string, Kind], { available: number }>(
    'SELECT available FROM cups_registry WHERE cups = substr(?, 1, 20) AND kind = ?',
  );
  const leadById = db.prepare<[number], LeadRow>('SELECT * FROM leads WHERE id = ?');
  const insertLead = db.prepare(
    `INSERT INTO leads (id, kind, user_id, step, data, status, token_hash, field_steps, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const updateLead = db.prepare(
    'UPDATE leads SET step = MAX(step, ?), data = ?, field_steps = ?, status = ?, updated_at = ? WHERE id = ?',
  );
  const throttles = leadThrottles(app.config.leadLimits);
  /** The lead `id` of `kind` if the request may use it; anything else is the answer of an unknown lead. */
  const usableLead = (request: FastifyRequest, id: number, kind?: Kind): LeadRow => {
    const lead = leadById.get(id);
    if (!lead || (kind && lead.kind !== kind) || !mayUseLead(lead, request)) throw notFound();
    return lead;
  };
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

  /** Inserts with a random id, drawing again on the (unlikely) clash with an existing one. */
  function insertNewLead(row: unknown[], fieldSteps: string, now: string): number {
    for (;;) {
      const id = randomLeadId();
      if (leadById.get(id)) continue;
      insertLead.run(id, ...row, fieldSteps, now, now);
      return id;
    }
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
      const existing = body.lead_id ? usableLead(request, body.lead_id, kind) : undefined;
      if (existing?.status === 'confirmed') throw new ApiError(409, 'lead_confirmed');

      const { step, lead_id: _leadId, ...sent } = body;
      const fields = normalizeLeadFields(sent as Record<string, unknown>);
      // Files are stored once the merge accepts the step: their lists go in as {name, file_id}.
      const stored = existing ? (JSON.parse(existing.data) as Record<string, unknown>) : {};
      const steps = existing ? (JSON.parse(existing.field_steps) as Record<string, number>) : {};
      const probe = mergeLead(stored, steps, fields, step);
      assertNoErrors(probe.errors);
      for (const key of FILE_FIELDS)
        if (Array.isArray(fields[key])) fields[key] = storeFiles(user?.id, fields[key] as LeadFile[]);
      const { data, fieldSteps } = mergeLead(stored, steps, fields, step);
      const confirmed = step === 5 && body.confirm === true;
      const status = confirmed ? 'confirmed' : 'draft';
      const now = new Date().toISOString();
      let answer: LeadResponse;
      if (existing) {
        updateLead.run(step, JSON.stringify(data), JSON.stringify(fieldSteps), status, now, existing.id);
        answer = { status: 'OK', lead_id: existing.id };
      } else {
        // A new lead: a random id, and the secret its maker sends back on every later call (a customer's lead is
        // bound to the customer: the secret is answered all the same).
        const token = newLeadToken();
        const row = [kind, user?.id ?? null, step, JSON.stringify(data), status, hashLeadToken(token)];
        answer = {
          status: 'OK',
          lead_id: insertNewLead(row, JSON.stringify(fieldSteps), now),
          lead_token: token,
        };
      }
      return confirmed
        ? {
            ...answer,
            result: {
              error: false,
              render: { format: 'markdown', body: FINISH_BODY[kind][langOf(request)] },
            },
          }
        : answer;
    };

  const options = (kind: Kind) => ({
    preValidation: [optionalUser, throttles.anonymousWrite],
    schema: {
      body: ref(kind === 'electricity' ? 'LeadRequest' : 'GasLeadRequest'),
      response: { 200: ref('LeadResponse') },
    },
  });
  app.post(apiPath(1, 'leads'), options('electricity'), saveLead('electricity'));
  app.post(apiPath(2, 'gas/leads'), options('gas'), saveLead('gas'));

  function ownerOf(request: FastifyRequest): { owner: LeadOwner; leadId: number } {
    const leadId = positiveInt((request.params as { lead_id: string }).lead_id, 'lead_id');
    const lead = usableLead(request, leadId);
    const owner = (JSON.parse(lead.data) as { owner?: LeadOwner }).owner;
    if (!owner) throw new ApiError(409, 'lead_without_owner');
    return { owner, leadId };
  }
  const vatOf = (owner: LeadOwner): string =>
    (owner.type === 'J' ? owner.juridic_vat : owner.fisic_vat)?.toUpperCase() ?? '';

  /** The lead's owner and the identity register's row of its VAT; each look-up counts against the identity throttle. */
  const identityOf = (request: FastifyRequest) => {
    const { owner, leadId } = ownerOf(request);
    const vat = vatOf(owner);
    throttles.identityCheck(vat, request.ip);
    return { owner, leadId, check: identity.get(vat) };
  };
  const identityOptions = (response: string) => ({
    preValidation: optionalUser,
    schema: { response: { 200: ref(response) }, params: leadParams },
  });

  app.get(
    apiPath(1, 'leads/solvencia/:lead_id'),
    identityOptions('ScoringResponse'),
    async (request): Promise<ScoringResponse> => {
      const { leadId, check } = identityOf(request);
      return { lead_id: leadId, scoring: (check?.scoring_ok ?? 1) === 1 };
    },
  );
  app.get(
    apiPath(1, 'leads/dni-validation/:lead_id'),
    identityOptions('DniValidationResponse'),
    async (request): Promise<DniValidationResponse> => {
      const { owner, leadId, check } = identityOf(request);
      const given = (owner.type === 'J' ? owner.rep_name : owner.first_name)?.trim().toUpperCase() ?? '';
      const dniValid = !check ? true : check.registered_name !== null && check.registered_name === given;
      return { lead_id: leadId, dni_valid: dniValid };
    },
  );

  // Tests only (TEST_ENDPOINTS=1, like POST /__test__/token): a lead as stored, to check what the wizard's steps left.
  if (app.config.testEndpoints) {
    app.get(
      '/__test__/leads/:lead_id',
      { schema: { params: leadParams } },
      async (request): Promise<StoredLead> => {
        const lead = leadById.get(positiveInt((request.params as { lead_id: string }).lead_id, 'lead_id'));
        if (!lead) throw notFound();
        return {
          lead_id: lead.id,
          kind: lead.kind,
          step: lead.step,
          status: lead.status,
          data: JSON.parse(lead.data) as Record<string, unknown>,
        };
      },
    );
  }
};
