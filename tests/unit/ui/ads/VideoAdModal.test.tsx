// The video ad modal in jsdom (SPEC §8/§9): it asks the provider again every 3 s while no video is
// ready, plays one with its progress and closes when it ends; a failure, or the retries running
// out, closes it; the player may close it at any time.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { VIDEO_AD_MAX_TRIES } from '../../../../src/domain/ads/videoAd';
import type { AdProvider, VideoAd } from '../../../../src/ui/ads/adProvider';
import { createHouseAdProvider } from '../../../../src/ui/ads/houseAdProvider';
import { VideoAdModal } from '../../../../src/ui/ads/VideoAdModal';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The house provider, with its first answers replaced by "not ready" or a failure. */
function provider(script: ('none' | 'fail')[]): AdProvider & { asks: number } {
  const house = createHouseAdProvider();
  const p = {
    ...house,
    asks: 0,
    async requestVideo(): Promise<VideoAd | null> {
      const step = script[p.asks];
      p.asks += 1;
      if (step === 'fail') throw new Error('blocked');
      if (step === 'none') return null;
      return house.requestVideo();
    },
  };
  return p;
}

const flush = () => act(async () => undefined);

describe('VideoAdModal', () => {
  it('asks again every 3 s, then plays the video to the end and closes', async () => {
    const ads = provider(['none', 'none']);
    const onClosed = vi.fn();
    render(<VideoAdModal provider={ads} onClosed={onClosed} />);
    expect(screen.getByRole('dialog', { name: 'Advertisement' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(0));
    expect(ads.asks).toBe(1);
    await act(async () => vi.advanceTimersByTime(2_999));
    expect(ads.asks).toBe(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(ads.asks).toBe(2);
    await act(async () => vi.advanceTimersByTime(3_000));
    await flush();
    expect(ads.asks).toBe(3);
    const bar = screen.getByRole('progressbar', { name: 'Video ad played' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    await act(async () => vi.advanceTimersByTime(4_000));
    expect(Number(bar.getAttribute('aria-valuenow'))).toBe(50);
    expect(onClosed).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(4_000));
    expect(onClosed).toHaveBeenCalledWith('finished');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a provider failure closes the modal', async () => {
    const onClosed = vi.fn();
    render(<VideoAdModal provider={provider(['fail'])} onClosed={onClosed} />);
    await act(async () => vi.advanceTimersByTime(0));
    await flush();
    expect(onClosed).toHaveBeenCalledWith('failed');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives up after the last retry', async () => {
    const ads = provider(Array<'none'>(VIDEO_AD_MAX_TRIES).fill('none'));
    const onClosed = vi.fn();
    render(<VideoAdModal provider={ads} onClosed={onClosed} />);
    for (let i = 0; i < VIDEO_AD_MAX_TRIES; i += 1) {
      await act(async () => vi.advanceTimersByTime(i === 0 ? 0 : 3_000));
      await flush();
    }
    expect(ads.asks).toBe(VIDEO_AD_MAX_TRIES);
    expect(onClosed).toHaveBeenCalledWith('failed');
  });

  it('the player closes it with Escape', async () => {
    const onClosed = vi.fn();
    render(<VideoAdModal provider={provider([])} onClosed={onClosed} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await flush();
    expect(onClosed).toHaveBeenCalledWith('dismissed');
  });
});
