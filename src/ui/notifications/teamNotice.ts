// A pushed team notice updates the session's player at once (the Team badge, a new tag), by the
// rules the server applied when it sent it (src/domain/teams/teamNotices.ts).
import type { OverlayNotice } from '../../domain/notifications/overlayQueue';
import { afterTeamNotice } from '../../domain/teams/teamNotices';
import { getSession } from '../stores/sessionStore';

export function applyTeamNotice(notice: Pick<OverlayNotice, 'type' | 'data'>): void {
  if (!notice.type.startsWith('team-')) return;
  const session = getSession();
  const next = afterTeamNotice(session.user, notice.type, notice.data);
  if (next !== session.user) session.refreshUser(next);
}
