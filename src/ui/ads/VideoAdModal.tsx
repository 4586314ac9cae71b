// The video ad modal (SPEC §2, §8, §9): asks the provider for a video, again every 3 s while none
// is ready, plays it with its progress, and closes when it ends, when the player closes it, or on
// a failure (the provider's, or the retries running out). The steps are src/domain/ads/videoAd.ts.
import { useEffect, useReducer, useState } from 'react';

import {
  VIDEO_AD_RETRY_MS,
  videoAdStart,
  videoAdStep,
  type VideoAdState,
} from '../../domain/ads/videoAd';
import { Modal } from '../components/Modal';
import { ProgressBar } from '../components/ProgressBar';
import { Loading } from '../components/Status';
import type { AdProvider, VideoAd } from './adProvider';
import { useAdProvider } from './adProviderContext';
import styles from './Ads.module.css';
import { closeVideoAd, useVideoAdRequest } from './videoAdStore';

/** Mounted once in the shell; shows the modal while a feature has asked for a video ad. */
export function VideoAdHost() {
  const request = useVideoAdRequest((state) => state.request);
  const provider = useAdProvider();
  if (!request) return null;
  return <VideoAdModal provider={provider} onClosed={closeVideoAd} />;
}

const TICK_MS = 250;

export function VideoAdModal({
  provider,
  onClosed,
}: {
  provider: AdProvider;
  onClosed: (reason: 'finished' | 'failed' | 'dismissed') => void;
}) {
  const [state, dispatch] = useReducer(videoAdStep, undefined, videoAdStart);
  const [video, setVideo] = useState<VideoAd | null>(null);
  const [playedMs, setPlayedMs] = useState(0);

  // One ask per try: the first at once, each retry 3 s after a 'not ready'.
  const tries = state.phase === 'loading' ? state.tries : 0;
  useEffect(() => {
    if (tries === 0) return undefined;
    let live = true;
    const ask = () =>
      provider.requestVideo().then(
        (found) => {
          if (!live) return;
          if (found) {
            setVideo(found);
            dispatch({ type: 'ready' });
          } else dispatch({ type: 'not-ready' });
        },
        () => live && dispatch({ type: 'failed' }),
      );
    const timer = setTimeout(() => void ask(), tries === 1 ? 0 : VIDEO_AD_RETRY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [tries, provider]);

  // Playback: the house "video" is a still creative with a running progress bar.
  const playing = state.phase === 'playing' && video !== null;
  useEffect(() => {
    if (!playing || !video) return undefined;
    const timer = setInterval(() => setPlayedMs((ms) => ms + TICK_MS), TICK_MS);
    return () => clearInterval(timer);
  }, [playing, video]);
  useEffect(() => {
    if (playing && video && playedMs >= video.durationMs) dispatch({ type: 'ended' });
  }, [playing, video, playedMs]);

  useClosed(state, onClosed);

  if (state.phase === 'closed') return null;
  return (
    <Modal title="Advertisement" onClose={() => dispatch({ type: 'dismiss' })}>
      {state.phase === 'loading' || !video ? (
        <Loading label="Loading the video ad…" />
      ) : (
        <figure className={styles.video}>
          <img src={video.src} alt={video.description} width={336} height={280} />
          <ProgressBar
            label="Video ad played"
            percent={Math.min(100, Math.round((playedMs / video.durationMs) * 100))}
          />
        </figure>
      )}
    </Modal>
  );
}

function useClosed(
  state: VideoAdState,
  onClosed: (reason: 'finished' | 'failed' | 'dismissed') => void,
) {
  const reason = state.phase === 'closed' ? state.reason : null;
  useEffect(() => {
    if (reason) onClosed(reason);
  }, [reason, onClosed]);
}
