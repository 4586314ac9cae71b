// SPEC §2 video ad modal, §8 "Video ad failure closes the modal", §9 "video ad retry every 3 s".
// The modal's life as a pure step: it asks the provider for a video, asks again every 3 s while
// none is ready, plays one when it comes, and closes on a failure or when the retries run out.
// The UI runs the timers; this decides what each moment means.

export const VIDEO_AD_RETRY_MS = 3_000;
/** Tries before the modal gives up (the first ask and four retries: 12 s of waiting). */
export const VIDEO_AD_MAX_TRIES = 5;

export type VideoAdState =
  | { phase: 'loading'; tries: number }
  | { phase: 'playing'; tries: number }
  | { phase: 'closed'; reason: 'finished' | 'failed' | 'dismissed' };

export type VideoAdEvent =
  /** The provider had no video ready this time (no fill, still buffering). */
  | { type: 'not-ready' }
  | { type: 'ready' }
  /** The provider or the player failed for good (an error, a blocked script). */
  | { type: 'failed' }
  | { type: 'ended' }
  | { type: 'dismiss' };

export function videoAdStart(): VideoAdState {
  return { phase: 'loading', tries: 1 };
}

export function videoAdStep(state: VideoAdState, event: VideoAdEvent): VideoAdState {
  if (state.phase === 'closed') return state;
  switch (event.type) {
    case 'dismiss':
      return { phase: 'closed', reason: 'dismissed' };
    case 'failed':
      return { phase: 'closed', reason: 'failed' };
    case 'ready':
      return state.phase === 'loading' ? { phase: 'playing', tries: state.tries } : state;
    case 'ended':
      return state.phase === 'playing' ? { phase: 'closed', reason: 'finished' } : state;
    case 'not-ready':
      if (state.phase !== 'loading') return state;
      return state.tries >= VIDEO_AD_MAX_TRIES
        ? { phase: 'closed', reason: 'failed' }
        : { phase: 'loading', tries: state.tries + 1 };
  }
}
