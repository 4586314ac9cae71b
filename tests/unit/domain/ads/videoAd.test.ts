import { describe, expect, it } from 'vitest';

import {
  VIDEO_AD_MAX_TRIES,
  VIDEO_AD_RETRY_MS,
  videoAdStart,
  videoAdStep,
  type VideoAdEvent,
  type VideoAdState,
} from '../../../../src/domain/ads/videoAd';

const run = (events: VideoAdEvent['type'][], from: VideoAdState = videoAdStart()) =>
  events.reduce<VideoAdState>((state, type) => videoAdStep(state, { type }), from);

describe('SPEC §8/§9 video ad modal', () => {
  it('asks again every 3 s while no video is ready', () => {
    expect(VIDEO_AD_RETRY_MS).toBe(3_000);
    const waiting = run(['not-ready']);
    expect(waiting).toEqual({ phase: 'loading', tries: 2 });
  });

  it('plays a video that becomes ready on a retry, then closes when it ends', () => {
    const playing = run(['not-ready', 'not-ready', 'ready']);
    expect(playing).toEqual({ phase: 'playing', tries: 3 });
    expect(run(['ended'], playing)).toEqual({ phase: 'closed', reason: 'finished' });
  });

  it('gives up after the last try: the failure closes the modal', () => {
    const lastTry = run(Array<'not-ready'>(VIDEO_AD_MAX_TRIES - 1).fill('not-ready'));
    expect(lastTry).toEqual({ phase: 'loading', tries: VIDEO_AD_MAX_TRIES });
    expect(run(['not-ready'], lastTry)).toEqual({ phase: 'closed', reason: 'failed' });
  });

  it('a failure closes the modal at once, whether loading or playing', () => {
    expect(run(['failed'])).toEqual({ phase: 'closed', reason: 'failed' });
    expect(run(['ready', 'failed'])).toEqual({ phase: 'closed', reason: 'failed' });
  });

  it('the player may always dismiss it; a closed modal stays closed', () => {
    expect(run(['dismiss'])).toEqual({ phase: 'closed', reason: 'dismissed' });
    expect(run(['ready', 'dismiss', 'ready'])).toEqual({ phase: 'closed', reason: 'dismissed' });
  });

  it('ignores events that do not fit the phase', () => {
    expect(run(['ended'])).toEqual({ phase: 'loading', tries: 1 });
    expect(run(['ready', 'not-ready', 'ready'])).toEqual({ phase: 'playing', tries: 1 });
  });
});
