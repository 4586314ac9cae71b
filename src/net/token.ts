// The session token: where it is kept and which tokens the client accepts. The payload is decoded
// without checking the signature; verifying it is the server's job, the client only needs the
// claims to pick the user id, the expiry and whether a refresh is newer.
import { REFRESH_IGNORE_WINDOW_SECONDS } from '../domain/clock';
import { TOKEN_STORAGE_KEY } from '../domain/contracts/auth';

export { TOKEN_STORAGE_KEY };

export interface TokenClaims {
  sub: string;
  userID: number;
  /** Issued at, epoch seconds. */
  iat: number | null;
  /** Expires at, epoch seconds. */
  exp: number | null;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The claims of a JWT, or null when it is not a JWT or lacks what SPEC §5 requires of a token the
 * client accepts: a subject and a numeric userID.
 */
export function decodeToken(token: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(decodeBase64Url(parts[1]));
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const { sub, userID, iat, exp } = payload as Record<string, unknown>;
  if (typeof sub !== 'string' || sub === '') return null;
  if (typeof userID !== 'number' || !Number.isInteger(userID) || userID <= 0) return null;
  return {
    sub,
    userID,
    iat: typeof iat === 'number' ? iat : null,
    exp: typeof exp === 'number' ? exp : null,
  };
}

/** The token of an `authorization: Bearer <jwt>` header, or null. */
export function bearerToken(header: string | null): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

export type RefreshDecision = 'accept' | 'ignore' | 'invalid';

/**
 * Whether a token arriving on a response replaces the current one. A token without the required
 * claims, or for another user, is invalid (the caller logs out with 'invalid-update-token', SPEC
 * §8). One issued less than 2 s after the current token is ignored (SPEC §9): it is the same
 * session re-signed, and responses that overtake each other must not swap an older token back in.
 */
export function refreshDecision(current: string | null, next: string): RefreshDecision {
  const nextClaims = decodeToken(next);
  if (!nextClaims) return 'invalid';
  if (current === next) return 'ignore';
  const currentClaims = current ? decodeToken(current) : null;
  if (!currentClaims) return 'accept';
  if (currentClaims.userID !== nextClaims.userID) return 'invalid';
  if (currentClaims.iat === null || nextClaims.iat === null) return 'accept';
  return nextClaims.iat - currentClaims.iat < REFRESH_IGNORE_WINDOW_SECONDS ? 'ignore' : 'accept';
}

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/** Keeps the token in memory only: for tests and for browsers that refuse local storage. */
export function createMemoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (next) => void (token = next),
    clear: () => void (token = null),
  };
}

/**
 * Keeps the token in local storage (SPEC §7), falling back to memory when storage throws (private
 * browsing, disabled storage) so the session still works for the life of the page.
 */
export function createStorageTokenStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
  key = TOKEN_STORAGE_KEY,
): TokenStore {
  // Memory mirrors every write and is read only once storage has failed: reading storage while it
  // works keeps a logout in another tab (which removes the key) visible here.
  const memory = createMemoryTokenStore();
  let storageFailed = storage === null;
  const tryStorage = (fn: (s: NonNullable<typeof storage>) => void) => {
    if (storageFailed || !storage) return;
    try {
      fn(storage);
    } catch {
      storageFailed = true;
    }
  };
  return {
    get() {
      let token: string | null = null;
      tryStorage((s) => (token = s.getItem(key)));
      return storageFailed ? memory.get() : token;
    },
    set(token) {
      memory.set(token);
      tryStorage((s) => s.setItem(key, token));
    },
    clear() {
      memory.clear();
      tryStorage((s) => s.removeItem(key));
    },
  };
}
