// The scene host: the PixiJS track mounted in a ref (React never touches a Pixi object), resized
// with its box, and whatever sits over it (the ready card, the search for racers, a failure).
import { useEffect, useRef, type ReactNode } from 'react';

import type { RaceController } from './raceController';
import styles from './RaceScreen.module.css';
import type { SceneStatus } from './raceStore';

interface RaceTrackProps {
  controller: RaceController;
  scene: SceneStatus;
  children?: ReactNode;
}

export function RaceTrack({ controller, scene, children }: RaceTrackProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const destroy = controller.mountScene(element);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) controller.resizeScene(entry.contentRect.width, entry.contentRect.height);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      destroy();
    };
  }, [controller]);

  return (
    <section className={styles.track} aria-label="Race track">
      <div ref={host} className={styles.scene} data-scene={scene} />
      {scene === 'failed' && (
        <p className={styles.sceneFailed}>The track can’t be drawn on this device.</p>
      )}
      {children}
    </section>
  );
}
