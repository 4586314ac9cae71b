// The daily challenges list a component shows: today's, ordered, each bar starting at the progress
// last shown and moving to the new one 250 ms later (SPEC §4), with a countdown that ticks every
// second (SPEC §9). Hidden (null) before the feature unlocks.
import { useEffect, useMemo, useRef, useState } from 'react';

import {
  CHALLENGE_ANIMATION_DELAY_MS,
  challengeList,
  type Challenge,
} from '../../domain/challenges/challengeList';
import { dailyChallengesUnlocked } from '../../domain/challenges/dailyChallenges';
import type { Clock } from '../../domain/clock';
import { systemClock } from '../../domain/systemClock';
import type { User } from '../../domain/user';
import { useServerSeconds } from '../pages/garage/useGarageClock';
import { useSession } from '../stores/sessionStore';
import { lastShown, noteSeen, rememberShown } from './challengeMemory';

export interface ShownChallenges {
  list: Challenge[];
  /** False for the first 250 ms of an update: bars sit at animateFrom. */
  moved: boolean;
  nowSeconds: number;
}

export function useDailyChallenges(user: User, clock: Clock = systemClock): ShownChallenges | null {
  const offsetMs = useSession((state) => state.serverTimeOffset);
  const nowSeconds = useServerSeconds(clock, offsetMs);
  const stored = user.challenges;
  const key = stored.map((c) => `${c.challengeID}:${c.progress}`).join();
  const latest = useRef(stored);
  const [shown, setShown] = useState(() => {
    noteSeen(stored);
    return { key, from: lastShown(), moved: false };
  });
  // A new list (the results of a race arrived): start again from what was last shown.
  if (shown.key !== key) {
    noteSeen(stored);
    setShown({ key, from: lastShown(), moved: false });
  }

  useEffect(() => {
    latest.current = stored;
  });
  useEffect(
    () =>
      clock.setTimeout(() => {
        setShown((state) => (state.key === key ? { ...state, moved: true } : state));
        rememberShown(latest.current);
      }, CHALLENGE_ANIMATION_DELAY_MS),
    [key, clock],
  );

  const second = Math.floor(nowSeconds);
  const list = useMemo(
    () => challengeList(stored, shown.from, second),
    [stored, shown.from, second],
  );
  if (!user.loggedIn || !dailyChallengesUnlocked(user) || list.length === 0) return null;
  return { list, moved: shown.moved, nowSeconds };
}
