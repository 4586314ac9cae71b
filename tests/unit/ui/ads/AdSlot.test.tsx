// The ad slot in jsdom: the unit the screen gets (300x600 at 1440, 160x600 at 1280), a labelled,
// pre-sized box, the refresh every 30 s (never while the player is on the ad), and no ad for gold
// members, on the race page, before the games that unlock it, or when the server says none.
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { DAY_SECONDS } from '../../../../src/domain/time';
import { AdColumn } from '../../../../src/ui/ads/AdColumn';
import { useAdSetup } from '../../../../src/ui/ads/adSetupStore';
import { AdSlot } from '../../../../src/ui/ads/AdSlot';
import { setClockSource } from '../../../../src/ui/clock';
import { setAppSession } from '../../../../src/ui/stores/sessionStore';
import { installAds, NOW_MS, player, renderAt, setScreenWidth } from './adsHarness';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  setAppSession(null);
  setClockSource();
});

const ad = () => screen.queryByRole('figure', { name: 'Advertisement' });
const campaign = () => ad()?.querySelector('a')?.dataset.campaign;

describe('AdSlot', () => {
  it('gives a basic player at 1440 px the 300x600 side unit in a labelled box of its size', async () => {
    const server = installAds(player());
    setScreenWidth(1440);
    renderAt('/garage', <AdSlot slots={['side']} />);
    const figure = await screen.findByRole('figure', { name: 'Advertisement' });
    expect(figure.dataset.adUnit).toBe('side-300x600');
    const box = figure.querySelector<HTMLElement>('div')!;
    expect([box.style.width, box.style.height]).toEqual(['300px', '600px']);
    const link = figure.querySelector('a')!;
    expect(link.getAttribute('href')).toMatch(/^\/[a-z]/);
    expect(link.querySelector('img')!.getAttribute('src')).toMatch(
      /^\/assets\/ads\/.+-300x600\.svg$/,
    );
    await waitFor(() => expect(server.calls()).toHaveLength(1));
  });

  it('gives 1280 px the 160x600 unit, and follows the window when it narrows', async () => {
    installAds(player());
    setScreenWidth(1280);
    renderAt('/garage', <AdSlot slots={['side']} />);
    expect((await screen.findByRole('figure')).dataset.adUnit).toBe('side-160x600');
    act(() => setScreenWidth(1000));
    expect(ad()).toBeNull();
  });

  it('reserves the box before the server answers, and keeps it when ads are on', async () => {
    const server = installAds(player(), { held: true });
    setScreenWidth(1440);
    renderAt('/garage', <AdSlot slots={['side']} />);
    expect(ad()?.dataset.adUnit).toBe('side-300x600');
    await act(async () => server.release());
    await waitFor(() => expect(server.calls()).toHaveLength(1));
    expect(ad()?.dataset.adUnit).toBe('side-300x600');
  });

  it('refreshes every 30 s, but not while the player is focused on the ad', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    installAds(player());
    setScreenWidth(1440);
    renderAt('/garage', <AdSlot slots={['side']} />);
    await waitFor(() => expect(ad()).not.toBeNull());
    const first = campaign();
    act(() => vi.advanceTimersByTime(29_999));
    expect(campaign()).toBe(first);
    act(() => vi.advanceTimersByTime(1));
    const second = campaign();
    expect(second).not.toBe(first);

    ad()!.querySelector('a')!.focus();
    act(() => vi.advanceTimersByTime(30_000));
    expect(campaign()).toBe(second);
    expect(document.activeElement).toBe(ad()!.querySelector('a'));
  });

  it('shows nothing to a gold member', async () => {
    installAds(player({ membership: 'gold', goldUntil: NOW_MS / 1000 + 30 * DAY_SECONDS }));
    setScreenWidth(1440);
    renderAt('/garage', <AdSlot slots={['side', 'square']} />);
    await act(async () => undefined);
    expect(ad()).toBeNull();
  });

  it('shows a lapsed gold member ads again', async () => {
    installAds(player({ membership: 'gold', goldUntil: NOW_MS / 1000 - 1 }));
    setScreenWidth(1440);
    renderAt('/garage', <AdSlot slots={['side']} />);
    expect(await screen.findByRole('figure')).toBeTruthy();
  });

  it.each(['/race', '/play', '/race/speedy_sam'])('shows nothing on the race page %s', (path) => {
    installAds(player());
    setScreenWidth(1440);
    renderAt(path, <AdSlot slots={['side', 'square']} />);
    expect(ad()).toBeNull();
  });

  it('keeps the side ad until 3 games and the banner until 1, the square has no lock', async () => {
    installAds(player({ racesPlayed: 2 }));
    setScreenWidth(1440);
    renderAt('/garage', <AdSlot slots={['side']} />);
    await act(async () => undefined);
    expect(ad()).toBeNull();
    cleanup();

    installAds(player({ racesPlayed: 0 }));
    renderAt('/garage', <AdSlot slots={['bottom', 'square']} />);
    expect((await screen.findByRole('figure')).dataset.adUnit).toBe('square-336x280');
  });

  it('removes the box when the server says no ads (ADS=off), or withholds the flag', async () => {
    const off = installAds(player(), { show: false, held: true });
    setScreenWidth(1440);
    renderAt('/garage', <AdSlot slots={['side']} />);
    await act(async () => off.release());
    await waitFor(() => expect(ad()).toBeNull());
    cleanup();

    installAds(player(), { allowedFlags: ['show_leaderboard_ad'] });
    renderAt('/garage', <AdSlot slots={['side']} />);
    await waitFor(() => expect(setupReady()).toBe(true));
    expect(ad()).toBeNull();
  });

  it('moves inside the site when the ad is clicked', async () => {
    installAds(player());
    setScreenWidth(1440);
    const { location } = renderAt('/garage', <AdColumn>page</AdColumn>);
    const link = (await screen.findByRole('figure')).querySelector('a')!;
    act(() => link.click());
    expect(location.history?.at(-1)).toBe(link.getAttribute('href'));
  });
});

function setupReady() {
  return useAdSetup.getState().status === 'ready';
}
