// The reward takeover (SPEC §1 "Season reward takeover", §5): a full-screen dialog that steps
// through rewards one by one on an animated PixiJS stage. The stage is lazy-loaded (PixiJS stays
// out of every page until a takeover plays) and decorative: the reward in words (a live region),
// the buttons and the keyboard are all here. Enter and Space press the primary button, Escape
// closes, Tab stays inside.
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

import {
  actionInput,
  currentItem,
  takeoverButtons,
  type TakeoverAction,
} from '../../domain/rewards/takeover';
import { createFrameTicker, type SceneTicker } from '../../engine/clock';
import type { TakeoverArt } from '../../engine/takeover/api';
import { Button, ButtonLink } from '../components/Button';
import { trapTab } from '../components/focusTrap';
import { modalOpened } from '../components/openModals';
import { useMediaQuery } from '../hooks/useMediaQuery';
import styles from './RewardTakeover.module.css';
import { rewardAmount, rewardLine, type TakeoverReward } from './rewardText';
import { TakeoverErrorBoundary } from './TakeoverErrorBoundary';
import { useTakeover } from './useTakeover';

export type { TakeoverReward } from './rewardText';

// The engine's chunk (PixiJS, @pixi/react) loads when a takeover first opens.
const TakeoverCanvas = lazy(() => import('../../engine/takeover/TakeoverCanvas'));

export interface RewardTakeoverProps {
  rewards: TakeoverReward[];
  isGold: boolean;
  onClaim(reward: TakeoverReward): Promise<void>;
  onEquip(reward: TakeoverReward): Promise<void>;
  onClose(): void;
  /** No fly-in, no counting; the player's prefers-reduced-motion setting by default. */
  reducedMotion?: boolean;
  /** Frame source (tests step a manual one); the browser's frames by default. */
  ticker?: SceneTicker;
}

const LABELS: Record<TakeoverAction, string> = {
  claim: 'Claim',
  equip: 'Equip',
  next: 'Next',
  close: 'Close',
  upgrade: 'Upgrade Now',
};

/** The words under the reward's line: what happened to it. */
function statusLine(phase: string, locked: boolean): string {
  if (locked) return 'Gold members only. Upgrade to Nitro Gold to claim it.';
  if (phase === 'claiming') return 'Claiming…';
  if (phase === 'claimed') return 'Claimed!';
  if (phase === 'equipping') return 'Equipping…';
  if (phase === 'equipped') return 'Equipped!';
  return '';
}

/** The stage without WebGL: the reward's art or amount, still. */
function StillReward({ reward }: { reward: TakeoverReward | undefined }) {
  if (!reward) return null;
  return (
    // The words are in the live region below; this is only the picture.
    <div className={styles.still} aria-hidden="true">
      {reward.kind === 'money' ? (
        <span className={styles.stillAmount}>{rewardLine(reward)}</span>
      ) : reward.artSrc ? (
        <img src={reward.artSrc} alt="" className={styles.stillArt} />
      ) : null}
    </div>
  );
}

export function RewardTakeover(props: RewardTakeoverProps) {
  const { rewards, isGold } = props;
  const prefersStill = useMediaQuery('(prefers-reduced-motion: reduce)');
  const reducedMotion = props.reducedMotion ?? prefersStill;
  const [ticker] = useState(() => props.ticker ?? createFrameTicker());
  const run = useTakeover(rewards, isGold, reducedMotion, ticker, props);
  const { state } = run;
  const reward = rewards[state.index];
  const item = currentItem(state);
  const buttons = takeoverButtons(state);
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const [stageFailed, setStageFailed] = useState(false);

  const art = useMemo<TakeoverArt[]>(
    () =>
      rewards.map((r) => ({
        kind: r.kind,
        amount: rewardAmount(r),
        artSrc: r.artSrc ?? null,
        hueAngle: r.hueAngle ?? 0,
      })),
    [rewards],
  );

  useEffect(() => modalOpened(), []);

  // Focus follows the primary button as the takeover moves on, and goes back to the opener at
  // the end (if it is still on the page).
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener && document.contains(opener)) opener.focus();
    };
  }, []);
  const primary = () => dialog.current?.querySelector<HTMLElement>('[data-primary]') ?? null;
  const focusKey = `${state.index}:${buttons.primary ?? ''}:${buttons.busy}`;
  useEffect(() => {
    (primary() ?? dialog.current)?.focus();
  }, [focusKey]);

  const press = (action: TakeoverAction) => {
    const input = actionInput(action);
    if (input) run.send(input);
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      run.send('close');
      return;
    }
    const onControl = (event.target as HTMLElement).closest('button, a');
    if ((event.key === 'Enter' || event.key === ' ') && !onControl) {
      // The dialog itself has focus (after a click on the stage): the primary button answers.
      event.preventDefault();
      primary()?.click();
      return;
    }
    if (dialog.current) trapTab(event, dialog.current);
  };

  const line = reward ? rewardLine(reward) : '';
  const status = statusLine(state.phase, Boolean(item?.locked));
  const counter = rewards.length > 1 ? `Reward ${state.index + 1} of ${rewards.length}` : 'Reward';

  return (
    <div className={styles.backdrop}>
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-phase={state.phase}
      >
        <h2 id={titleId} className={styles.counter}>
          {counter}
        </h2>
        <div className={styles.stage}>
          {stageFailed ? (
            <StillReward reward={reward} />
          ) : (
            <TakeoverErrorBoundary fallback={<StillReward reward={reward} />}>
              <Suspense fallback={<StillReward reward={reward} />}>
                <TakeoverCanvas
                  state={state}
                  rewards={art}
                  ticker={ticker}
                  now={run.now}
                  onFail={() => setStageFailed(true)}
                />
              </Suspense>
            </TakeoverErrorBoundary>
          )}
        </div>
        <div className={styles.words}>
          {/* Each reward is read out as it comes on, then what became of it. */}
          <p className={styles.line} aria-live="polite" aria-atomic="true">
            {/* Cash is drawn big on the stage: the amount is said here, not shown a second time. */}
            <span className={reward?.kind === 'money' ? 'visually-hidden' : undefined}>{line}</span>
            {status && <span className={styles.status}> {status}</span>}
          </p>
          {run.error && (
            <p role="alert" className={styles.error}>
              {run.error}
            </p>
          )}
        </div>
        <div className={styles.actions}>
          {buttons.actions.map((action) => {
            const isPrimary = action === buttons.primary;
            // Marked for the keyboard: Enter and Space on the dialog press it, focus goes to it.
            const mark = isPrimary ? { 'data-primary': true } : {};
            if (action === 'upgrade') {
              return (
                <ButtonLink
                  key={action}
                  {...mark}
                  href="/store/gold"
                  variant="accent"
                  size="lg"
                  onClick={() => props.onClose()}
                >
                  {LABELS.upgrade}
                </ButtonLink>
              );
            }
            return (
              <Button
                key={action}
                {...mark}
                variant={isPrimary || buttons.busy ? 'accent' : 'ghost'}
                size="lg"
                disabled={buttons.busy}
                onClick={() => press(action)}
              >
                {buttons.busy ? (action === 'claim' ? 'Claiming…' : 'Equipping…') : LABELS[action]}
              </Button>
            );
          })}
        </div>
      </div>
    </div>
  );
}
