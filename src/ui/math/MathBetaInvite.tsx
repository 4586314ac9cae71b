// SPEC §5, §9: the typing site invites a long-standing gold player to the math beta, once. The
// decision is taken when the shell mounts for a player (shouldShowMathAnnouncement over the
// session user, the site, the clock and what this browser remembers); showing it stores
// afterMathAnnouncementShown at once, so a reload or a second tab does not show it again.
// Play Now! crosses to the math site's race page still logged in.
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';

import {
  afterMathAnnouncementShown,
  shouldShowMathAnnouncement,
} from '../../domain/math/announcement';
import { isRaceTab } from '../../domain/nav/routes';
import { SITES } from '../../domain/site';
import { nowMs } from '../clock';
import { useCrossSiteNavigation } from '../components/useCrossSiteNavigation';
import { useFullScreenModeSetting } from '../race/raceAccountSettings';
import { raceDisplay } from '../race/useRaceDisplayMode';
import { useSite } from '../site';
import { browserStorage, type KeyValueStorage } from '../stores/persist';
import { useChromeless } from '../stores/raceDisplay';
import { useSession } from '../stores/sessionStore';
import { readMathAnnouncementState, writeMathAnnouncementState } from './mathAnnouncementStore';
import { MathBetaAnnouncement } from './MathBetaAnnouncement';

/** Where Play Now! lands: the math site's race page, as its own race button names it. */
export const MATH_INVITE_REDIRECT = SITES.math.racePath;

export interface MathBetaInviteProps {
  /** Where the browser goes; window.location.assign by default (tests pass their own). */
  navigate?: (url: string) => void;
  /** Browser local storage by default; null runs without memory (tests pass their own). */
  storage?: KeyValueStorage | null;
}

/**
 * Whether the race page has the whole screen: the streamer's overlay (/race?overlay=1) or the
 * fullscreen race mode. Read from the address and the setting as well as the layout's flag, so it
 * holds on the very first render, before the race page has told the layout.
 */
function useRaceOwnsScreen(): boolean {
  const [pathname] = useLocation();
  const search = useSearch();
  const fullScreenMode = useFullScreenModeSetting();
  const chromeless = useChromeless();
  return chromeless || (isRaceTab(pathname) && raceDisplay(search, fullScreenMode) !== 'page');
}

/**
 * Decides afresh for each player: logging in as someone else remounts the invitation. Never over
 * a race that has the whole screen (a streamer's capture would show it): it waits for the first
 * page with the site's header, and hides again while the race has the screen.
 */
export function MathBetaInvite(props: MathBetaInviteProps) {
  const loggedIn = useSession((state) => state.user.loggedIn);
  const userID = useSession((state) => state.user.userID);
  const raceOwnsScreen = useRaceOwnsScreen();
  const [arrived, setArrived] = useState(!raceOwnsScreen);
  if (!arrived && !raceOwnsScreen) setArrived(true);
  if (!arrived) return null;
  return (
    <MathBetaInviteForPlayer
      key={loggedIn ? `player-${userID}` : 'guest'}
      hidden={raceOwnsScreen}
      {...props}
    />
  );
}

function MathBetaInviteForPlayer({
  navigate,
  storage: given,
  hidden,
}: MathBetaInviteProps & { hidden: boolean }) {
  const site = useSite();
  const user = useSession((state) => state.user);
  const storage = given === undefined ? browserStorage() : given;
  // Taken once, at mount: the invitation neither appears later in the visit nor comes back.
  const [shownAt] = useState<number | null>(() => {
    const nowSeconds = Math.floor(nowMs() / 1000);
    const stored = readMathAnnouncementState(storage, user.userID);
    return shouldShowMathAnnouncement({ site, user, nowSeconds, ...stored }) ? nowSeconds : null;
  });
  const [open, setOpen] = useState(shownAt !== null);
  const { go, busy, error } = useCrossSiteNavigation('math', navigate);
  const { userID } = user;

  useEffect(() => {
    if (shownAt === null) return;
    writeMathAnnouncementState(storage, userID, afterMathAnnouncementShown(shownAt));
  }, [shownAt, storage, userID]);

  return (
    <MathBetaAnnouncement
      open={open && !hidden}
      busy={busy}
      error={error}
      onPlay={() => void go(MATH_INVITE_REDIRECT)}
      onClose={() => setOpen(false)}
    />
  );
}
