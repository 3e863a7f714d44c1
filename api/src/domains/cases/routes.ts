// Customer-service cases (v1; v2 answers too): categories, signed and unsigned creation, and the designed list,
// detail, sections, replies and attachment downloads.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  type CaseCategoryListResponse,
  type CaseDetailResponse,
  type CaseListResponse,
  type CaseMessageResponse,
  type CaseSectionListResponse,
  type CaseState,
  type CreateCaseResponse,
  type CreateUnsignedCaseResponse,
} from '@portal/shared/api-types';
import { answerCache } from '../../core/answer-cache';
import { currentUser, requireUser } from '../../core/auth';
import { apiPaths } from '../../core/domain';
import { type FieldErrors, assertNoErrors, notFound } from '../../core/errors';
import { loadFile, storeFile } from '../../core/file-store';
import { type FormInput, readForm, sendFile } from '../../core/files';
import { MESSAGES } from '../../core/messages';
import { readPage } from '../../core/pagination';
import { isBlank } from '../../core/text';
import { throttledWrite } from '../../core/throttle';
import { langOf, nameIn } from '../../core/lang';
import { CATEGORY_NAMES, SECTION_NAMES, namedCase } from './category-names';
import { caseNumber, caseRepository } from './repository';
import { CASE_FORM, download, errorAnswer, MEDIA, MESSAGE_FORM, ref, UNSIGNED_FORM } from '../../contract';

/** `crm/cases/{id}`: a case id, declared (issue 15 finding 6). */
const caseParams = ref('CaseParams');

/** What the declared rules cannot say: a category (a number or its digits) and at least one attachment. */
function checkCategoryAndFiles(form: FormInput, errors: FieldErrors): void {
  if (isBlank(form.fields.category)) errors.category = MESSAGES.required;
  // customer-area §5: "attachments min 1, max 6".
  if (form.files.length === 0) errors.attachment = MESSAGES.required;
}

const id = (value: string): number => {
  if (!/^\d{1,9}$/.test(value)) throw notFound();
  return Number(value);
};

export const casesRoutes: FastifyPluginAsync = async (app) => {
  const cases = caseRepository(app.db);
  // The list reads cases, their categories and sections, and contract names (cases-002, contracts-002).
  const answers = answerCache(app.db, ['cases_cache_version', 'contracts_cache_version']);
  const categories = app.db.prepare(
    'SELECT id, name FROM case_categories WHERE (@unsigned = 0 OR unsigned = 1) ORDER BY id',
  );
  const sections = app.db.prepare('SELECT id, name FROM case_sections ORDER BY id');
  const category = app.db.prepare('SELECT id, unsigned FROM case_categories WHERE id = ?');
  const contract = app.db
    .prepare('SELECT id FROM contracts WHERE user_id = ? AND (name = ? OR id = ?)')
    .pluck();
  const insertCase = app.db.prepare(
    `INSERT INTO cases (user_id, contract_id, category_id, subject, description, email, mobile, state, created_at)
     VALUES (@user_id, @contract_id, @category_id, @subject, @description, @email, @mobile, 'in_process', @at)`,
  );
  const insertMessage = app.db.prepare(
    `INSERT INTO case_messages (case_id, author, text, state, created_at) VALUES (?, 'customer', ?, ?, ?)`,
  );
  const insertFile = app.db.prepare('INSERT INTO case_files (case_id, message_id, file_id) VALUES (?, ?, ?)');
  const setState = app.db.prepare('UPDATE cases SET state = ? WHERE id = ?');
  const caseFile = app.db
    .prepare(
      'SELECT cf.file_id FROM case_files cf JOIN cases c ON c.id = cf.case_id WHERE cf.id = ? AND c.id = ? AND c.user_id = ?',
    )
    .pluck();

  /** A new case from its form (category, subject and description, trimmed, and its files) and who writes it. */
  const createCase = app.db.transaction(
    (
      form: FormInput,
      writer: {
        user_id: number | null;
        contract_id: number | null | undefined;
        email: string;
        mobile: string;
      },
    ) => {
      const row = {
        ...writer,
        category_id: Number(form.fields.category),
        subject: String(form.fields.subject).trim(),
        description: String(form.fields.description).trim(),
        at: new Date().toISOString(),
      };
      const caseId = Number(insertCase.run(row).lastInsertRowid);
      const messageId = Number(
        insertMessage.run(caseId, row.description, 'in_process', row.at).lastInsertRowid,
      );
      for (const file of form.files)
        insertFile.run(caseId, messageId, storeFile(app.db, writer.user_id ?? undefined, file));
      return caseId;
    },
  );

  /** The seeded categories' names in the request's language (issue 41: no Spanish data in another locale). */
  const named = (request: FastifyRequest, rows: { id: number; name: string }[]) => {
    const lang = langOf(request);
    return rows.map((row) => nameIn(CATEGORY_NAMES, row, lang));
  };
  for (const url of apiPaths([1, 2], 'crm/cases/categories')) {
    app.get<{ Querystring: { unsigned?: string } }>(
      url,
      {
        schema: {
          response: {
            200: ref('CaseCategoryListResponse'),
            401: errorAnswer(
              401,
              'Without `?unsigned=true` the categories need a session: none, or an expired one.',
            ),
          },
          querystring: ref('CaseCategoriesQuery'),
        },
      },
      async (request, reply: FastifyReply): Promise<CaseCategoryListResponse> => {
        const unsigned = request.query.unsigned === 'true';
        if (!unsigned) await requireUser(request, reply);
        const rows = categories.all({ unsigned: unsigned ? 1 : 0 }) as { id: number; name: string }[];
        return { data: named(request, rows) as CaseCategoryListResponse['data'] };
      },
    );
  }
  for (const url of apiPaths([1, 2], 'crm/cases/sections')) {
    app.get(
      url,
      { schema: { response: { 200: ref('CaseSectionListResponse') } }, preValidation: requireUser },
      async (request): Promise<CaseSectionListResponse> => {
        const lang = langOf(request);
        const rows = sections.all() as CaseSectionListResponse['data'];
        return { data: rows.map((row) => nameIn(SECTION_NAMES, row, lang)) };
      },
    );
  }

  for (const url of apiPaths([1, 2], 'crm/cases')) {
    app.post(
      url,
      {
        preValidation: requireUser,
        schema: { response: { 201: ref('CreateCaseResponse') }, body: ref('CreateCaseRequest') },
      },
      async (request: FastifyRequest, reply): Promise<CreateCaseResponse> => {
        const uid = currentUser(request).id;
        const form = await readForm(request, CASE_FORM);
        const errors: FieldErrors = {};
        checkCategoryAndFiles(form, errors);
        const polissa = String(form.fields.polissa_id ?? '');
        const contractId = isBlank(polissa)
          ? undefined
          : (contract.get(uid, polissa, Number(polissa) || -1) as number | undefined);
        if (isBlank(polissa)) errors.polissa_id = MESSAGES.required;
        else if (contractId === undefined) errors.polissa_id = MESSAGES.invalid;
        if (!errors.category && !category.get(Number(form.fields.category)))
          errors.category = MESSAGES.invalid;
        assertNoErrors(errors);
        const caseId = createCase(form, { user_id: uid, contract_id: contractId, email: '', mobile: '' });
        void reply.status(201);
        return { id: caseId };
      },
    );
    const listOptions = {
      preValidation: requireUser,
      schema: { querystring: ref('CaseListQuery'), response: { 200: ref('CaseListResponse') } },
    };
    app.get<{ Querystring: Record<string, string> }>(url, listOptions, (request, reply) => {
      const uid = currentUser(request).id;
      return answers.send(request, reply, uid, (): CaseListResponse => {
        const { offset, limit } = readPage(request.query, 20);
        const state = (request.query.state ?? null) as CaseState | null;
        const { items, total } = cases.list(uid, state, offset, limit);
        const lang = langOf(request);
        const named = items.map((item) => namedCase(item, lang));
        return { items: named, total_items: total, n_items: named.length, offset, limit };
      });
    });
  }

  for (const url of apiPaths([1, 2], 'crm/unsigned')) {
    app.post(
      url,
      // An anonymous write (up to six files): throttled per client address before its body is read (issue 42
      // finding 11); v1 and v2 share one count.
      {
        schema: {
          response: { 201: ref('CreateUnsignedCaseResponse') },
          body: ref('CreateUnsignedCaseRequest'),
        },
        onRequest: throttledWrite('unsigned-case'),
      },
      async (request, reply): Promise<CreateUnsignedCaseResponse> => {
        const form = await readForm(request, UNSIGNED_FORM);
        const errors: FieldErrors = {};
        checkCategoryAndFiles(form, errors);
        const cat = category.get(Number(form.fields.category)) as { unsigned: number } | undefined;
        if (!errors.category && cat?.unsigned !== 1) errors.category = MESSAGES.invalid;
        assertNoErrors(errors);
        const caseId = createCase(form, {
          user_id: null,
          contract_id: null,
          email: String(form.fields.email),
          mobile: String(form.fields.mobile),
        });
        void reply.status(201);
        return { result: caseNumber(caseId) };
      },
    );
  }

  for (const url of apiPaths([1, 2], 'crm/cases/:id')) {
    app.get<{ Params: { id: string } }>(
      url,
      {
        preValidation: requireUser,
        schema: { response: { 200: ref('CaseDetailResponse') }, params: caseParams },
      },
      async (request): Promise<CaseDetailResponse> => ({
        data: namedCase(cases.detail(currentUser(request).id, id(request.params.id)), langOf(request)),
      }),
    );
  }

  for (const url of apiPaths([1, 2], 'crm/cases/:id/messages')) {
    app.post<{ Params: { id: string } }>(
      url,
      {
        preValidation: requireUser,
        schema: {
          response: { 201: ref('CaseMessageResponse') },
          params: caseParams,
          body: ref('CaseMessageRequest'),
        },
      },
      async (request, reply): Promise<CaseMessageResponse> => {
        const uid = currentUser(request).id;
        const caseId = id(request.params.id);
        cases.detail(uid, caseId);
        const form = await readForm(request, MESSAGE_FORM);
        const at = new Date().toISOString();
        const messageId = app.db.transaction(() => {
          const mid = Number(
            insertMessage.run(caseId, String(form.fields.text).trim(), 'in_process', at).lastInsertRowid,
          );
          for (const file of form.files) insertFile.run(caseId, mid, storeFile(app.db, uid, file));
          setState.run('in_process', caseId);
          return mid;
        })();
        const message = cases.detail(uid, caseId).messages.find((m) => m.id === messageId);
        if (!message) throw notFound();
        void reply.status(201);
        return { data: message };
      },
    );
  }

  for (const url of apiPaths([1, 2], 'crm/cases/:id/attachments/:fileId')) {
    app.get<{ Params: { id: string; fileId: string } }>(
      url,
      {
        preValidation: requireUser,
        schema: {
          params: ref('CaseAttachmentParams'),
          response: {
            200: download("A case's attachment as it was uploaded (any image, PDF).", [
              MEDIA.pdf,
              MEDIA.image,
            ]),
          },
        },
      },
      async (request, reply) => {
        const fileId = caseFile.get(
          id(request.params.fileId),
          id(request.params.id),
          currentUser(request).id,
        ) as number | undefined;
        const file = fileId === undefined ? undefined : loadFile(app.db, fileId);
        if (!file) throw notFound();
        return sendFile(reply, file);
      },
    );
  }
};
