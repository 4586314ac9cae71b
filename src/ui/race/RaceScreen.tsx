// The race screen: the track on top, the live chips, the passage card (or the result), and the
// input that takes the keys. React renders it when the stage changes (a few times a race); the
// RaceController owns everything that moves faster.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';

import { type Clock } from '../../domain/clock';
import { authEndpoints } from '../../domain/contracts/authEndpoints';
import { PROBLEM_TYPES, type ProblemType } from '../../domain/math';
import { joinKind } from '../../domain/race/raceView';
import { raceStandings } from '../../domain/race/standings';
import type { RaceResult } from '../../domain/realtime/protocol';
import { systemClock } from '../../domain/systemClock';
import { api } from '../api';
import { Button } from '../components/Button';
import { usePageTitle } from '../components/Page';
import { speedUnit } from '../content/format';
import { MathTypeChooser, useNarrowScreen } from '../math/MathTypeChooser';
import { ProblemView } from '../math/ProblemView';
import { useSite } from '../site';
import { createRaceSounds, silentPlayer, type RaceSoundPlayer } from '../sound/raceSounds';
import { requireCaptcha } from '../stores/botVerification';
import { getSession, useSession } from '../stores/sessionStore';
import { eventAgeMs, keyIntent, raceOwnsTarget } from './keyInput';
import { MathTypePicker, useCoarsePointer } from './MathTypePicker';
import { PassageView } from './PassageView';
import { QualifyingSave } from './QualifyingSave';
import { takeRaceNowArrival } from './raceArrival';
import { RaceCardHeader } from './RaceCardHeader';
import { browserConnect, type Connect } from './raceConnection';
import { RaceController } from './raceController';
import { RaceHud } from './RaceHud';
import { RacerList } from './RacerList';
import styles from './RaceScreen.module.css';
import { RaceSettings, type RaceSettingsValue } from './RaceSettings';
import { RaceStageOverlay } from './RaceStageOverlay';
import { RACE_UNDER_WAY, type RaceStage } from './raceStore';
import { DisqualifiedView, ResultsView } from './ResultsView';
import { loadRaceScene } from './sceneHost';
import { createTestHookPublisher, testHooksEnabled } from './testHooks';

/** Stages whose way on is the race button: Enter presses it. */
const STARTABLE: readonly RaceStage[] = ['ready', 'result', 'disqualified', 'error'];

export interface RaceScreenProps {
  /** /race/:username: the friend whose room to join. */
  friend?: string;
  /** A teacher watching: the race button does nothing. */
  viewOnly?: boolean;
  /** Tests replace the clock, the socket, the engine and the sounds. */
  clock?: Clock;
  connect?: Connect;
  loadScene?: typeof loadRaceScene;
  createSounds?: typeof createRaceSounds;
}

/** Money, level and speed changed with the race: the header and garage should show it. */
async function refreshPlayer(_result: RaceResult) {
  if (!getSession().user.loggedIn) return;
  try {
    const { user } = await api.call(authEndpoints.session);
    if (user.loggedIn) getSession().refreshUser(user);
  } catch {
    // The next page load catches up.
  }
}

export function RaceScreen(props: RaceScreenProps) {
  const [controller, setController] = useState<RaceController | null>(null);
  const sounds = useRef<RaceSoundPlayer>(silentPlayer);
  const raceSounds = useSession((state) => state.user.raceSounds);
  const { clock = systemClock, connect, loadScene, createSounds = createRaceSounds } = props;
  const unit = speedUnit(useSite().id);

  useEffect(() => {
    const player = createSounds(raceSounds);
    sounds.current = player;
    return () => {
      player.unload();
      sounds.current = silentPlayer;
    };
  }, [raceSounds, createSounds]);

  useEffect(() => {
    const created = new RaceController({
      clock,
      connect: connect ?? browserConnect(clock),
      loadScene: loadScene ?? loadRaceScene,
      sounds: { play: (name) => sounds.current.play(name), unload: () => {} },
      onResult: (result) => void refreshPlayer(result),
      onCaptchaRequired: requireCaptcha,
      publish: testHooksEnabled() ? createTestHookPublisher() : undefined,
      speedUnit: unit,
    });
    setController(created);
    return () => created.dispose();
  }, [clock, connect, loadScene, unit]);

  return controller ? <RaceScreenView controller={controller} {...props} /> : null;
}

function RaceScreenView({
  controller,
  friend,
  viewOnly = false,
}: RaceScreenProps & { controller: RaceController }) {
  const site = useSite();
  const user = useSession((state) => state.user);
  const s = useStore(controller.store);
  const sceneHost = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  // The current way to start a race, for the key handler and the arrival effect (set each render).
  const startRace = useRef<() => void>(() => {});
  const mathSite = site.id === 'math';
  const narrow = useNarrowScreen();
  const coarsePointer = useCoarsePointer();
  const [mathType, setMathType] = useState<ProblemType>(PROBLEM_TYPES[0]);
  const [chooserOpen, setChooserOpen] = useState(false);
  const onAnswer = useCallback((text: string) => void controller.answer(text), [controller]);
  const [raceSettings, setRaceSettings] = useState<RaceSettingsValue>(() => ({
    scoringMode: user.scoringMode,
    gameVisibility: user.gameVisibility,
  }));
  usePageTitle(friend ? `Race ${friend}` : site.raceButton === 'Play Now' ? 'Play' : 'Race');

  // Reached from a race button: race at once, no second Ready screen (raceArrival.ts).
  useEffect(() => {
    if (takeRaceNowArrival()) startRace.current();
  }, []);

  useEffect(() => {
    const host = sceneHost.current;
    if (!host) return;
    const destroy = controller.mountScene(host);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) controller.resizeScene(entry.contentRect.width, entry.contentRect.height);
    });
    observer.observe(host);
    return () => {
      observer.disconnect();
      destroy();
    };
  }, [controller]);

  const { name, carID, carHueAngle } = {
    name: user.loggedIn ? user.displayName || user.username : 'You',
    carID: user.carID,
    carHueAngle: user.carHueAngle,
  };
  useEffect(() => {
    controller.preview({ name, carID, carHueAngle });
  }, [controller, name, carID, carHueAngle]);

  // Keys come from anywhere on the page (not from other fields or dialogs); a phone's keyboard
  // types into the race input, whose text is taken and cleared.
  useEffect(() => {
    const el = input.current;
    controller.bindInput(el);
    // Taken at the window, before anything else sees it: a key the race uses is the race's alone,
    // so it skips React's root dispatch (selection bookkeeping and all) and any page shortcut.
    const onKeyDown = (event: KeyboardEvent) => {
      if (!raceOwnsTarget(event.target, el)) return;
      // Enter starts a race wherever the race button is the way on (ready, results, a failure).
      if (event.key === 'Enter' && STARTABLE.includes(controller.store.getState().stage)) {
        event.preventDefault();
        startRace.current();
        return;
      }
      if (controller.key(keyIntent(event), eventAgeMs(event))) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const onPaste = (event: Event) => {
      if (!raceOwnsTarget(event.target, el)) return;
      if (controller.paste()) event.preventDefault();
    };
    const onBeforeInput = (event: InputEvent) => {
      if (event.inputType.startsWith('insertFrom')) {
        event.preventDefault();
        controller.paste();
      } else if (event.inputType === 'insertText' && event.data) {
        event.preventDefault();
        controller.text(event.data, eventAgeMs(event));
      } else if (event.inputType === 'insertLineBreak') {
        event.preventDefault();
        controller.key({ kind: 'nitro' }, eventAgeMs(event));
      }
    };
    const onInput = () => {
      if (!el || el.value === '') return;
      controller.text(el.value);
      el.value = '';
    };
    window.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('paste', onPaste);
    document.addEventListener('drop', onPaste);
    el?.addEventListener('beforeinput', onBeforeInput);
    el?.addEventListener('input', onInput);
    return () => {
      controller.bindInput(null);
      window.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('paste', onPaste);
      document.removeEventListener('drop', onPaste);
      el?.removeEventListener('beforeinput', onBeforeInput);
      el?.removeEventListener('input', onInput);
    };
  }, [controller]);

  const kind = joinKind(user, friend);
  // Practice and qualifying races are the player and bots: settings only matter in shared rooms.
  const showSettings = kind !== 'practice' && !RACE_UNDER_WAY.includes(s.stage) && !viewOnly;
  const race = (type: ProblemType = mathType) => {
    const settings = kind === 'practice' ? undefined : raceSettings;
    // The server keeps them as the player's defaults; the session shows the same at once.
    if (settings && user.loggedIn) getSession().refreshUser({ ...user, ...settings });
    controller.start({ kind, host: friend, settings, lessonID: mathSite ? type : undefined });
  };
  const startMath = (type: ProblemType) => {
    setMathType(type);
    race(type);
  };
  // On a phone the math site asks for the problem type first (SPEC §2 Choose Math Type).
  const onRace = () => {
    if (viewOnly) return;
    if (mathSite && narrow) setChooserOpen(true);
    else race();
  };
  startRace.current = onRace;
  const raceAgainLabel = site.raceButton === 'Play Now' ? 'Play Again' : 'Race Again';
  const math = s.math;
  // The words follow the site, not the race under way: before a math race starts there is no
  // problem yet, and the screen must still speak of problems, never of a passage or WPM.
  const mode = mathSite ? 'math' : 'typing';
  const inRace = s.stage === 'countdown' || s.stage === 'racing' || s.stage === 'finishing';
  const showPassage = s.passage !== '' && (inRace || s.stage === 'waiting');

  return (
    <div className={styles.screen} data-stage={s.stage}>
      <h1 className="visually-hidden">{friend ? `Race with ${friend}` : 'Race'}</h1>
      {/* Place changes, finishers and the final result, spoken politely (raceController). */}
      <p
        ref={controller.bindAnnouncer}
        className="visually-hidden"
        aria-live="polite"
        aria-atomic="true"
        data-testid="race-announcer"
      />
      <section className={styles.track} aria-label="Race track">
        <div ref={sceneHost} className={styles.scene} data-scene={s.scene} />
        {s.scene === 'failed' && (
          <p className={styles.sceneFailed}>The track can’t be drawn on this device.</p>
        )}
        <RaceStageOverlay
          stage={s.stage}
          racers={s.racers.length}
          error={s.error}
          raceLabel={site.raceButton}
          mode={mode}
          friend={friend}
          viewOnly={viewOnly}
          onRace={onRace}
        />
      </section>

      {showSettings && <RaceSettings value={raceSettings} onChange={setRaceSettings} />}
      {mathSite && !RACE_UNDER_WAY.includes(s.stage) && !narrow && (
        <MathTypePicker value={mathType} onChange={setMathType} />
      )}
      {mathSite && (
        <MathTypeChooser
          open={chooserOpen}
          onPick={(type) => {
            startMath(type);
            setChooserOpen(false);
          }}
          onClose={() => setChooserOpen(false)}
        />
      )}

      <RacerList
        racers={s.racers}
        youID={s.youID}
        places={s.places}
        visible={s.scene === 'failed'}
      />

      {s.stage === 'result' && s.result ? (
        <ResultsView
          result={s.result}
          standings={raceStandings(s.racers, s.youID, s.finishes)}
          experience={user.loggedIn ? user.experience : null}
          raceAgainLabel={raceAgainLabel}
          viewOnly={viewOnly}
          onRaceAgain={onRace}
        >
          <QualifyingSave result={s.result} />
        </ResultsView>
      ) : s.stage === 'disqualified' && s.disqualified ? (
        <DisqualifiedView
          message={s.disqualified.message}
          raceAgainLabel={raceAgainLabel}
          viewOnly={viewOnly}
          onRaceAgain={onRace}
        />
      ) : (
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
                  touch={coarsePointer}
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
      )}
      <label
        hidden={mode === 'math'}
        className={styles.inputLabel}
        data-active={inRace || s.stage === 'waiting' || undefined}
      >
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
          aria-describedby="race-passage"
          placeholder={
            s.stage === 'racing' ? 'Type here…' : 'Tap here to type when the race starts'
          }
          data-testid="race-input"
        />
      </label>
    </div>
  );
}
