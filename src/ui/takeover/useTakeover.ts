// Runs the takeover's state machine (src/domain/rewards/takeover.ts) for the dialog: its own clock
// summed from the ticker's frames (the stage draws on the same clock), the timed phases advanced
// each frame, and the effects of an input (claim, equip, open the customizer) carried out through
// the caller's callbacks and reported back. React re-renders only when the state changes.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import {
  advanceTakeover,
  startTakeover,
  takeoverInput,
  takeoverItem,
  type TakeoverInput,
  type TakeoverState,
} from '../../domain/rewards/takeover';
import type { SceneTicker } from '../../engine/clock';
import type { TakeoverReward } from './rewardText';

export interface TakeoverCallbacks {
  onClaim(reward: TakeoverReward): Promise<void>;
  onEquip(reward: TakeoverReward): Promise<void>;
  onClose(): void;
}

export interface TakeoverRun {
  state: TakeoverState;
  /** The last claim or equip that failed, in words; cleared by the next input. */
  error: string | null;
  send(input: TakeoverInput): void;
  /** The takeover's clock (ms since it opened). */
  now(): number;
}

function failureText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export function useTakeover(
  rewards: readonly TakeoverReward[],
  isGold: boolean,
  reducedMotion: boolean,
  ticker: SceneTicker,
  callbacks: TakeoverCallbacks,
): TakeoverRun {
  const clock = useRef(0);
  const items = useMemo(
    () =>
      rewards.map((r) =>
        takeoverItem(r.kind, { locked: r.locked, lootType: r.lootType, isGold: isGold }),
      ),
    [rewards, isGold],
  );
  // The rewards of one takeover do not change while it plays; a new list is a new takeover.
  const [state, setState] = useState(() => startTakeover(items, 0, { reducedMotion }));
  const [error, setError] = useState<string | null>(null);
  const current = useRef(state);
  const commit = useCallback((next: TakeoverState) => {
    if (next === current.current) return;
    current.current = next;
    setState(next);
  }, []);
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });

  useEffect(
    () =>
      ticker.add((dt) => {
        clock.current += dt;
        commit(advanceTakeover(current.current, clock.current));
      }),
    [ticker, commit],
  );

  const closed = state.closed;
  useEffect(() => {
    if (closed) latest.current.onClose();
  }, [closed]);

  const report = useCallback(
    (input: TakeoverInput) => commit(takeoverInput(current.current, input, clock.current).state),
    [commit],
  );

  const send = useCallback(
    (input: TakeoverInput) => {
      const step = takeoverInput(current.current, input, clock.current);
      commit(step.state);
      if (!step.effect) return;
      setError(null);
      const reward = rewards[step.state.index];
      if (!reward) return;
      if (step.effect === 'claim') {
        latest.current.onClaim(reward).then(
          () => report('claimDone'),
          (e: unknown) => {
            setError(failureText(e, 'That claim did not go through. Try again.'));
            report('claimFailed');
          },
        );
      } else if (step.effect === 'equip') {
        latest.current.onEquip(reward).then(
          () => report('equipDone'),
          (e: unknown) => {
            setError(failureText(e, 'That did not equip. Try again.'));
            report('equipFailed');
          },
        );
      } else {
        // A sticker: the caller opens the customizer; the takeover has already ended.
        latest.current.onEquip(reward).catch((e: unknown) => {
          console.warn('takeover: the customizer did not open', e);
        });
      }
    },
    [commit, report, rewards],
  );

  const now = useCallback(() => clock.current, []);
  return { state, error, send, now };
}
