// OMIP wholesale-market price alerts of a signed-in customer (visitor-features §3 "OMIP alert", §5 OMIP, §7).
import type { FastifyPluginAsync } from 'fastify';
import type {
  OmipAlert,
  OmipAlertRequest,
  OmipAlertResponse,
  OmipProduct,
  OmipStatusResponse,
} from '@portal/shared/api-types';
import { currentUser, requireUser } from '../../core/auth';
import { apiPath } from '../../core/domain';
import { ValidationError, notFound } from '../../core/errors';
import { MESSAGES } from '../../core/messages';
import { listOf, ref } from '../../contract';

const TYPE_ALIASES: Record<OmipAlertRequest['type'], OmipAlert['type']> = {
  '<': '<',
  '>': '>',
  '==': '==',
  lower: '<',
  greater: '>',
  equal: '==',
};

export const omipRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const products = db.prepare<[], OmipProduct>(
    'SELECT id, name, last_price FROM omip_products ORDER BY position',
  );
  const productExists = db.prepare<[string], { id: string }>('SELECT id FROM omip_products WHERE id = ?');
  const alertsOf = db.prepare<[number], OmipAlert>(
    'SELECT id, product, type, price FROM omip_alerts WHERE user_id = ? ORDER BY id',
  );
  const insert = db.prepare(
    'INSERT INTO omip_alerts (user_id, product, type, price, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const update = db.prepare(
    'UPDATE omip_alerts SET product = ?, type = ?, price = ? WHERE id = ? AND user_id = ?',
  );
  const remove = db.prepare('DELETE FROM omip_alerts WHERE id = ? AND user_id = ?');

  app.get(
    apiPath(1, 'omip/products'),
    { preValidation: requireUser, schema: { response: { 200: listOf('OmipProduct') } } },
    async () => products.all(),
  );
  app.get(
    apiPath(1, 'omip/alerts'),
    { preValidation: requireUser, schema: { response: { 200: listOf('OmipAlert') } } },
    async (request) => alertsOf.all(currentUser(request).id),
  );
  app.post(
    apiPath(1, 'omip/alerts'),
    {
      preValidation: requireUser,
      schema: { response: { 200: ref('OmipAlertResponse') }, body: ref('OmipAlertRequest') },
    },
    async (request): Promise<OmipAlertResponse> => {
      const body = request.body as OmipAlertRequest;
      const errors: Record<string, string> = {};
      if (!productExists.get(body.product)) errors.product = MESSAGES.invalid;
      // visitor-features §5: price >= 0.
      if (!Number.isFinite(body.price) || body.price < 0) errors.price = MESSAGES.invalid;
      if (Object.keys(errors).length) throw new ValidationError(errors);
      const userId = currentUser(request).id;
      const type = TYPE_ALIASES[body.type];
      if (body.id) {
        if (update.run(body.product, type, body.price, body.id, userId).changes === 0) throw notFound();
        return { status: 'OK', id: body.id };
      }
      const id = Number(
        insert.run(userId, body.product, type, body.price, new Date().toISOString()).lastInsertRowid,
      );
      return { status: 'OK', id };
    },
  );
  app.post(
    apiPath(1, 'omip/delete/alerts'),
    {
      preValidation: requireUser,
      schema: { response: { 200: ref('OmipStatusResponse') }, body: ref('OmipDeleteRequest') },
    },
    async (request): Promise<OmipStatusResponse> => {
      const { id } = request.body as { id: number };
      if (remove.run(id, currentUser(request).id).changes === 0) throw notFound();
      return { status: 'OK' };
    },
  );
};
