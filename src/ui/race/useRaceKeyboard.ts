// The race page's keys. Keys come from anywhere on the page (not from other fields or dialogs); a
// phone's keyboard types into the race input, whose text is taken and cleared. Between races,
// Enter starts one and F switches the fullscreen race mode; in a waiting friend room, Enter is the
// host's Start race.
import { useEffect, type RefObject } from 'react';

import { eventAgeMs, keyIntent, raceOwnsTarget } from './keyInput';
import type { RaceController } from './raceController';
import type { RaceStage } from './raceStore';

/** Stages whose way on is the race button: Enter presses it, F switches fullscreen. */
export const STARTABLE: readonly RaceStage[] = ['ready', 'result', 'disqualified', 'error'];

export interface RaceKeyActions {
  /** The race button's action (set each render, so always the current one). */
  start(): void;
  toggleFullscreen(): void;
  /** A friend room's host, while it waits: Enter starts the race. */
  begin?(): void;
}

/**
 * The fullscreen shortcut: a bare F wherever the race takes keys (raceOwnsTarget), and also on a
 * focused button or link, which take no letters (Race Again has the focus after a race), unless
 * that button sits in a dialog or a field.
 */
export function isFullscreenShortcut(event: KeyboardEvent, raceInput: Element | null): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.key.toLowerCase() !== 'f') {
    return false;
  }
  const target = event.target;
  const pressable = target instanceof Element ? target.closest('button, a') : null;
  return raceOwnsTarget(pressable ? pressable.parentElement : target, raceInput);
}

export function useRaceKeyboard(
  controller: RaceController,
  input: RefObject<HTMLInputElement | null>,
  actions: RefObject<RaceKeyActions>,
): void {
  useEffect(() => {
    const el = input.current;
    controller.bindInput(el);
    // Taken at the window, before anything else sees it: a key the race uses is the race's alone,
    // so it skips React's root dispatch (selection bookkeeping and all) and any page shortcut.
    const onKeyDown = (event: KeyboardEvent) => {
      const between = STARTABLE.includes(controller.store.getState().stage);
      if (between && isFullscreenShortcut(event, el)) {
        event.preventDefault();
        actions.current.toggleFullscreen();
        return;
      }
      if (!raceOwnsTarget(event.target, el)) return;
      // Enter starts a race wherever the race button is the way on (ready, results, a failure).
      if (event.key === 'Enter' && between) {
        event.preventDefault();
        actions.current.start();
        return;
      }
      const { begin } = actions.current;
      if (event.key === 'Enter' && begin && controller.store.getState().stage === 'waiting') {
        event.preventDefault();
        begin();
        return;
      }
      if (controller.key(keyIntent(event), eventAgeMs(event))) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const onPaste = (event: Event) => {
      if (!raceOwnsTarget(event.target, el)) return;
      if (controller.paste()) event.preventDefault();
    };
    const onBeforeInput = (event: InputEvent) => {
      if (event.inputType.startsWith('insertFrom')) {
        event.preventDefault();
        controller.paste();
      } else if (event.inputType === 'insertText' && event.data) {
        event.preventDefault();
        controller.text(event.data, eventAgeMs(event));
      } else if (event.inputType === 'insertLineBreak') {
        event.preventDefault();
        controller.key({ kind: 'nitro' }, eventAgeMs(event));
      }
    };
    const onInput = () => {
      if (!el || el.value === '') return;
      controller.text(el.value);
      el.value = '';
    };
    window.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('paste', onPaste);
    document.addEventListener('drop', onPaste);
    el?.addEventListener('beforeinput', onBeforeInput);
    el?.addEventListener('input', onInput);
    return () => {
      controller.bindInput(null);
      window.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('paste', onPaste);
      document.removeEventListener('drop', onPaste);
      el?.removeEventListener('beforeinput', onBeforeInput);
      el?.removeEventListener('input', onInput);
    };
  }, [controller, input, actions]);
}
