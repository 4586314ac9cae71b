// The reward takeover's state machine (SPEC §5): one reward at a time, money counting up, claim
// in sequence, equip (stickers go to the customizer), the locked upsell, and closing 250 ms after
// the last reward. Times are handed in; nothing here waits.
import { describe, expect, it } from 'vitest';

import {
  actionInput,
  advanceTakeover,
  countProgress,
  startTakeover,
  TAKEOVER_CLOSE_DELAY_MS,
  TAKEOVER_COUNT_MS,
  TAKEOVER_ENTER_MS,
  takeoverButtons,
  takeoverInput,
  takeoverItem,
  type TakeoverInput,
  type TakeoverState,
} from '../../../../src/domain/rewards/takeover';

const money = takeoverItem('money', { isGold: false });
const car = takeoverItem('car', { isGold: false });
const sticker = takeoverItem('loot', { lootType: 'sticker', isGold: false });
const goldCar = takeoverItem('car', { locked: true, isGold: false });

/** Applies inputs in order at the given times, checking that none asks for an effect twice. */
function run(state: TakeoverState, steps: Array<[TakeoverInput, number]>) {
  const effects: string[] = [];
  let s = state;
  for (const [input, at] of steps) {
    const step = takeoverInput(s, input, at);
    if (step.effect) effects.push(step.effect);
    s = step.state;
  }
  return { state: s, effects };
}

describe('takeoverItem', () => {
  it('equips cars and loot, sends stickers to the customizer and has nothing to equip on money', () => {
    expect(car.equip).toBe('equip');
    expect(takeoverItem('loot', { lootType: 'trail', isGold: false }).equip).toBe('equip');
    expect(sticker.equip).toBe('customize');
    expect(money.equip).toBe('none');
  });

  it('locks a gold-only reward for a racer without gold, and not for a gold member', () => {
    expect(goldCar.locked).toBe(true);
    expect(takeoverItem('car', { locked: true, isGold: true }).locked).toBe(false);
  });
});

describe('timed phases', () => {
  it('flies money in, counts it up, then shows it', () => {
    const s0 = startTakeover([money], 1000);
    expect(s0.phase).toBe('enter');
    expect(advanceTakeover(s0, 1000 + TAKEOVER_ENTER_MS - 1).phase).toBe('enter');
    const counting = advanceTakeover(s0, 1000 + TAKEOVER_ENTER_MS);
    expect(counting.phase).toBe('counting');
    expect(countProgress(counting, 1000 + TAKEOVER_ENTER_MS + TAKEOVER_COUNT_MS / 2)).toBeCloseTo(
      0.5,
    );
    const shown = advanceTakeover(counting, 1000 + TAKEOVER_ENTER_MS + TAKEOVER_COUNT_MS);
    expect(shown.phase).toBe('shown');
    expect(countProgress(shown, 0)).toBe(1);
  });

  it('covers both phases in one long frame, timed from where each ended', () => {
    const s = advanceTakeover(startTakeover([money], 0), TAKEOVER_ENTER_MS + TAKEOVER_COUNT_MS + 5);
    expect(s.phase).toBe('shown');
    expect(s.phaseStartMs).toBe(TAKEOVER_ENTER_MS + TAKEOVER_COUNT_MS);
  });

  it('shows a car after the fly-in without counting', () => {
    expect(advanceTakeover(startTakeover([car], 0), TAKEOVER_ENTER_MS).phase).toBe('shown');
  });

  it('with reduced motion shows every reward at once, the full amount counted', () => {
    const s = startTakeover([money, goldCar], 0, { reducedMotion: true });
    expect(s.phase).toBe('shown');
    expect(countProgress(s, 0)).toBe(1);
    const claimed = run(s, [
      ['claim', 0],
      ['claimDone', 10],
      ['next', 20],
    ]).state;
    expect(claimed.index).toBe(1);
    expect(claimed.phase).toBe('locked');
  });

  it('leaves an unchanged state as the same object (the UI re-renders only on a change)', () => {
    const s = startTakeover([car], 0);
    expect(advanceTakeover(s, 10)).toBe(s);
  });
});

describe('claiming in sequence', () => {
  it('claims, equips, moves on, and closes 250 ms after the last reward', () => {
    const s = startTakeover([money, car], 0);
    const { state, effects } = run(s, [
      ['claim', 2000],
      ['claimDone', 2100],
      ['next', 2200],
      ['claim', 3000],
      ['claimDone', 3100],
      ['equip', 3200],
      ['equipDone', 3300],
    ]);
    expect(effects).toEqual(['claim', 'claim', 'equip']);
    expect(state.index).toBe(1);
    expect(state.phase).toBe('equipped');
    expect(state.closeAtMs).toBe(3300 + TAKEOVER_CLOSE_DELAY_MS);
    expect(advanceTakeover(state, 3300 + TAKEOVER_CLOSE_DELAY_MS - 1).closed).toBe(false);
    expect(advanceTakeover(state, 3300 + TAKEOVER_CLOSE_DELAY_MS).closed).toBe(true);
  });

  it('closes on its own 250 ms after the last money is claimed', () => {
    const { state } = run(startTakeover([money], 0), [
      ['claim', 5000],
      ['claimDone', 5100],
    ]);
    expect(state.closeAtMs).toBe(5100 + TAKEOVER_CLOSE_DELAY_MS);
    expect(takeoverButtons(state).actions).toEqual([]);
  });

  it('a replayed or early input changes nothing: one claim per reward, no Next before it', () => {
    const s = startTakeover([car, money], 0);
    const { state, effects } = run(s, [
      ['next', 10],
      ['equip', 20],
      ['claim', 30],
      ['claim', 40],
      ['next', 50],
      ['claimDone', 60],
      ['claimDone', 70],
    ]);
    expect(effects).toEqual(['claim']);
    expect(state.index).toBe(0);
    expect(state.phase).toBe('claimed');
  });

  it('a failed claim offers Claim again; a failed equip offers Equip again', () => {
    const failed = run(startTakeover([car], 0, { reducedMotion: true }), [
      ['claim', 10],
      ['claimFailed', 20],
    ]).state;
    expect(failed.phase).toBe('shown');
    const equipFailed = run(failed, [
      ['claim', 30],
      ['claimDone', 40],
      ['equip', 50],
      ['equipFailed', 60],
    ]).state;
    expect(equipFailed.phase).toBe('claimed');
    expect(takeoverButtons(equipFailed).primary).toBe('equip');
  });

  it("a sticker's Equip opens the customizer and ends the takeover", () => {
    const { state, effects } = run(startTakeover([sticker, money], 0, { reducedMotion: true }), [
      ['claim', 10],
      ['claimDone', 20],
      ['equip', 30],
    ]);
    expect(effects).toEqual(['claim', 'customize']);
    expect(state.closed).toBe(true);
  });

  it('Escape closes at once, whatever the phase', () => {
    const s = takeoverInput(startTakeover([car, money], 0), 'close', 100).state;
    expect(s.closed).toBe(true);
    expect(takeoverInput(s, 'claim', 200).effect).toBeNull();
  });
});

describe('the locked upsell', () => {
  it('is never claimed: Close moves on, Upgrade Now is the primary link', () => {
    const s = advanceTakeover(startTakeover([goldCar, car], 0), TAKEOVER_ENTER_MS);
    expect(s.phase).toBe('locked');
    expect(takeoverButtons(s)).toEqual({
      actions: ['close', 'upgrade'],
      primary: 'upgrade',
      busy: false,
    });
    expect(takeoverInput(s, 'claim', 500).effect).toBeNull();
    const moved = takeoverInput(s, actionInput('close')!, 600).state;
    expect(moved.index).toBe(1);
    expect(moved.phase).toBe('enter');
  });

  it('as the last reward closes 250 ms after its Close', () => {
    const s = startTakeover([goldCar], 0, { reducedMotion: true });
    const closing = takeoverInput(s, 'next', 900).state;
    expect(closing.closeAtMs).toBe(900 + TAKEOVER_CLOSE_DELAY_MS);
    expect(actionInput('upgrade')).toBeNull();
  });
});

describe('buttons', () => {
  it('offers Claim first, then Equip and Next, and Close on the last reward', () => {
    const s = startTakeover([car, car], 0, { reducedMotion: true });
    expect(takeoverButtons(s).actions).toEqual(['claim']);
    const claimed = run(s, [
      ['claim', 1],
      ['claimDone', 2],
    ]).state;
    expect(takeoverButtons(claimed).actions).toEqual(['equip', 'next']);
    const last = run(claimed, [
      ['next', 3],
      ['claim', 4],
      ['claimDone', 5],
    ]).state;
    expect(takeoverButtons(last).actions).toEqual(['equip', 'close']);
    expect(takeoverButtons(run(last, [['equip', 6]]).state).busy).toBe(true);
  });

  it('an empty takeover closes at once', () => {
    const s = startTakeover([], 40);
    expect(advanceTakeover(s, 40).closed).toBe(true);
  });
});
