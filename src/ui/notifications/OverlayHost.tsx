// The overlay host, mounted once in the app shell: for a logged-in player it runs the overlay
// queue (overlayController) with the groups the player muted, feeds it the notices kept from the
// last visit, the server's unseen ones and those pushed over the player's realtime connection,
// pauses it while a race is under way (and on the streamer overlay view), and shows what the
// queue says: growls, the toast, and one popup at a time.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { useStore } from 'zustand';

import type { Clock } from '../../domain/clock';
import { notificationEndpoints } from '../../domain/contracts/notificationEndpoints';
import { mutedGroups } from '../../domain/notifications/mutedGroups';
import { visiblePopup, type OverlayNotice } from '../../domain/notifications/overlayQueue';
import { systemClock } from '../../domain/systemClock';
import { api } from '../api';
import { openModalCount, subscribeOpenModals } from '../components/openModals';
import { useBotVerification } from '../stores/botVerification';
import { useRaceDisplay } from '../stores/raceDisplay';
import { getAppSession, getSession, useSession } from '../stores/sessionStore';
import { isRaceUnderWay, overlayBus } from './bus';
import { fromStored, storedIDs } from './fromServer';
import { GrowlStack, NoticeToast } from './Growls';
import { createOverlayController, type OverlayController } from './overlayController';
import { openPlayerConnection } from './playerConnection';
import { OverlayPopup } from './Popups';

export interface OverlayHostProps {
  clock?: Clock;
}

export function OverlayHost({ clock = systemClock }: OverlayHostProps) {
  const userID = useSession((s) => (s.user.loggedIn ? s.user.userID : null));
  // A new player (or none) starts a fresh queue.
  return userID === null ? null : <PlayerOverlays key={userID} clock={clock} />;
}

function markSeen(ids: string[]) {
  const numbers = storedIDs(ids);
  if (numbers.length === 0) return;
  void api
    .call(notificationEndpoints.notificationsSeen, { body: { ids: numbers.slice(0, 100) } })
    .catch(() => {
      // Unseen still: the next page load shows it again.
    });
}

function persist(pending: OverlayNotice[]) {
  if (getSession().logoutPending) return;
  getAppSession().store.setState({
    notifications: pending
      .filter((n) => n.persist)
      .map(({ id, type, data, persist }) => ({ id, type, data, seen: false, persist })),
  });
}

function useOverlayController(clock: Clock): OverlayController {
  const [controller] = useState(() =>
    createOverlayController({
      clock,
      markSeen,
      persist,
      log: (message, notice) => console.warn(`overlay queue: ${message}`, notice.id),
    }),
  );
  useEffect(() => () => controller.dispose(), [controller]);
  return controller;
}

function PlayerOverlays({ clock }: { clock: Clock }) {
  const controller = useOverlayController(clock);
  const [path] = useLocation();

  // Paused (first, so nothing shows before it) while a race is under way, and on the streamer
  // overlay view (/race?overlay=1), which shows the race alone on the stream.
  const [racing, setRacing] = useState(isRaceUnderWay);
  useEffect(() => {
    overlayBus.on('race', setRacing);
    setRacing(isRaceUnderWay()); // a word said between the render and now
    return () => overlayBus.off('race', setRacing);
  }, []);
  const streamerOverlay = useRaceDisplay((s) => s.backdrop !== null);
  // And while one of the page's own dialogs is open (sign-up, daily challenges, ...): an
  // announcement never stacks over it.
  const dialogOpen = useSyncExternalStore(subscribeOpenModals, openModalCount) > 0;
  useEffect(
    () => controller.setPaused(racing || streamerOverlay || dialogOpen),
    [controller, racing, streamerOverlay, dialogOpen],
  );

  // The player's muted groups, before anything is fed in, and again whenever they change.
  const muted = useSession((s) =>
    (s.user.loggedIn ? mutedGroups(s.user.mutedNotices) : []).join(','),
  );
  useEffect(() => controller.setMuted(muted ? muted.split(',') : []), [controller, muted]);

  // Feed: last visit's notices, then the bus (pushes, the race), then the server's unseen ones.
  useEffect(() => {
    controller.add(getSession().notifications.map((n) => ({ ...n })));
    const onNotices = (notices: OverlayNotice[]) => controller.add(notices);
    overlayBus.on('notices', onNotices);
    // The session adds a captcha notice when the player's status calls for one.
    const unsubscribe = getAppSession().store.subscribe((state, prev) => {
      if (state.notifications !== prev.notifications) controller.add(state.notifications);
    });
    let cancelled = false;
    // On load, and each time the realtime connection (re)opens: a notice recorded while nothing
    // was listening is stored, so asking again finds it (the queue drops ones it already has).
    const fetchUnseen = () =>
      api.call(notificationEndpoints.notifications).then(
        ({ notifications }) => !cancelled && controller.add(notifications.map(fromStored)),
        () => {
          // Offline or refused: the next page load asks again.
        },
      );
    void fetchUnseen();
    overlayBus.on('connected', fetchUnseen);
    return () => {
      cancelled = true;
      overlayBus.off('connected', fetchUnseen);
      overlayBus.off('notices', onNotices);
      unsubscribe();
    };
  }, [controller]);

  // The player's realtime connection: opened once, checking in on every page.
  const [connection, setConnection] = useState<ReturnType<typeof openPlayerConnection> | null>(
    null,
  );
  useEffect(() => {
    const opened = openPlayerConnection({ clock, path: window.location.pathname });
    setConnection(opened);
    return () => opened.close();
  }, [clock]);
  useEffect(() => connection?.checkin(path), [connection, path]);

  useCaptchaDone(controller);

  const view = useStore(controller.store);
  const popup = visiblePopup(view.queue, view.now);
  if (streamerOverlay) return null;
  return (
    <>
      <GrowlStack
        growls={view.queue.growls}
        onDismiss={controller.dismiss}
        onHold={controller.holdGrowls}
      />
      <NoticeToast toast={view.queue.toast} onDismiss={controller.dismiss} />
      {popup && popup.closingAt === null && (
        <OverlayPopup popup={popup} onDismiss={controller.dismiss} />
      )}
    </>
  );
}

/** The captcha notice is the bot verification modal's turn: over once that modal is. */
function useCaptchaDone(controller: OverlayController) {
  const verifying = useSession((s) => s.user.loggedIn && s.user.captchaStatus === 'pending');
  const dismissed = useBotVerification((s) => s.dismissed);
  const captchaShown = useStore(controller.store, (v) => v.queue.popup?.kind === 'captcha');
  useEffect(() => {
    if (captchaShown && (!verifying || dismissed)) controller.dismiss('captcha');
  }, [captchaShown, verifying, dismissed, controller]);
}
