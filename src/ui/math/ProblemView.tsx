// The math race's counterpart of the passage card: the current problem as real text, the objects
// to count for counting_1, and the way to answer — a text field on a desktop (Enter submits), four
// big answer buttons on a touch screen. It renders once per problem (or penalty), so plain React
// is enough; the field is uncontrolled so keystrokes never re-render it.
import { memo, useEffect, useRef } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';

import type { CountedObjects, Problem } from '../../domain/math';
import { isMoneyProblem, MAX_ANSWER_LENGTH, SIGNS } from '../../domain/math';
import { CountedObjectIcon } from './CountedObjectIcon';
import styles from './ProblemView.module.css';

/** The last wrong answer, shown until the penalty ends. */
export interface MissedAnswer {
  given: string;
  answer: string;
}

export interface ProblemViewProps {
  problem: Problem | null;
  /** Zero-based index of the current problem. */
  index: number;
  total: number;
  missed: MissedAnswer | null;
  /** True during the wrong-answer penalty or before the green light: answering is off. */
  locked: boolean;
  /** Touch screens answer with buttons rather than a keyboard. */
  touch: boolean;
  /** The four answers offered on touch screens. */
  choices: string[];
  onAnswer(text: string): void;
}

const SPOKEN_SIGNS: Readonly<Record<string, string>> = {
  [SIGNS.add]: 'plus',
  [SIGNS.subtract]: 'minus',
  [SIGNS.multiply]: 'times',
  [SIGNS.divide]: 'divided by',
};

/** What a screen reader says: signs as words, arithmetic asked as a question. */
export function spokenPrompt(problem: Problem): string {
  if (problem.type === 'counting_1') return problem.prompt;
  const words = problem.prompt.replace(/[+−×÷]/g, (sign) => SPOKEN_SIGNS[sign] ?? sign);
  return `What is ${words}?`;
}

/** Letters can never be right: dropping them spares the racer a penalty for a slip. */
function keepAnswerCharacters(input: HTMLInputElement, money: boolean) {
  const kept = input.value.replace(money ? /[^\d.$]/g : /\D/g, '');
  if (kept !== input.value) input.value = kept;
}

function ObjectsToCount({ objects }: { objects: CountedObjects }) {
  return (
    <div
      className={styles.objects}
      data-testid="math-objects"
      role="group"
      aria-label="Count these"
    >
      {Array.from({ length: objects.count }, (_, i) => (
        <CountedObjectIcon key={i} kind={objects.kind} index={i} className={styles.object} />
      ))}
    </div>
  );
}

interface AnswerFieldProps {
  problem: Problem | null;
  locked: boolean;
  onAnswer(text: string): void;
}

function AnswerField({ problem, locked, onAnswer }: AnswerFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const money = problem !== null && isMoneyProblem(problem);

  // A disabled field loses focus; take it back when answering opens again and on each problem,
  // so the racer never has to click between answers.
  useEffect(() => {
    if (!locked && problem) input.current?.focus({ preventScroll: true });
  }, [locked, problem]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const field = event.currentTarget;
    const text = field.value.trim();
    if (locked || !problem || text === '') return;
    field.value = '';
    onAnswer(text);
  };

  return (
    <label className={styles.answer}>
      <span className="visually-hidden">Your answer</span>
      <input
        ref={input}
        className={styles.field}
        type="text"
        inputMode={money ? 'decimal' : 'numeric'}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="go"
        maxLength={MAX_ANSWER_LENGTH}
        placeholder={locked ? 'Wait…' : money ? '$0.00' : 'Answer + Enter'}
        disabled={locked || !problem}
        onInput={(event: FormEvent<HTMLInputElement>) =>
          keepAnswerCharacters(event.currentTarget, money)
        }
        onKeyDown={onKeyDown}
        data-testid="math-answer"
      />
    </label>
  );
}

function AnswerChoices({
  choices,
  locked,
  onAnswer,
}: Omit<AnswerFieldProps, 'problem'> & {
  choices: string[];
}) {
  return (
    <div className={styles.choices} role="group" aria-label="Answers">
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          className={styles.choice}
          disabled={locked}
          onClick={() => onAnswer(choice)}
          data-testid="math-choice"
        >
          {choice}
        </button>
      ))}
    </div>
  );
}

function ProblemViewImpl({
  problem,
  index,
  total,
  missed,
  locked,
  touch,
  choices,
  onAnswer,
}: ProblemViewProps) {
  const shown = Math.min(index + 1, total);
  return (
    <div className={styles.view} data-locked={locked || undefined}>
      {/* Read out as one phrase each time the problem changes, while focus stays on the answer. */}
      <div className={styles.head} aria-live="polite" aria-atomic="true">
        {total > 0 && <p className={styles.counter}>{`Problem ${shown} of ${total}`}</p>}
        {problem ? (
          <h2
            className={styles.prompt}
            data-equation={problem.type === 'counting_1' ? undefined : ''}
            aria-label={spokenPrompt(problem)}
            data-testid="math-prompt"
          >
            {problem.prompt}
          </h2>
        ) : (
          <div className={styles.placeholder} aria-hidden="true" />
        )}
      </div>

      {problem?.type === 'counting_1' && <ObjectsToCount objects={problem.objects} />}

      {missed && (
        <p
          key={`${index}:${missed.given}`}
          className={styles.missed}
          role="alert"
          data-testid="math-missed"
        >
          {`Not quite — ${missed.given} → the answer was ${missed.answer}`}
        </p>
      )}

      {touch ? (
        <AnswerChoices choices={problem ? choices : []} locked={locked} onAnswer={onAnswer} />
      ) : (
        <AnswerField problem={problem} locked={locked} onAnswer={onAnswer} />
      )}
    </div>
  );
}

/** Re-renders only when a prop changes: pass a stable onAnswer and choices array. */
export const ProblemView = memo(ProblemViewImpl);
