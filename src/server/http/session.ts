// Who is calling: a logged-in user (bearer token), or a guest known by the guest_id cookie.
import { randomUUID } from 'node:crypto';

import type { FastifyReply, FastifyRequest } from 'fastify';

import type { Authenticated } from '../auth/authService';
import { unauthorized } from './errors';

export const GUEST_COOKIE = 'guest_id';
const GUEST_COOKIE_MAX_AGE = 365 * 24 * 3600;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

function xUid(request: FastifyRequest): string | undefined {
  const value = request.headers['x-uid'];
  return Array.isArray(value) ? value[0] : value;
}

/** The caller's session, or null for a guest. A token that is present but bad is an error. */
export async function optionalAuth(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Authenticated | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const auth = await request.server.services.auth.authenticate(token, xUid(request));
  const fresh = await request.server.services.auth.refreshIfOld(auth);
  if (fresh) reply.header('authorization', `Bearer ${fresh}`);
  return auth;
}

export async function requireAuth(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Authenticated> {
  const auth = await optionalAuth(request, reply);
  if (!auth) throw unauthorized();
  return auth;
}

/** The guest id from its signed cookie, or null when there is none (or it was tampered with). */
export function existingGuestId(request: FastifyRequest): string | null {
  const raw = request.cookies[GUEST_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

/** The guest id from its signed cookie, issuing one when missing. */
export function guestId(request: FastifyRequest, reply: FastifyReply): string {
  const existing = existingGuestId(request);
  if (existing) return existing;
  const id = randomUUID();
  reply.setCookie(GUEST_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    signed: true,
    maxAge: GUEST_COOKIE_MAX_AGE,
  });
  return id;
}

export function clientAddress(request: FastifyRequest): string {
  return request.ip || 'unknown';
}

export function ok<T>(results: T) {
  return { status: 'OK' as const, results };
}
