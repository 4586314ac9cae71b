// The overlay queue's one-thing announcements, all drawn by FeaturePopup: Daily Challenges (Close
// only, focused), Season Content (its link, then a ghost Close that takes the focus) and the season
// level reached (its link only). Each button closes the popup.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { OverlayNotice, ShownPopup } from '../../../../src/domain/notifications/overlayQueue';
import { OverlayPopup } from '../../../../src/ui/notifications/Popups';

afterEach(cleanup);

const notice = (type: string, data: Record<string, unknown>): OverlayNotice => ({
  id: 'n1',
  type,
  data,
  persist: true,
});

function show(kind: ShownPopup['kind'], data: Record<string, unknown>) {
  const onDismiss = vi.fn();
  render(
    <OverlayPopup
      popup={{ kind, notices: [notice(kind, data)], openAt: 0, closingAt: null }}
      onDismiss={onDismiss}
    />,
  );
  return onDismiss;
}

describe('feature popups', () => {
  it('announces Daily Challenges with one focused Close', () => {
    const onDismiss = show('feature-unlocked', { feature: 'challenges' });
    const dialog = screen.getByRole('dialog', { name: 'Feature Unlocked' });
    expect(within(dialog).getByRole('heading', { name: 'Daily Challenges' })).toBeTruthy();
    expect(within(dialog).queryAllByRole('link')).toHaveLength(0);
    // The popup's own Close button (not the dialog's ×) has the focus, so Enter only dismisses.
    const close = within(dialog)
      .getAllByRole('button', { name: 'Close' })
      .find((b) => b.textContent === 'Close')!;
    expect(document.activeElement).toBe(close);
    fireEvent.click(close);
    expect(onDismiss).toHaveBeenCalledWith('n1');
  });

  it('leads Season Content to /season, with Close focused under the link', () => {
    const onDismiss = show('feature-unlocked', { feature: 'season' });
    const dialog = screen.getByRole('dialog', { name: 'Feature Unlocked' });
    expect(within(dialog).getByRole('heading', { name: 'Season Content' })).toBeTruthy();
    const link = within(dialog).getByRole('link', { name: 'View Season Content' });
    expect(link.getAttribute('href')).toBe('/season');
    // The popup's own Close button (not the dialog's ×) has the focus, so Enter only dismisses.
    const close = within(dialog)
      .getAllByRole('button', { name: 'Close' })
      .find((b) => b.textContent === 'Close')!;
    expect(document.activeElement).toBe(close);
    fireEvent.click(link);
    expect(onDismiss).toHaveBeenCalledWith('n1');
  });

  it('names the season level reached and the rewards waiting', () => {
    show('season-reward', { level: 7, rewards: 2, name: 'Autumn Rally' });
    const dialog = screen.getByRole('dialog', { name: 'Season Reward Earned' });
    const body = within(dialog).getByTestId('season-reward-earned');
    expect(body.textContent).toContain('Autumn Rally: season level 7');
    expect(body.textContent).toContain('2 new rewards are waiting on the track.');
    expect(within(dialog).getByRole('link', { name: 'View Season Rewards' })).toBeTruthy();
  });
});
