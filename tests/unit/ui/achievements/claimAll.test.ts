// Claim all on /achievements (no claim-all call in SPEC §7): one claim after another, never two
// in flight, a refusal kept without stopping the rest, and a summary of what was paid.
import { describe, expect, it } from 'vitest';

import type { AchievementCard } from '../../../../src/domain/achievements/view';
import { ApiError } from '../../../../src/net/apiError';
import { claimAllMessage, claimInTurn } from '../../../../src/ui/pages/achievements/useClaimAll';

describe('claimInTurn', () => {
  it('waits for each answer before the next claim and counts every answer', async () => {
    const log: string[] = [];
    let inFlight = 0;
    const answered: number[] = [];
    const result = await claimInTurn(
      [1, 2, 3],
      async (id) => {
        inFlight += 1;
        log.push(`start ${id} (${inFlight} in flight)`);
        // A few turns of the event loop: claims made at once would interleave here.
        for (let turn = 0; turn < 3; turn += 1) await Promise.resolve();
        inFlight -= 1;
        log.push(`end ${id}`);
      },
      (n) => answered.push(n),
    );
    expect(log).toEqual([
      'start 1 (1 in flight)',
      'end 1',
      'start 2 (1 in flight)',
      'end 2',
      'start 3 (1 in flight)',
      'end 3',
    ]);
    expect(answered).toEqual([1, 2, 3]);
    expect(result).toEqual({ claimed: [1, 2, 3], refused: [] });
  });

  it('keeps a refusal with its message and goes on with the rest', async () => {
    const refusal = new ApiError('You already claimed that.', 409, 'ALREADY_CLAIMED');
    const result = await claimInTurn(
      ['a', 'b', 'c'],
      (id) => (id === 'b' ? Promise.reject(refusal) : Promise.resolve()),
      () => undefined,
    );
    expect(result.claimed).toEqual(['a', 'c']);
    expect(result.refused).toEqual([{ item: 'b', message: 'You already claimed that.' }]);
  });
});

const card = (name: string, reward: AchievementCard['reward']) =>
  ({ achievement: { name }, reward }) as unknown as AchievementCard;

describe('claimAllMessage', () => {
  it('sums the cash and counts the other rewards', () => {
    const claimed = [
      card('Warming Up', { type: 'money', value: 1_000, name: '', src: null }),
      card('Cruising', { type: 'money', value: 2_500, name: '', src: null }),
      card('Getting Going', { type: 'loot', value: 1018, name: 'Gold Star', src: null }),
    ];
    expect(claimAllMessage(claimed)).toBe(
      '3 achievements claimed: $3,500 added to your cash, 1 reward in your garage.',
    );
  });

  it('says only the count when nothing was paid', () => {
    expect(claimAllMessage([card('Hello', null)])).toBe('1 achievement claimed.');
  });
});
