// Claim all on /achievements. SPEC §7 has no claim-all call, so every ready achievement is claimed
// with the ordinary GET /achievements/claim/{id}, one after another: the server checks each claim
// as it would a single one, each answer's user becomes the session's in order (a later answer
// never lands before an earlier one), and the player sees the count go up.
import { useState } from 'react';

import type { AchievementCard as Card } from '../../../domain/achievements/view';
import { achievementEndpoints } from '../../../domain/contracts/achievementEndpoints';
import { formatMoney } from '../../../domain/shop/money';
import { failureMessage } from '../../../net/apiError';
import { api } from '../../api';
import { getSession } from '../../stores/sessionStore';

export interface ClaimRefusal<T> {
  item: T;
  message: string;
}

/**
 * Claims `items` in turn, each after the one before has answered; a refusal is kept and the next
 * goes on. `onAnswered` hears the count after every answer.
 */
export async function claimInTurn<T>(
  items: readonly T[],
  claimOne: (item: T) => Promise<void>,
  onAnswered: (answered: number) => void,
): Promise<{ claimed: T[]; refused: ClaimRefusal<T>[] }> {
  const claimed: T[] = [];
  const refused: ClaimRefusal<T>[] = [];
  for (const [index, item] of items.entries()) {
    try {
      await claimOne(item);
      claimed.push(item);
    } catch (error) {
      refused.push({ item, message: failureMessage(error) });
    }
    onAnswered(index + 1);
  }
  return { claimed, refused };
}

/** "3 achievements claimed: $4,500 added to your cash." */
export function claimAllMessage(claimed: readonly Card[]): string {
  const cash = claimed.reduce(
    (sum, card) => sum + (card.reward?.type === 'money' ? card.reward.value : 0),
    0,
  );
  const count = `${claimed.length} achievement${claimed.length === 1 ? '' : 's'} claimed`;
  const others = claimed.filter((card) => card.reward && card.reward.type !== 'money').length;
  const parts = [
    cash > 0 ? `${formatMoney(cash)} added to your cash` : '',
    others > 0 ? `${others} reward${others === 1 ? '' : 's'} in your garage` : '',
  ].filter(Boolean);
  return parts.length > 0 ? `${count}: ${parts.join(', ')}.` : `${count}.`;
}

async function claimCard(card: Card): Promise<void> {
  const results = await api.call(achievementEndpoints.claimAchievement, {
    params: { achievementID: card.achievement.achievementID },
  });
  getSession().refreshUser(results.user);
}

export type ClaimAllState =
  | { status: 'idle' }
  | { status: 'claiming'; answered: number; total: number }
  | { status: 'done'; message: string; refused: string[] };

/** The Claim all button's run: progress while it goes, then what it paid and what was refused. */
export function useClaimAll() {
  const [state, setState] = useState<ClaimAllState>({ status: 'idle' });
  const claimAll = async (cards: readonly Card[]) => {
    if (state.status === 'claiming' || cards.length === 0) return;
    setState({ status: 'claiming', answered: 0, total: cards.length });
    const { claimed, refused } = await claimInTurn(cards, claimCard, (answered) =>
      setState({ status: 'claiming', answered, total: cards.length }),
    );
    setState({
      status: 'done',
      message: claimed.length > 0 ? claimAllMessage(claimed) : '',
      refused: refused.map((r) => `${r.item.achievement.name}: ${r.message}`),
    });
  };
  return { state, claimAll };
}
