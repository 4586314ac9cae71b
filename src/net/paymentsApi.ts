// Typed calls of the gold store (SPEC §7 payments), through their contracts. Each resolves with
// the `results` payload or rejects with an ApiError carrying the server's message.
import type { ResultsOf } from '../domain/contracts/contract';
import {
  paymentEndpoints as endpoints,
  type CreateSessionBody,
} from '../domain/contracts/paymentEndpoints';
import { paymentFailureAlert } from '../domain/payments/paymentMessages';
import type { ProductKind } from '../domain/payments/products';
import type { ApiClient } from './apiClient';
import { ApiError } from './apiError';

type Results<K extends keyof typeof endpoints> = Promise<ResultsOf<(typeof endpoints)[K]>>;

export interface PaymentsApi {
  products(username: string, type: ProductKind): Results<'products'>;
  createSession(body: CreateSessionBody): Results<'createSession'>;
  transaction(invoiceNum: string, userID: number): Results<'transaction'>;
}

export function createPaymentsApi(api: ApiClient): PaymentsApi {
  return {
    products: (username, type) => api.call(endpoints.products, { body: { username, type } }),
    createSession: (body) => api.call(endpoints.createSession, { body }),
    transaction: (id, userID) =>
      api.call(endpoints.transaction, { params: { id }, body: { userID } }),
  };
}

/**
 * SPEC §8 payment session failure alert: the server's own message when it answered with one,
 * otherwise 'Uh oh, there was an error.', then the advice.
 */
export function paymentFailure(error: unknown): string {
  const fromServer = error instanceof ApiError && error.status > 0 ? error.message : null;
  return paymentFailureAlert(fromServer);
}
