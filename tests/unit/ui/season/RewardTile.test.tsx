// A reward track tile in jsdom: the next tier's tile is the one the progress panel's "See it on
// the track" link reaches (its id), and a Gold tier earned by a basic member links to the store.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { SeasonReward } from '../../../../src/domain/seasons/rewardTrack';
import { NEXT_TILE_ID, RewardTile } from '../../../../src/ui/pages/season/RewardTile';

const reward = (over: Partial<SeasonReward> = {}): SeasonReward => ({
  achievementID: 1_000_026,
  seasonID: 4,
  tier: 26,
  free: true,
  bonus: false,
  experience: 10_400,
  reward: { type: 'money', value: 1_000 },
  ...over,
});

function tile(next: boolean, over: Partial<SeasonReward> = {}, state: 'open' | 'locked' = 'open') {
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
});
