// What every way of logging in answers (password, registration, single sign-on): the user object,
// with the session token in the authorization header, after attaching the guest's qualifying race.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { AuthResults } from '../../domain/contracts/auth';
import { existingGuestId, ok } from '../http/session';
import { findUserById, type UserRow } from '../users/userRepo';
import { userView } from '../users/userView';

export function signedIn(app: FastifyInstance, reply: FastifyReply, user: UserRow, token: string) {
  const now = app.services.clock.nowSeconds();
  reply.header('authorization', `Bearer ${token}`);
  const results: AuthResults = { user: userView(user, now), serverTime: now };
  return ok(results);
}

/**
 * A guest who raced the qualifying race keeps it, whichever way they sign up or log in (the
 * results panel, the header, /login): the server's own record of that race, found by the guest
 * cookie, is attached once. The body's qualifying flag and figures are never trusted for it.
 */
export async function withQualifying(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
): Promise<UserRow> {
  const guest = existingGuestId(request);
  if (!guest) return user;
  const claimed = await app.services.race.claimGuestQualifying(user.userID, guest);
  return claimed ? ((await findUserById(app.services.storage.db, user.userID)) ?? user) : user;
}
