// The race screen: the track on top, the live chips, the passage card (or the result), and the
// input that takes the keys. React renders it when the stage changes (a few times a race); the
// RaceController owns everything that moves faster. The keys (useRaceKeyboard), the scene host
// (RaceTrack), the card (RaceCard) and the page's layout modes (useRaceDisplayMode) live apart.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';

import { type Clock } from '../../domain/clock';
import { authEndpoints } from '../../domain/contracts/authEndpoints';
import { PROBLEM_TYPES, type ProblemType } from '../../domain/math';
import { joinKind } from '../../domain/race/raceView';
import { raceStandings } from '../../domain/race/standings';
import type { RaceResult } from '../../domain/realtime/protocol';
import { afterNextPaint, systemClock } from '../../domain/systemClock';
import { api } from '../api';
import { usePageTitle } from '../components/Page';
import { speedUnit } from '../content/format';
import { MathTypeChooser, useNarrowScreen } from '../math/MathTypeChooser';
import { reportRace } from '../notifications/bus';
import { useSite } from '../site';
import { createRaceSounds, silentPlayer, type RaceSoundPlayer } from '../sound/raceSounds';
import { requireCaptcha } from '../stores/botVerification';
import { useRaceDisplay } from '../stores/raceDisplay';
import { getSession, useSession } from '../stores/sessionStore';
import { ChatPanel } from './chat/ChatPanel';
import { MathTypePicker, useCoarsePointer } from './MathTypePicker';
import { namingScene } from './ownNameScene';
import { QualifyingSave } from './QualifyingSave';
import { useRaceSoundsSetting, useRaceVolume } from './raceAccountSettings';
import { takeRaceNowArrival } from './raceArrival';
import { RaceCard, RaceInput } from './RaceCard';
import { browserConnect, type Connect } from './raceConnection';
import { RaceController } from './raceController';
import { RacerList } from './RacerList';
import styles from './RaceScreen.module.css';
import { RaceSettings, type RaceSettingsValue } from './RaceSettings';
import { RaceStageOverlay } from './RaceStageOverlay';
import { RACE_UNDER_WAY } from './raceStore';
import { RaceToolbar } from './RaceToolbar';
import { RaceTrack } from './RaceTrack';
import { DisqualifiedView, ResultsView } from './ResultsView';
import { loadRaceScene } from './sceneHost';
import { createTestHookPublisher, testHooksEnabled } from './testHooks';
import { useRaceDisplayMode } from './useRaceDisplayMode';
import { useRaceKeyboard, type RaceKeyActions } from './useRaceKeyboard';

/** What the player's own car and list entry say when they hide their name. */
export const HIDDEN_NAME = 'You';

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
  const raceSounds = useRaceSoundsSetting();
  const volume = useRaceVolume();
  const volumeNow = useRef(volume);
  volumeNow.current = volume;
  const { clock = systemClock, connect, loadScene, createSounds = createRaceSounds } = props;
  const unit = speedUnit(useSite().id);

  useEffect(() => {
    // Created at the volume of the moment; the slider then moves it live (below).
    const player = createSounds(raceSounds, { volume: volumeNow.current });
    sounds.current = player;
    return () => {
      player.unload();
      sounds.current = silentPlayer;
    };
  }, [raceSounds, createSounds]);
  useEffect(() => sounds.current.setVolume?.(volume), [volume, raceSounds]);

  useEffect(() => {
    const created = new RaceController({
      clock,
      connect: connect ?? browserConnect(clock),
      // Hide my name: the scene is fed the player's own name as the page chooses.
      loadScene: namingScene(loadScene ?? loadRaceScene, () =>
        useRaceDisplay.getState().hideName ? HIDDEN_NAME : null,
      ),
      sounds: { play: (name) => sounds.current.play(name), unload: () => {} },
      onResult: (result) => void refreshPlayer(result),
      onCaptchaRequired: requireCaptcha,
      publish: testHooksEnabled() ? createTestHookPublisher() : undefined,
      speedUnit: unit,
      afterPaint: afterNextPaint,
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
  const input = useRef<HTMLInputElement>(null);
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
  const { display, backdrop, toggleFullscreen, enterBrowserFullscreen } = useRaceDisplayMode();
  const hideName = useRaceDisplay((state) => state.hideName);
  usePageTitle(friend ? `Race ${friend}` : site.raceButton === 'Play Now' ? 'Play' : 'Race');

  // The key handler's actions, current on every render.
  const keyActions = useRef<RaceKeyActions>({ start: () => {}, toggleFullscreen: () => {} });
  useRaceKeyboard(controller, input, keyActions);

  // Reached from a race button: race at once, no second Ready screen (raceArrival.ts).
  useEffect(() => {
    if (takeRaceNowArrival()) keyActions.current.start();
  }, []);

  const name = hideName ? HIDDEN_NAME : user.loggedIn ? user.displayName || user.username : 'You';
  const { carID, carHueAngle } = user;
  useEffect(() => {
    controller.preview({ name, carID, carHueAngle });
  }, [controller, name, carID, carHueAngle]);

  const kind = joinKind(user, friend);
  const underWay = RACE_UNDER_WAY.includes(s.stage);
  // The overlay queue holds its popups and growls while a race is under way (SPEC §4).
  useEffect(() => reportRace(underWay), [underWay]);
  useEffect(() => () => reportRace(false), []);
  // Practice and qualifying races are the player and bots: settings only matter in shared rooms.
  const showSettings = kind !== 'practice' && !underWay && !viewOnly && display !== 'overlay';
  const race = (type: ProblemType = mathType) => {
    const settings = kind === 'practice' ? undefined : raceSettings;
    // The server keeps them as the player's defaults; the session shows the same at once.
    if (settings && user.loggedIn) getSession().refreshUser({ ...user, ...settings });
    controller.start({ kind, host: friend, settings, lessonID: mathSite ? type : undefined });
  };
  // On a phone the math site asks for the problem type first (SPEC §2 Choose Math Type).
  const onRace = () => {
    if (viewOnly) return;
    enterBrowserFullscreen();
    if (mathSite && narrow) setChooserOpen(true);
    else race();
  };
  // A friend room waits for its host's Start race (begin-friend-race); the others wait for them.
  const isHost = s.hostUserID !== null && user.loggedIn && user.userID === s.hostUserID;
  const friendRoom =
    kind === 'friend' && friend && s.hostUserID !== null && !viewOnly
      ? {
          hostName: friend,
          isHost,
          hostHere: s.racers.some((r) => r.userID === s.hostUserID),
          racers: s.racers.length,
          onBegin: () => void controller.beginFriendRace(),
        }
      : null;
  keyActions.current = {
    start: onRace,
    toggleFullscreen,
    begin: isHost && s.racers.length > 1 ? () => void controller.beginFriendRace() : undefined,
  };
  const raceAgainLabel = site.raceButton === 'Play Now' ? 'Play Again' : 'Race Again';
  // The words follow the site, not the race under way: before a math race starts there is no
  // problem yet, and the screen must still speak of problems, never of a passage or WPM.
  const mode = mathSite ? 'math' : 'typing';
  const racers = useMemo(
    () =>
      hideName
        ? s.racers.map((r) => (r.id === s.youID ? { ...r, name: HIDDEN_NAME } : r))
        : s.racers,
    [hideName, s.racers, s.youID],
  );

  // Over the track's sky while the race is ahead or on; after it, a row under the track, so the
  // finish (its board, the place badges) is in full view however short the track has become.
  const afterRace = s.stage === 'result' || s.stage === 'disqualified';
  const toolbar = (
    <RaceToolbar
      display={display}
      placement={afterRace ? 'row' : 'sky'}
      compact={underWay}
      toggleFullscreen={toggleFullscreen}
      onPointerDone={
        underWay && !mathSite ? () => input.current?.focus({ preventScroll: true }) : undefined
      }
    />
  );

  const trackWithToolbar = (
    <>
      {display !== 'overlay' && !afterRace && toolbar}
      <RaceTrack controller={controller} scene={s.scene}>
        <RaceStageOverlay
          stage={s.stage}
          racers={s.racers.length}
          error={s.error}
          raceLabel={site.raceButton}
          mode={mode}
          friend={friend}
          friendRoom={friendRoom}
          viewOnly={viewOnly}
          onRace={onRace}
        />
      </RaceTrack>
      {display !== 'overlay' && afterRace && toolbar}
    </>
  );
  // Friend rooms only (the server relays chat nowhere else); never over a streamer's overlay.
  const chat = kind === 'friend' && display !== 'overlay' && s.stage !== 'ready' && (
    <ChatPanel
      controller={controller}
      stage={s.stage}
      math={mathSite}
      beside={display === 'page'}
    />
  );
  const chatBeside = Boolean(chat) && display === 'page';

  return (
    <div
      className={styles.screen}
      data-stage={s.stage}
      data-display={display}
      data-backdrop={backdrop ?? undefined}
    >
      <h1 className="visually-hidden">{friend ? `Race with ${friend}` : 'Race'}</h1>
      {/* Place changes, finishers and the final result, spoken politely (raceController). */}
      <p
        ref={controller.bindAnnouncer}
        className="visually-hidden"
        aria-live="polite"
        aria-atomic="true"
        data-testid="race-announcer"
      />
      {chatBeside ? (
        // Desktop: the chat beside the track, never over the passage (phones keep it below).
        <div className={styles.trackRow}>
          <div className={styles.trackCell}>{trackWithToolbar}</div>
          <div className={styles.chatSide}>{chat}</div>
        </div>
      ) : (
        trackWithToolbar
      )}

      {showSettings && <RaceSettings value={raceSettings} onChange={setRaceSettings} />}
      {/* Not over a streamer's overlay (its chroma green would swallow it): the type chosen in
          the normal view carries over. */}
      {mathSite && !underWay && !narrow && display !== 'overlay' && (
        <MathTypePicker value={mathType} onChange={setMathType} />
      )}
      {mathSite && (
        <MathTypeChooser
          open={chooserOpen}
          onPick={(type) => {
            setMathType(type);
            race(type);
            setChooserOpen(false);
          }}
          onClose={() => setChooserOpen(false)}
        />
      )}

      <RacerList racers={racers} youID={s.youID} places={s.places} visible={s.scene === 'failed'} />

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
        <RaceCard
          controller={controller}
          state={s}
          mode={mode}
          touch={coarsePointer}
          input={input}
          onAnswer={onAnswer}
        />
      )}
      {!chatBeside && chat}
      <RaceInput input={input} mode={mode} stage={s.stage} />
    </div>
  );
}
