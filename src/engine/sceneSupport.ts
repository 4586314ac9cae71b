// Whether this browser can hand a canvas to a worker at all, checked before the race page fetches
// the worker's proxy (raceSceneWorker.ts); whether WebGL works there is found out on start.
export function workerSceneSupported(): boolean {
  return (
    typeof Worker === 'function' &&
    typeof OffscreenCanvas === 'function' &&
    typeof HTMLCanvasElement === 'function' &&
    'transferControlToOffscreen' in HTMLCanvasElement.prototype
  );
}
