// The player's muted notice groups (SPEC §4 Notifications): one checkbox per group the overlay
// queue can mute. A change shows at once (the session's user, which feeds the queue in
// OverlayHost) and is saved on the account (POST /settings/notices), whose answer becomes the
// session's user; a refused save puts the last saved list back and says so.
import { useId, useState } from 'react';

import { notificationEndpoints } from '../../domain/contracts/notificationEndpoints';
import {
  MUTABLE_NOTICE_GROUPS,
  mutedGroups,
  type MutableNoticeGroup,
} from '../../domain/notifications/mutedGroups';
import { api } from '../api';
import { CheckboxField } from '../components/Field';
import { Panel } from '../components/Page';
import { getSession, useSession } from '../stores/sessionStore';
import styles from './MutedNoticesSetting.module.css';

/** What each group's notices are, in the player's words. */
export const MUTED_GROUP_LABELS: Readonly<Record<MutableNoticeGroup, string>> = {
  achievements: 'Achievements unlocked',
  features: 'Features unlocked',
  progress: 'Level-ups and completed challenges',
  friends: 'Friends (online, requests, cash)',
  teams: 'Teams (invites, applications, new members)',
  races: 'Race invites and players waiting',
  leagues: 'League updates',
  purchases: 'Purchases',
};

let saving = Promise.resolve();

/** Sends the list; the answer becomes the session's user. False when it was not saved. */
async function send(muted: MutableNoticeGroup[]): Promise<boolean> {
  try {
    const { user } = await api.call(notificationEndpoints.saveMutedNotices, { body: { muted } });
    getSession().refreshUser(user);
    return true;
  } catch {
    return false;
  }
}

export function MutedNoticesSetting() {
  const headingId = useId();
  const muted = useSession((s) => mutedGroups(s.user.mutedNotices).join(','));
  const [failed, setFailed] = useState(false);
  const list = muted ? (muted.split(',') as MutableNoticeGroup[]) : [];

  const toggle = (group: MutableNoticeGroup, mute: boolean) => {
    const next = MUTABLE_NOTICE_GROUPS.filter((g) => (g === group ? mute : list.includes(g)));
    setFailed(false);
    // Shown (and fed into the queue) at once.
    const session = getSession();
    session.refreshUser({ ...session.user, mutedNotices: next });
    // Saved one after another, so the account ends with the last choice made.
    saving = saving.then(async () => {
      if (await send(next)) return;
      const now = getSession();
      now.refreshUser({ ...now.user, mutedNotices: list });
      setFailed(true);
    });
  };

  return (
    <Panel labelledBy={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.title}>
        Announcements
      </h2>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          Mute these popups and growls on every page. A muted one is skipped, not saved for later.
        </legend>
        <div className={styles.groups}>
          {MUTABLE_NOTICE_GROUPS.map((group) => (
            <CheckboxField
              key={group}
              name="mutedNotices"
              value={group}
              label={MUTED_GROUP_LABELS[group]}
              checked={list.includes(group)}
              onChange={(event) => toggle(group, event.currentTarget.checked)}
            />
          ))}
        </div>
      </fieldset>
      {failed && (
        <p role="alert" className={styles.error}>
          That change was not saved. Check your connection and try again.
        </p>
      )}
    </Panel>
  );
}
