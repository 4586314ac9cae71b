// Under the track during a race: the live chips and the card with the passage (typing) or the
// problem (math), plus the input that takes a phone's keyboard.
import type { RefObject } from 'react';

import { Button } from '../components/Button';
import { ProblemView } from '../math/ProblemView';
import { PassageView } from './PassageView';
import { RaceCardHeader } from './RaceCardHeader';
import type { RaceController } from './raceController';
import { RaceHud } from './RaceHud';
import styles from './RaceScreen.module.css';
import type { RaceScreenState } from './raceStore';

interface RaceCardProps {
  controller: RaceController;
  state: RaceScreenState;
  mode: 'typing' | 'math';
  /** Answers are tapped, not typed (touch screens). */
  touch: boolean;
  input: RefObject<HTMLInputElement | null>;
  onAnswer(text: string): void;
}

export function RaceCard({ controller, state: s, mode, touch, input, onAnswer }: RaceCardProps) {
  const math = s.math;
  const inRace = s.stage === 'countdown' || s.stage === 'racing' || s.stage === 'finishing';
  const showPassage = s.passage !== '' && (inRace || s.stage === 'waiting');
  return (
    <>
      <RaceHud nitros={s.nitros} bind={controller.bindHud} mode={mode} />
      <section
        className={styles.card}
        aria-label={mode === 'math' ? 'Problem' : 'Passage'}
        onClick={math ? undefined : () => input.current?.focus({ preventScroll: true })}
      >
        <RaceCardHeader mode={mode} stage={s.stage} countdown={s.countdown} />
        {math ? (
          <>
            <ProblemView
              problem={math.problem}
              index={math.index}
              total={math.total}
              missed={math.missed}
              locked={math.locked || s.stage !== 'racing'}
              touch={touch}
              choices={math.choices}
              onAnswer={onAnswer}
            />
            {s.stage === 'racing' && s.nitros > 0 && (
              <Button variant="accent" onClick={() => controller.key({ kind: 'nitro' })}>
                Use a nitro ({s.nitros})
              </Button>
            )}
          </>
        ) : showPassage ? (
          <PassageView
            key={s.raceKey}
            passage={s.passage}
            source={s.passageSource}
            waiting={s.stage !== 'racing'}
            bind={controller.bindPassage}
          />
        ) : (
          <div className={styles.placeholder} aria-hidden="true">
            <span />
            <span />
            <span />
          </div>
        )}
      </section>
    </>
  );
}

/** The race's own input: a focus target on a keyboard, where a phone's keyboard types. */
export function RaceInput({
  input,
  mode,
  stage,
}: {
  input: RefObject<HTMLInputElement | null>;
  mode: 'typing' | 'math';
  stage: RaceScreenState['stage'];
}) {
  const active = ['waiting', 'countdown', 'racing', 'finishing'].includes(stage);
  return (
    <label hidden={mode === 'math'} className={styles.inputLabel} data-active={active || undefined}>
      <span className="visually-hidden">Type the passage here</span>
      <input
        ref={input}
        className={styles.input}
        type="text"
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="go"
        // Keys reach the race from anywhere: between races this hidden field is no tab stop.
        tabIndex={active ? 0 : -1}
        aria-describedby="race-passage"
        placeholder={stage === 'racing' ? 'Type here…' : 'Tap here to type when the race starts'}
        data-testid="race-input"
      />
    </label>
  );
}
