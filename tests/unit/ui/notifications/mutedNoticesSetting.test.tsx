// The muted-notices setting: one labelled checkbox per mutable group in one fieldset; a change
// shows at once in the session (which feeds the overlay queue) and is saved with the whole list;
// the server's answer becomes the session's user; a refused save puts the last list back and says so.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { MUTABLE_NOTICE_GROUPS } from '../../../../src/domain/notifications/mutedGroups';
import { defaultUser, type User } from '../../../../src/domain/user';
import {
  MUTED_GROUP_LABELS,
  MutedNoticesSetting,
} from '../../../../src/ui/notifications/MutedNoticesSetting';
import { getSession } from '../../../../src/ui/stores/sessionStore';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../../src/ui/api', () => ({ api: { call } }));

afterEach(() => {
  cleanup();
  call.mockReset();
});

function player(mutedNotices: string[]): User {
  return { ...defaultUser(), loggedIn: true, userID: 5, username: 'mia', mutedNotices };
}

const box = (group: (typeof MUTABLE_NOTICE_GROUPS)[number]) =>
  screen.getByRole('checkbox', { name: MUTED_GROUP_LABELS[group] }) as HTMLInputElement;
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('muted notices setting', () => {
  it('lists every mutable group, checked as the account has them', () => {
    getSession().refreshUser(player(['friends', 'nonsense']));
    render(<MutedNoticesSetting />);
    expect(screen.getByRole('group', { name: /Mute these popups/ })).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(MUTABLE_NOTICE_GROUPS.length);
    expect(box('friends').checked).toBe(true);
    expect(box('achievements').checked).toBe(false);
  });

  it('saves the whole list on change, and takes the answer as the user', async () => {
    getSession().refreshUser(player(['friends']));
    call.mockResolvedValue({ user: player(['achievements', 'friends']) });
    render(<MutedNoticesSetting />);
    fireEvent.click(box('achievements'));
    // Shown at once, before the answer.
    expect(getSession().user.mutedNotices).toEqual(['achievements', 'friends']);
    await settle();
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]![1]).toEqual({ body: { muted: ['achievements', 'friends'] } });
    expect(box('achievements').checked).toBe(true);
  });

  it('puts the last list back and says so when the save is refused', async () => {
    getSession().refreshUser(player(['races']));
    call.mockRejectedValue(new Error('offline'));
    render(<MutedNoticesSetting />);
    fireEvent.click(box('races'));
    await settle();
    expect(getSession().user.mutedNotices).toEqual(['races']);
    expect(box('races').checked).toBe(true);
    expect(screen.getByRole('alert').textContent).toMatch(/not saved/);
  });
});
