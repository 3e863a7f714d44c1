// POST /__test__/large-customer (only with TEST_ENDPOINTS=1): seeds the large customer (large-customer.ts) into the
// running API once, for the end-to-end test of the largest customers (issue 47 item 3) without seeding it in every
// start. Its 5,000 supply points with a month of invoices each (LARGE_CUSTOMER_E2E): a few seconds; the bench seeds the
// full customer with SEED_LARGE=1 instead.
import type { FastifyPluginAsync } from 'fastify';
import { runSeedOnce } from '../core/db';
import { absentBodyIsEmpty, noPayload } from '../core/route-schemas';
import { LARGE_CUSTOMER, LARGE_CUSTOMER_E2E, LARGE_SEED_ID, seedLargeCustomer } from './large-customer';

export const largeCustomerTestRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/__test__/large-customer',
    { preValidation: absentBodyIsEmpty, schema: { body: noPayload } },
    async () => {
      const seeded = runSeedOnce(app.db, LARGE_SEED_ID, () => seedLargeCustomer(app.db, LARGE_CUSTOMER_E2E));
      return { user: LARGE_CUSTOMER.username, seeded };
    },
  );
};
