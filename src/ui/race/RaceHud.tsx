// The chips between the track and the passage. React renders them once; the race controller
// writes the changing numbers into them directly (raceHud.ts), so typing never re-renders this.
import { useLayoutEffect, useRef } from 'react';

import type { HudElements } from './raceHud';
import styles from './RaceScreen.module.css';

interface RaceHudProps {
  nitros: number;
  /** Typing: words per minute of the passage; math: problems per minute. */
  mode: 'typing' | 'math';
  bind(hud: HudElements | null): void;
}

const HUD_WORDS = {
  typing: { speed: 'WPM', progress: ' of the passage typed' },
  math: { speed: 'Per min', progress: ' of the problems answered' },
} as const;

export function RaceHud({ nitros, bind, mode }: RaceHudProps) {
  const words = HUD_WORDS[mode];
  const wpm = useRef<HTMLElement>(null);
  const accuracy = useRef<HTMLElement>(null);
  const place = useRef<HTMLElement>(null);
  const progressFill = useRef<HTMLSpanElement>(null);
  const progressLabel = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    const elements = [wpm, accuracy, place, progressFill, progressLabel].map((r) => r.current);
    if (elements.every(Boolean)) {
      bind({
        wpm: wpm.current!,
        accuracy: accuracy.current!,
        place: place.current!,
        progressFill: progressFill.current!,
        progressLabel: progressLabel.current!,
      });
    }
    return () => bind(null);
  }, [bind]);

  return (
    <div className={styles.hud} aria-label="Your race" role="group">
      <dl className={styles.chips}>
        <div className={`${styles.chip} ${styles.chipWpm}`}>
          <dt>{words.speed}</dt>
          <dd ref={wpm} data-testid="live-wpm">
            0
          </dd>
        </div>
        <div className={styles.chip}>
          <dt>Accuracy</dt>
          <dd ref={accuracy} data-testid="live-accuracy">
            100%
          </dd>
        </div>
        <div className={styles.chip}>
          <dt>Position</dt>
          <dd ref={place}>–</dd>
        </div>
        <div className={`${styles.chip} ${styles.chipNitro}`} data-empty={nitros <= 0 || undefined}>
          <dt>
            Nitro
            {mode === 'typing' && (
              <>
                {' '}
                <kbd>Enter</kbd>
              </>
            )}
          </dt>
          <dd>×{nitros}</dd>
        </div>
      </dl>
      <div className={styles.progress}>
        <span className={styles.progressTrack} aria-hidden="true">
          <span ref={progressFill} className={styles.progressFill} />
        </span>
        <strong ref={progressLabel} className={styles.progressLabel}>
          0%
        </strong>
        <span className="visually-hidden">{words.progress}</span>
      </div>
    </div>
  );
}
