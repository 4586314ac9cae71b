// A reward track tile in jsdom: the next tier's tile is the one the progress panel's "See it on
// the track" link reaches (its id), and a Gold tier earned by a basic member links to the store.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { ShownSeasonReward } from '../../../../src/domain/seasons/seasonReward';
import { NEXT_TILE_ID, RewardTile } from '../../../../src/ui/pages/season/RewardTile';

const reward = (over: Partial<ShownSeasonReward> = {}): ShownSeasonReward => ({
  achievementID: 1_000_026,
  tier: 26,
  free: true,
  bonus: false,
  experience: 10_400,
  reward: { type: 'money', value: 1_000 },
  ...over,
});

function tile(
  next: boolean,
  over: Partial<ShownSeasonReward> = {},
  state: 'open' | 'locked' | 'claimable' = 'open',
) {
  render(
    <ul>
      <RewardTile
        reward={reward(over)}
        state={state}
        art={undefined}
        next={next}
        busy={false}
        onClaim={() => undefined}
      />
    </ul>,
  );
  return screen.getByRole('listitem');
}

afterEach(cleanup);

describe('RewardTile', () => {
  it('gives the next tier the id the progress panel links to', () => {
    const item = tile(true);
    expect(item.id).toBe(NEXT_TILE_ID);
    expect(item.textContent).toContain('Next');
  });

  it('leaves every other tier without it', () => {
    expect(tile(false).id).toBe('');
  });

  it('links an earned Gold tier to the gold store', () => {
    const item = tile(false, { free: false }, 'locked');
    expect(item.querySelector('a')?.getAttribute('href')).toBe('/store/gold');
  });

  it('shows a bonus the server left blank as a mystery', () => {
    const item = tile(false, { bonus: true, tier: 20, reward: null });
    expect(item.textContent).toContain('Hidden bonus reward');
    expect(item.textContent).not.toContain('$');
  });

  it('shows a reached bonus with what it pays', () => {
    const item = tile(
      false,
      { bonus: true, tier: 20, reward: { type: 'money', value: 5_000 } },
      'claimable',
    );
    expect(item.textContent).toContain('$5,000');
    expect(item.textContent).not.toContain('Hidden bonus reward');
  });
});
