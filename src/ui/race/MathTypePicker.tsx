// The math site's problem-type picker beside the race button on wide screens (phones get the
// Choose Math Type chooser instead), and the coarse-pointer check that switches answers from
// typing to tapping.
import { PROBLEM_TYPE_LABELS, PROBLEM_TYPES, type ProblemType } from '../../domain/math';
import { useMediaQuery } from '../hooks/useMediaQuery';
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
      <span className={styles.mathTypeControl}>
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
      </span>
    </label>
  );
}

/** True on touch screens, where tapping an offered answer beats an on-screen keyboard. */
export const useCoarsePointer = (): boolean => useMediaQuery('(pointer: coarse)');
