// Brand settings (public and private), feature flags, dynamic pages, banners and the maintenance switch. The brand is
// the `X-Brand` header the portal's HTTP client sends (default `default`); an unknown brand is a 404.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  type BannerResponse,
  type FeatureFlagsResponse,
  type MaintenanceRequest,
  type ServerActionsResponse,
  type ServerElementsResponse,
  type SettingKey,
  type SettingsResponse,
  LOCALES,
} from '@portal/shared/api-types';
import { checkAdminKey } from '../../core/admin';
import { requireUser } from '../../core/auth';
import { apiPath, apiPaths } from '../../core/domain';
import { ValidationError } from '../../core/errors';
import { type Brand, PRIVATE_KEYS, brandOf } from './brands';
import { ref } from '../../contract';

interface MaintenanceRow {
  enabled: number;
  start: string;
  end: string;
}

function localeOf(request: FastifyRequest): string {
  const wanted = request.headers['accept-language']?.split(',')[0]?.split(';')[0]?.trim() ?? '';
  return (
    LOCALES.find((l) => l.toLowerCase() === wanted.toLowerCase()) ??
    LOCALES.find((l) => l.slice(0, 2) === wanted.slice(0, 2)) ??
    'es-ES'
  );
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

const maintenanceBody = {
  type: 'object',
  properties: {
    enabled: { type: 'boolean' },
    start: { type: 'string', maxLength: 40 },
    end: { type: 'string', maxLength: 40 },
  },
  required: ['enabled'],
  additionalProperties: false,
} as const;

export const settingsRoutes: FastifyPluginAsync = async (app) => {
  const readMaintenance = app.db.prepare('SELECT enabled, start, end FROM maintenance WHERE id = 1');
  const writeMaintenance = app.db.prepare(
    'UPDATE maintenance SET enabled = ?, start = ?, end = ? WHERE id = 1',
  );
  // In the request's language where the brand wrote the page's texts in it, else the page's own texts.
  const actions = app.db.prepare(
    `SELECT a.id, a.route_path, COALESCE(t.btn_title, a.btn_title) AS btn_title,
       COALESCE(t.btn_description, a.btn_description) AS btn_description
     FROM server_actions a LEFT JOIN server_action_texts t ON t.action_id = a.id AND t.locale = ?
     WHERE a.brand = ? ORDER BY a.id`,
  );
  const elements = app.db.prepare(
    `SELECT e.id, e.name, e.page_id, COALESCE(t.group_name, e.group_name) AS group_name, e.priority,
       COALESCE(t.html_block, e.html_block) AS html_block, e.block_height, e.block_width
     FROM server_elements e LEFT JOIN server_element_texts t ON t.element_id = e.id AND t.locale = ?
     WHERE e.brand = ? AND e.page_id = ? ORDER BY e.group_name, e.priority, e.id`,
  );
  const banner = app.db
    .prepare('SELECT banner FROM banners WHERE brand = ? AND code = ? AND locale = ?')
    .pluck();

  const settingsPart = (
    brand: Brand,
    part: 'public' | 'private',
    maintenance: MaintenanceRow | undefined,
  ): SettingsResponse => {
    const all: Record<string, unknown> = brand.settings(app.config);
    const result: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(all)) {
      if (PRIVATE_KEYS.has(key as SettingKey) === (part === 'private')) result[key] = value;
    }
    if (part === 'public') {
      const m = maintenance ?? (readMaintenance.get() as MaintenanceRow);
      Object.assign(result, {
        'maintenance.enabled': m.enabled === 1,
        'maintenance.start': m.start,
        'maintenance.end': m.end,
      });
    }
    return result as SettingsResponse;
  };

  // The settings answers, serialised once per brand and part: a brand's settings are a pure function of the brand
  // and the configuration; the public part also carries the maintenance row, part of the cache key.
  const settingsAnswers = new Map<string, Buffer>();
  const sendSettings = (request: FastifyRequest, reply: FastifyReply, part: 'public' | 'private') => {
    const brand = brandOf(request);
    const m = part === 'public' ? (readMaintenance.get() as MaintenanceRow) : undefined;
    const key = JSON.stringify([brand.id, part, m?.enabled, m?.start, m?.end]);
    let body = settingsAnswers.get(key);
    if (!body) {
      body = Buffer.from(JSON.stringify(settingsPart(brand, part, m)));
      if (settingsAnswers.size >= 100) settingsAnswers.clear();
      settingsAnswers.set(key, body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  };
  const settings = { response: { 200: ref('SettingsResponse') } };
  app.get(apiPath(2, 'ov_customize/ov_settings'), { schema: settings }, (request, reply) =>
    sendSettings(request, reply, 'public'),
  );
  app.get(
    apiPath(2, 'ov_customize/ov_private_settings'),
    { preValidation: requireUser, schema: settings },
    (request, reply) => sendSettings(request, reply, 'private'),
  );
  for (const url of apiPaths([1, 2], 'feature_flags')) {
    app.get(
      url,
      { schema: { response: { 200: ref('FeatureFlagsResponse') } } },
      async (request): Promise<FeatureFlagsResponse> => ({ feature_flags: { ...brandOf(request).flags } }),
    );
  }

  app.get(
    apiPath(2, 'ov_customize/html_dinamic_routes'),
    { schema: { response: { 200: ref('ServerActionsResponse') } }, preValidation: requireUser },
    async (request): Promise<ServerActionsResponse> => ({
      data: actions.all(localeOf(request), brandOf(request).id) as ServerActionsResponse['data'],
    }),
  );
  app.get<{ Params: { pageId: string } }>(
    apiPath(2, 'ov_customize/html_dinamic_elements/:pageId'),
    {
      preValidation: requireUser,
      schema: {
        response: { 200: ref('ServerElementsResponse') },
        params: ref('ServerPageParams'),
      },
    },
    async (request): Promise<ServerElementsResponse> => {
      return {
        data: elements.all(
          localeOf(request),
          brandOf(request).id,
          Number(request.params.pageId),
        ) as ServerElementsResponse['data'],
      };
    },
  );
  app.get<{ Params: { code: string } }>(
    apiPath(2, 'banners/:code'),
    { schema: { response: { 200: ref('BannerResponse') }, params: ref('BannerParams') } },
    async (request): Promise<BannerResponse> => {
      const text = banner.get(brandOf(request).id, request.params.code, localeOf(request)) as
        | string
        | undefined;
      return { banner: text ?? '' };
    },
  );

  app.get('/__admin__/maintenance', async (request) => {
    checkAdminKey(request);
    const m = readMaintenance.get() as MaintenanceRow;
    return { enabled: m.enabled === 1, start: m.start, end: m.end };
  });
  // PUT or POST (the end-to-end helpers post it).
  app.route<{ Body: MaintenanceRequest }>({
    method: ['PUT', 'POST'],
    url: '/__admin__/maintenance',
    schema: { body: maintenanceBody },
    handler: async (request) => {
      checkAdminKey(request);
      const { enabled, start = '', end = '' } = request.body;
      const errors: Record<string, string> = {};
      if (start && !DATE_TIME.test(start)) errors.start = 'The value is not valid';
      if (end && !DATE_TIME.test(end)) errors.end = 'The value is not valid';
      if (Object.keys(errors).length) throw new ValidationError(errors);
      writeMaintenance.run(enabled ? 1 : 0, start, end);
      return { enabled, start, end };
    },
  });
};
