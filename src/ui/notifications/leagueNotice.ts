// A pushed league-update sets the session player's tier, highest tier and tournament wins (SPEC
// §4), as the rollover already did to the stored player; a team's update changes no player field.
import { LEAGUE_REASONS, type LeagueReason } from '../../domain/leagues/leagues';
import type { OverlayNotice } from '../../domain/notifications/overlayQueue';
import { getSession } from '../stores/sessionStore';

const int = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

export function applyLeagueNotice(notice: Pick<OverlayNotice, 'type' | 'data'>): void {
  if (notice.type !== 'league-update') return;
  const session = getSession();
  if (!session.user.loggedIn) return;
  const tier = int(notice.data.newTier);
  const highest = int(notice.data.highestLeagueTier);
  const won = int(notice.data.tournamentsWon);
  if (tier === null || highest === null || won === null) return;
  session.refreshUser({
    ...session.user,
    leagueTier: tier,
    highestLeagueTier: highest,
    tournamentsWon: won,
  });
}

/** The reason a notice carries, or null for one this client does not know. */
export function leagueReasonOf(data: Record<string, unknown>): LeagueReason | null {
  const reason = data.reason;
  return (LEAGUE_REASONS as readonly unknown[]).includes(reason) ? (reason as LeagueReason) : null;
}
