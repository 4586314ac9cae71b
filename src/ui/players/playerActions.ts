// The players' calls (SPEC §7 Players): send cash, collect the cash sent to you, report a player.
// The server answers with the player after the change; that user replaces the session's, so the
// header and the garage follow.
import type { PendingCashGift } from '../../domain/cash/sendCash';
import type { ReportBody } from '../../domain/contracts/playerEndpoints';
import { playerEndpoints } from '../../domain/contracts/playerEndpoints';
import { api } from '../api';
import { getSession } from '../stores/sessionStore';

/** Sends `amount` to the player `toUserID`; rejects with the server's ApiError. */
export async function sendCash(toUserID: number, amount: number, password: string) {
  const results = await api.call(playerEndpoints.sendCash, {
    params: { id: toUserID },
    body: { amount, password },
  });
  getSession().refreshUser(results.user);
  return results;
}

/**
 * Collects the cash other players sent (garage state pendingCashGifts). SPEC §8: a failure here is
 * silent (the gifts stay pending for the next try).
 */
export async function receiveCash(): Promise<PendingCashGift[]> {
  try {
    const { pendingCashGifts, user } = await api.call(playerEndpoints.receiveCash);
    if (pendingCashGifts.length > 0) getSession().refreshUser(user);
    return pendingCashGifts;
  } catch {
    return [];
  }
}

export async function reportPlayer(
  targetID: number,
  body: Partial<ReportBody> & Pick<ReportBody, 'reason'>,
) {
  return api.call(playerEndpoints.reportPlayer, { params: { id: targetID }, body });
}
