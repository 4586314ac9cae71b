// Who asked for the video ad modal (SPEC §2). Nothing in the game asks yet: the SPEC names the
// modal and its failure and retry rules but no reward that plays it. A feature that adds one calls
// openVideoAd(), and its `onDone` learns whether the ad played to the end.
import { create } from 'zustand';

export type VideoAdOutcome = 'finished' | 'failed' | 'dismissed';

interface VideoAdRequest {
  onDone?: (outcome: VideoAdOutcome) => void;
}

export const useVideoAdRequest = create<{ request: VideoAdRequest | null }>()(() => ({
  request: null,
}));

export function openVideoAd(request: VideoAdRequest = {}): void {
  useVideoAdRequest.setState({ request });
}

export function closeVideoAd(outcome: VideoAdOutcome): void {
  const { request } = useVideoAdRequest.getState();
  useVideoAdRequest.setState({ request: null });
  request?.onDone?.(outcome);
}
