// Mounts the parking lot scene in a host element for as long as the component lives: lazy-loaded,
// resized with its host, fed the garage as snapshots and destroyed on unmount. React never touches
// a Pixi object; it only calls the lot's small API (CONVENTIONS §2).
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

import type { ParkingLot } from '../../../engine/parkingLotScene';
import type { LotSlot } from './garageView';
import type { LoadParkingLot } from './lotLoader';

export type LotStatus = 'loading' | 'ready' | 'failed';

export interface LotHandlers {
  carArt(carID: number): string;
  onSelect(slot: number, carID: number | null): void;
  onMove(from: number, to: number): void;
  onActivate(slot: number, carID: number): void;
}

export interface LotView {
  slots: LotSlot[];
  currentCarID: number;
  page: number;
  selectedSlot: number | null;
  /** The keyboard focus ring (null while the lot does not have focus) and the car carried. */
  focus: number | null;
  carrying: number | null;
}

export function useParkingLot(
  host: RefObject<HTMLElement | null>,
  load: LoadParkingLot,
  handlers: LotHandlers,
  view: LotView,
): { lot: ParkingLot | null; status: LotStatus } {
  const [lot, setLot] = useState<ParkingLot | null>(null);
  const [status, setStatus] = useState<LotStatus>('loading');
  // The scene is created once; its callbacks always reach the latest handlers.
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let gone = false;
    let created: ParkingLot | null = null;
    load(element, {
      carArt: (carID) => latest.current.carArt(carID),
      onSelect: (slot, carID) => latest.current.onSelect(slot, carID),
      onMove: (from, to) => latest.current.onMove(from, to),
      onActivate: (slot, carID) => latest.current.onActivate(slot, carID),
    })
      .then((scene) => {
        if (gone) return scene.destroy();
        created = scene;
        // The host may have changed size while the engine loaded.
        scene.resize(element.clientWidth, element.clientHeight);
        setLot(scene);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        console.warn('garage: the parking lot could not start', error);
        if (!gone) setStatus('failed');
      });
    const observer = new ResizeObserver(([entry]) => {
      if (entry) created?.resize(entry.contentRect.width, entry.contentRect.height);
    });
    observer.observe(element);
    return () => {
      gone = true;
      observer.disconnect();
      created?.destroy();
    };
  }, [host, load]);

  const { slots, currentCarID, page, selectedSlot, focus, carrying } = view;
  useEffect(() => {
    lot?.set({ slots, currentCarID, page, selectedSlot });
  }, [lot, slots, currentCarID, page, selectedSlot]);

  useEffect(() => {
    lot?.focusSlot(focus, carrying);
  }, [lot, focus, carrying]);

  return { lot, status };
}
