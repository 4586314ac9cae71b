// The parking lot itself: the PixiJS scene in a focusable host, paged 15 bays at a time. The
// canvas never takes focus; the host does, and its keys drive the lot through the engine's pure
// keyboard helpers (arrows move, Enter drives, Space picks up and drops, Escape puts back), with a
// live region saying where the focus is.
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

import { GARAGE_PAGE } from '../../../domain/garage/arrangement';
import {
  initialKeyState,
  isNavigationKey,
  lotKey,
  type LotKeyState,
} from '../../../engine/parkingLot/keyboard';
import { Button } from '../../components/Button';
import type { LotSlot } from './garageView';
import { describeSlot, pageCount, pageOfSlot } from './garageView';
import type { LoadParkingLot } from './lotLoader';
import styles from './ParkingLot.module.css';
import { useParkingLot } from './useParkingLot';

/** Columns the engine starts with on a wide view, used until the scene reports its own. */
const DEFAULT_COLUMNS = 5;

interface ParkingLotStageProps {
  slots: LotSlot[];
  currentCarID: number;
  selectedSlot: number | null;
  page: number;
  onPage(page: number): void;
  onSelect(slot: number, carID: number | null): void;
  onMove(from: number, to: number): void;
  onActivate(carID: number): void;
  carArt(carID: number): string;
  load: LoadParkingLot;
}

export function ParkingLotStage(props: ParkingLotStageProps) {
  const { slots, currentCarID, selectedSlot, page, onPage, onSelect, onMove, onActivate } = props;
  const host = useRef<HTMLDivElement>(null);
  const helpId = useId();
  const [keyState, setKeyState] = useState<LotKeyState>(() => initialKeyState(page * GARAGE_PAGE));
  const [focused, setFocused] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const pages = pageCount(slots);
  // Focus belongs to the page shown; paging (buttons or the car list) starts on its first bay.
  const keys = pageOfSlot(keyState.focus) === page ? keyState : initialKeyState(page * GARAGE_PAGE);
  const nameAt = (slot: number) => slots[slot]?.name ?? 'the car';

  const { lot, status } = useParkingLot(
    host,
    props.load,
    {
      carArt: props.carArt,
      onSelect: (slot, carID) => {
        if (keys.carrying === null) setKeyState({ focus: slot, carrying: null });
        onSelect(slot, carID);
      },
      onMove,
      onActivate: (_slot, carID) => onActivate(carID),
    },
    {
      slots,
      currentCarID,
      page,
      selectedSlot,
      focus: focused ? keys.focus : null,
      carrying: keys.carrying,
    },
  );

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const { state, effect } = lotKey(keys, event.key, {
      columns: lot?.columns() ?? DEFAULT_COLUMNS,
      occupied: (slot) => slots[slot] != null,
    });
    // Arrows never scroll the page while the lot has focus, even at its edge.
    if (effect.type !== 'none' || isNavigationKey(event.key)) event.preventDefault();
    setKeyState(state);
    switch (effect.type) {
      case 'focus': {
        const where = describeSlot(slots, effect.slot, currentCarID);
        if (state.carrying === null) {
          onSelect(effect.slot, slots[effect.slot]?.carID ?? null);
          setAnnouncement(where);
        } else {
          setAnnouncement(`Carrying ${nameAt(state.carrying)} over ${where}`);
        }
        break;
      }
      case 'pickUp':
        setAnnouncement(
          `Picked up ${nameAt(effect.slot)}. Arrow keys choose a bay, Space drops it, Escape puts it back.`,
        );
        break;
      case 'drop':
        lot?.move(effect.from, effect.to);
        onMove(effect.from, effect.to);
        setAnnouncement(`Moved ${nameAt(effect.from)} to bay ${effect.to + 1}.`);
        break;
      case 'cancel':
        setAnnouncement(`${nameAt(effect.slot)} is back in bay ${effect.slot + 1}.`);
        break;
      case 'activate': {
        const car = slots[effect.slot];
        if (car) onActivate(car.carID);
        break;
      }
      case 'none':
        break;
    }
  };

  const onFocus = () => {
    setFocused(true);
    setAnnouncement(describeSlot(slots, keys.focus, currentCarID));
  };

  const onBlur = () => {
    setFocused(false);
    // A car carried off by leaving the lot goes back where it was.
    if (keys.carrying !== null) setKeyState({ focus: keys.carrying, carrying: null });
  };

  const goToPage = (next: number) => {
    onPage(next);
    setKeyState(initialKeyState(next * GARAGE_PAGE));
    setAnnouncement(`Page ${next + 1} of ${pages}`);
  };

  return (
    <div className={styles.lotFrame}>
      <div className={styles.lotViewport}>
        <div
          ref={host}
          className={styles.lotHost}
          tabIndex={0}
          role="application"
          aria-roledescription="parking lot"
          aria-label={`Parking lot, page ${page + 1} of ${pages}`}
          aria-describedby={helpId}
          data-testid="parking-lot"
          data-status={status}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          onBlur={onBlur}
        />
        {status === 'loading' && <p className={styles.lotStatus}>Opening the parking lot…</p>}
        {status === 'failed' && (
          <p className={styles.lotStatus}>
            The parking lot can’t be drawn on this device. Your cars are listed below.
          </p>
        )}
      </div>
      <p id={helpId} className="visually-hidden">
        Arrow keys choose a bay. Enter drives the car in it. Space picks a car up to move it and
        drops it again; Escape puts it back. Drag cars to rearrange them, double-click to drive.
      </p>
      <p className="visually-hidden" aria-live="polite" data-testid="lot-announcer">
        {announcement}
      </p>
      <nav className={styles.pager} aria-label="Parking lot pages">
        <Button size="sm" variant="ghost" onClick={() => goToPage(page - 1)} disabled={page === 0}>
          Prev
        </Button>
        <span className={styles.pageLabel}>
          Page {page + 1} of {pages}
        </span>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => goToPage(page + 1)}
          disabled={page >= pages - 1}
        >
          Next
        </Button>
      </nav>
    </div>
  );
}
