// SPEC §2: on narrow screens the race button first asks which problems to race with ('Choose Math
// Type', marked BETA). A pick is final: the chooser turns busy (spinner on the pick, aria-busy) and
// ignores further clicks and dismissal while the caller starts the race (SPEC §4). Arrow keys move
// between the types, Enter picks, Escape closes.
import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';

import type { ProblemType } from '../../domain/math';
import { PROBLEM_TYPE_LABELS, PROBLEM_TYPES } from '../../domain/math';
import { Modal } from '../components/Modal';
import { nextTabIndex } from '../components/tabKeys';
import { useMediaQuery } from '../hooks/useMediaQuery';
import styles from './MathTypeChooser.module.css';

/** One line each, in the prompts' own notation, so a racer sees what they are signing up for. */
export const PROBLEM_TYPE_EXAMPLES: Readonly<Record<ProblemType, string>> = {
  addition_1: '7 + 5',
  subtraction_1: '9 − 4',
  money_1: '$3.45 + $1.20',
  multiplication_1: '6 × 7',
  counting_1: 'How many stars?',
  multiplication_2: '23 × 4',
  division_1: '56 ÷ 8',
  division_2: '432 ÷ 6',
};

export const NARROW_SCREEN_QUERY = '(max-width: 640px)';

/** Whether the screen is phone-narrow (where the race button opens the chooser first). */
export const useNarrowScreen = (): boolean => useMediaQuery(NARROW_SCREEN_QUERY);

export interface MathTypeChooserProps {
  open: boolean;
  onPick(type: ProblemType): void;
  onClose(): void;
}

export function MathTypeChooser({ open, onPick, onClose }: MathTypeChooserProps) {
  // Mounted afresh on every open, so a new opening is never still busy from the last pick.
  return open ? <ChooserDialog onPick={onPick} onClose={onClose} /> : null;
}

function ChooserDialog({ onPick, onClose }: Omit<MathTypeChooserProps, 'open'>) {
  const [picked, setPicked] = useState<ProblemType | null>(null);
  // The state above draws the spinner; this ref refuses a second click in the same frame.
  const pickedRef = useRef<ProblemType | null>(null);
  const [active, setActive] = useState(0);
  const options = useRef<(HTMLButtonElement | null)[]>([]);

  const pick = (type: ProblemType) => {
    if (pickedRef.current) return;
    pickedRef.current = type;
    setPicked(type);
    onPick(type);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const focused = options.current.indexOf(event.target as HTMLButtonElement);
    const at = focused >= 0 ? focused : active;
    const next = nextTabIndex(event.key, at, PROBLEM_TYPES.length);
    if (next !== null) {
      setActive(next);
      options.current[next]?.focus();
    } else if (event.key === 'Enter') {
      const type = PROBLEM_TYPES[at];
      if (type) pick(type);
    } else {
      return;
    }
    // Also stops Enter's native click, so a key press picks exactly once.
    event.preventDefault();
  };

  const busy = picked !== null;
  return (
    <Modal title="Choose Math Type" onClose={busy ? undefined : onClose}>
      <p className={styles.lead}>
        <span className={styles.beta}>BETA</span>
        <span>Pick the problems you want to race with.</span>
      </p>
      <ul
        className={styles.options}
        aria-label="Math types"
        aria-busy={busy || undefined}
        onKeyDown={onKeyDown}
      >
        {PROBLEM_TYPES.map((type, i) => {
          const isPicked = picked === type;
          return (
            <li key={type}>
              <button
                ref={(el) => {
                  options.current[i] = el;
                }}
                type="button"
                className={styles.option}
                tabIndex={i === active ? 0 : -1}
                aria-disabled={(busy && !isPicked) || undefined}
                aria-busy={isPicked || undefined}
                data-picked={isPicked || undefined}
                data-type={type}
                onFocus={() => setActive(i)}
                onClick={() => pick(type)}
              >
                <span className={styles.label}>{PROBLEM_TYPE_LABELS[type]}</span>
                <span className={styles.example}>{PROBLEM_TYPE_EXAMPLES[type]}</span>
                {isPicked && <span className={styles.spinner} aria-hidden="true" />}
              </button>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
