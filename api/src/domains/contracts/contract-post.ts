// The contract calls that change one of the customer's contracts (POST contracts/{name}/…): each is a signed-in POST
// on every version's path whose handler starts from the contract named in the path.
import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import { currentUser, requireUser } from '../../core/auth';
import { type ApiVersion, apiPaths } from '../../core/domain';
import { ref } from '../../contract';
import type { ContractRepository } from './repository';
import type { ContractRow } from './rows';

export interface ContractPost {
  versions: readonly ApiVersion[];
  /** The path, with the contract as `:name` (or the `param` named). */
  path: string;
  /** The path parameter naming the contract (its number or id). */
  param?: string;
  /** The contract's schema of the path parameters (default `ContractNameParams`, for `:name`). */
  params?: string;
  /** The contract's schema of the answer (200). */
  response: string;
  /** The body's schema. */
  body: object;
  /** Checks run after the sign-in's, before validation. */
  preValidation?: readonly preValidationHookHandler[];
}

/** What a contract call's handler is given: the customer, the contract (theirs; any other is a 404) and the request. */
export interface ContractCall<B> {
  uid: number;
  row: ContractRow;
  request: FastifyRequest<{ Params: Record<string, string>; Body: B }>;
}

/** Declares `options.path` on each version as a signed-in POST about one of the customer's contracts. */
export function contractPost<B = unknown, R = unknown>(
  app: FastifyInstance,
  contracts: ContractRepository,
  options: ContractPost,
  handler: (call: ContractCall<B>) => Promise<R>,
): void {
  const param = options.param ?? 'name';
  for (const url of apiPaths(options.versions, options.path)) {
    app.post<{ Params: Record<string, string>; Body: B }>(
      url,
      {
        preValidation: options.preValidation ? [requireUser, ...options.preValidation] : requireUser,
        schema: {
          response: { 200: ref(options.response) },
          params: ref(options.params ?? 'ContractNameParams'),
          body: options.body,
        },
      },
      async (request) => {
        const uid = currentUser(request).id;
        return handler({ uid, row: contracts.find(uid, request.params[param] ?? ''), request });
      },
    );
  }
}
