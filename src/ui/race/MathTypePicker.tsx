// The math site's problem-type picker beside the race button on wide screens (phones get the
// Choose Math Type chooser instead), and the coarse-pointer check that switches answers from
// typing to tapping.
import { useSyncExternalStore } from 'react';
import { PROBLEM_TYPE_LABELS, PROBLEM_TYPES, type ProblemType } from '../../domain/math';
import styles from './RaceScreen.module.css';

export function MathTypePicker({
  value,
  onChange,
}: {
  value: ProblemType;
  onChange(type: ProblemType): void;
}) {
  return (
    <label className={styles.mathType}>
      <span>Math type</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as ProblemType)}
        data-testid="math-type"
      >
        {PROBLEM_TYPES.map((type) => (
          <option key={type} value={type}>
            {PROBLEM_TYPE_LABELS[type]}
          </option>
        ))}
      </select>
    </label>
  );
}

const COARSE = '(pointer: coarse)';

function subscribe(onChange: () => void): () => void {
  const query = globalThis.matchMedia?.(COARSE);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True on touch screens, where tapping an offered answer beats an on-screen keyboard. */
export function useCoarsePointer(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => globalThis.matchMedia?.(COARSE).matches ?? false,
    () => false,
  );
}
