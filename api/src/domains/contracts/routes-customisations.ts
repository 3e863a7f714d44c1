// GET and PUT/POST contract/{id}/double-tariff/, happy-hours/, happy-day/; GET the available-... lists (v1 and v2).
import type { FastifyPluginAsync } from 'fastify';
import { currentUser, requireUser } from '../../core/auth';
import { apiPaths } from '../../core/domain';
import { ApiError, ValidationError } from '../../core/errors';
import { MESSAGES } from '../../core/messages';
import { ref } from '../../contract';
import { langOf } from '../contracting/request-context';
import {
  AVAILABLE,
  BODY_SCHEMAS,
  type CustomisationKind,
  PATHS,
  localisedOption,
  matchOption,
} from './customisations';
import { contractRepository } from './repository';
import { assertEditable } from './requests';

/** `contract/{id}/...`: the contract's id or name. */
const byId = { preValidation: requireUser, schema: { params: ref('ContractIdParams') } };

/** The contract's name of each customisation's answers (`DoubleTariffResponse`, `DoubleTariffListResponse`). */
const SCHEMA_NAMES: Record<CustomisationKind, string> = {
  double_tariff: 'DoubleTariff',
  happy_hours: 'HappyHours',
  happy_day: 'HappyDay',
};

export const customisationRoutes: FastifyPluginAsync = async (app) => {
  const contracts = contractRepository(app.db);
  const read = app.db
    .prepare('SELECT value FROM contract_customisations WHERE contract_id = ? AND kind = ?')
    .pluck();
  const write = app.db.prepare(
    `INSERT INTO contract_customisations (contract_id, kind, value) VALUES (?, ?, ?)
     ON CONFLICT (contract_id, kind) DO UPDATE SET value = excluded.value`,
  );
  const electricity = (uid: number, id: string) => {
    const row = contracts.find(uid, id);
    if (row.kind !== 'electricity') throw new ApiError(409, 'not_available_for_gas');
    return row;
  };

  for (const kind of Object.keys(PATHS) as CustomisationKind[]) {
    const { current, available } = PATHS[kind];
    const answer = { 200: ref(`${SCHEMA_NAMES[kind]}Response`) };
    const list = {
      ...byId,
      schema: { ...byId.schema, response: { 200: ref(`${SCHEMA_NAMES[kind]}ListResponse`) } },
    };
    for (const url of apiPaths([1, 2], `contract/:id/${available}`)) {
      app.get<{ Params: { id: string } }>(url, list, async (request) => {
        electricity(currentUser(request).id, request.params.id);
        const lang = langOf(request);
        return { data: AVAILABLE[kind].map((option) => localisedOption(kind, option, lang)) };
      });
    }
    for (const url of apiPaths([1, 2], `contract/:id/${current}`)) {
      app.get<{ Params: { id: string } }>(
        url,
        { ...byId, schema: { ...byId.schema, response: answer } },
        async (request) => {
          const row = electricity(currentUser(request).id, request.params.id);
          const value = read.get(row.id, kind) as string | null | undefined;
          return {
            data: value ? localisedOption(kind, JSON.parse(value) as unknown, langOf(request)) : null,
          };
        },
      );
      app.route<{ Params: { id: string }; Body: Record<string, unknown> }>({
        method: ['PUT', 'POST'],
        url,
        preValidation: requireUser,
        schema: { params: byId.schema.params, body: ref(BODY_SCHEMAS[kind]), response: answer },
        handler: async (request) => {
          const row = electricity(currentUser(request).id, request.params.id);
          assertEditable(row);
          const option = matchOption(kind, request.body);
          if (!option)
            throw new ValidationError({
              [kind === 'happy_day' ? 'value' : (Object.keys(request.body)[0] ?? kind)]: MESSAGES.invalid,
            });
          write.run(row.id, kind, JSON.stringify(option));
          return { data: localisedOption(kind, option, langOf(request)) };
        },
      });
    }
  }
};
