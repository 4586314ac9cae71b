// What a growl or toast says for each notification type (SPEC §7 server messages, issue 12's
// progression notices). Data comes from the server as loose JSON: every field is read defensively.
import type { OverlayNotice } from '../../domain/notifications/overlayQueue';

export interface NoticeText {
  title: string;
  body?: string;
  /** A page the notice leads to, and the link's words. */
  href?: string;
  linkLabel?: string;
}

const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const GIFT_TERMS: Record<string, string> = {
  monthly: 'one month of Nitro Gold',
  yearly: 'one year of Nitro Gold',
  lifetime: 'lifetime Nitro Gold',
};

/** Who a notice is about, by display name first. */
function who(data: Record<string, unknown>): string {
  return str(data.displayName) ?? str(data.username) ?? str(data.from) ?? 'A racer';
}

export function noticeText({ type, data }: OverlayNotice): NoticeText {
  switch (type) {
    case 'level-up': {
      const level = num(data.level);
      return {
        title: level === null ? 'Level up!' : `Level ${level} reached`,
        body: 'Keep racing to climb higher.',
      };
    }
    case 'challenge-complete': {
      const xp = num(data.experience);
      return {
        title: 'Challenge complete',
        body: [str(data.title), xp === null ? null : `+${xp.toLocaleString('en-US')} XP`]
          .filter(Boolean)
          .join(' · '),
      };
    }
    case 'friend-online':
      return { title: `${who(data)} is online` };
    case 'friend-accept':
      return { title: 'New friend', body: `${who(data)} accepted your friend request.` };
    case 'friend-requests':
      return { title: 'Friend requests', body: 'Someone wants to be your friend.' };
    case 'sent-cash': {
      const amount = num(data.amount);
      return {
        title: 'Cash received',
        body: `${who(data)} sent you ${amount === null ? 'cash' : `$${amount.toLocaleString('en-US')}`}.`,
      };
    }
    case 'team-accept':
      return { title: 'Welcome to the team', body: `You joined ${teamName(data)}.` };
    case 'team-invite':
      return { title: 'Team invite', body: `${who(data)} invited you to ${teamName(data)}.` };
    case 'team-application':
      return { title: 'Team application', body: `${who(data)} wants to join your team.` };
    case 'team-member-joined':
      return { title: 'New teammate', body: `${who(data)} joined your team.` };
    case 'race-invite': {
      const username = str(data.username);
      return {
        title: 'Race invite',
        body: `${who(data)} invited you to a race.`,
        ...(username ? { href: `/race/${encodeURIComponent(username)}`, linkLabel: 'Join' } : {}),
      };
    }
    case 'waiting-to-play': {
      const total = num(data.totalWaiting) ?? 1;
      return {
        title: total === 1 ? 'A racer is waiting' : `${total} racers are waiting`,
        body: 'They want to race you.',
      };
    }
    case 'league-update':
    case 'league-update-team':
      return {
        title: type === 'league-update' ? 'League update' : 'Team league update',
        body: 'Your league standing changed.',
      };
    case 'gold-gift': {
      const term = GIFT_TERMS[str(data.term) ?? ''] ?? 'Nitro Gold';
      return {
        title: 'You got Nitro Gold!',
        body: `${who(data)} gave you ${term}. Enjoy!`,
      };
    }
    case 'purchase':
      return { title: 'Purchase complete', body: 'Thank you! Your items are in your garage.' };
    default:
      return { title: 'Notification' };
  }
}

function teamName(data: Record<string, unknown>): string {
  const tag = str(data.tag);
  return tag ? `[${tag}]` : 'a team';
}
