// The REST client for screens. It is the session's own client (sessionStore's getApi), so every
// call carries the current token, refreshes it and turns a server-side logout into a real logout.
// Looked up per call rather than captured, so tests that swap the session are honoured.
import type { ApiClient } from '../net/apiClient';
import { getApi } from './stores/sessionStore';

export const api: ApiClient = {
  call: (contract, ...args) => getApi().call(contract, ...args),
  callForResponse: (contract, ...args) => getApi().callForResponse(contract, ...args),
  request: (method, path, body, opts) => getApi().request(method, path, body, opts),
};
