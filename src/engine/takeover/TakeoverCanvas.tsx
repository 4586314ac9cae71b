// The reward takeover's canvas, mounted with @pixi/react: the lazy-loaded entry the UI renders
// (src/ui/takeover/RewardTakeover.tsx). It measures its box, starts a WebGL application that our
// ticker drives (autoStart off: Pixi's ticker never runs) and renders the declarative stage.
import { Application } from '@pixi/react';
// Pixi compiles shader code with `new Function` unless this is loaded (CSP: no 'unsafe-eval').
import 'pixi.js/unsafe-eval';
// The car paint bake runs a ColorMatrixFilter (the application skips Pixi's own extension import).
import 'pixi.js/filters';
import { isWebGLSupported } from 'pixi.js';
import { useEffect, useRef, useState } from 'react';

import type { TakeoverCanvasProps } from './api';
import { TakeoverStage } from './TakeoverStage';

export type { TakeoverArt, TakeoverCanvasProps, TakeoverProbe, StageNode } from './api';

export default function TakeoverCanvas(props: TakeoverCanvasProps) {
  const host = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const measure = (width: number, height: number) => {
      if (width > 0 && height > 0)
        setSize({ width: Math.round(width), height: Math.round(height) });
    };
    measure(element.clientWidth, element.clientHeight);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) measure(entry.contentRect.width, entry.contentRect.height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The first size starts the application; later sizes resize its renderer (TakeoverStage).
  const [initial, setInitial] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    if (size && !initial) setInitial(size);
  }, [size, initial]);

  // Without WebGL the application would fail inside @pixi/react, out of reach: ask first, and
  // let the UI keep its plain view.
  const [supported] = useState(() => isWebGLSupported());
  const { onFail } = props;
  useEffect(() => {
    if (!supported) onFail?.(new Error('WebGL is not available'));
  }, [supported, onFail]);

  return (
    <div ref={host} style={{ position: 'absolute', inset: 0 }} aria-hidden="true">
      {supported && initial && size && (
        <Application
          width={initial.width}
          height={initial.height}
          preference="webgl"
          resolution={props.resolution ?? (globalThis.devicePixelRatio || 1)}
          autoDensity
          antialias
          backgroundAlpha={0}
          autoStart={false}
          sharedTicker={false}
          skipExtensionImports
        >
          <TakeoverStage {...props} width={size.width} height={size.height} />
        </Application>
      )}
    </div>
  );
}
