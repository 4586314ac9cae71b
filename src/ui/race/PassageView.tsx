// The passage as real text: one span per character inside one span per word (so lines wrap
// between words), rendered once per race. Keystrokes never re-render it: passagePainter.ts
// rewrites the spans' data-state directly. A polite live region names the next word for screen
// readers, and the whole text stays readable as an ordinary paragraph.
import { memo, useLayoutEffect, useRef } from 'react';

import styles from './PassageView.module.css';

export interface PassageBinding {
  /** Called with the rendered root and live region (null on unmount). */
  (root: HTMLElement | null, live: HTMLElement | null): void;
}

interface PassageViewProps {
  passage: string;
  source: string;
  /** Dimmed and inert until the green light. */
  waiting: boolean;
  bind: PassageBinding;
}

function words(passage: string): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  let start = 0;
  for (const word of passage.split(' ')) {
    out.push({ text: word, start });
    start += word.length + 1;
  }
  return out;
}

function PassageViewImpl({ passage, source, waiting, bind }: PassageViewProps) {
  const rootRef = useRef<HTMLParagraphElement>(null);
  const liveRef = useRef<HTMLParagraphElement>(null);

  useLayoutEffect(() => {
    bind(rootRef.current, liveRef.current);
    return () => bind(null, null);
  }, [bind, passage]);

  const list = words(passage);
  return (
    <figure className={styles.figure} data-waiting={waiting ? 'true' : undefined}>
      <p ref={rootRef} className={styles.passage} id="race-passage" data-testid="passage">
        {list.map(({ text, start }, w) => {
          const last = w === list.length - 1;
          const chars = last ? text : `${text} `;
          return (
            <span key={start} className={styles.word}>
              {chars.split('').map((ch, i) => (
                <span
                  key={i}
                  className={styles.char}
                  data-char=""
                  data-state={start + i === 0 ? 'current' : 'pending'}
                >
                  {ch}
                </span>
              ))}
            </span>
          );
        })}
      </p>
      {source && <figcaption className={styles.source}>— {source}</figcaption>}
      <p ref={liveRef} className="visually-hidden" aria-live="polite" aria-atomic="true" />
    </figure>
  );
}

/** Re-renders only when the passage (a new race) or the waiting flag changes. */
export const PassageView = memo(PassageViewImpl);
