// Which keyboard events the race takes, and what they mean: a printable character is a key for
// the typing model, Enter is a nitro, everything else (shortcuts, Tab, arrows) is left alone.
import { monotonicMs } from '../../domain/systemClock';

export type KeyIntent = { kind: 'char'; char: string } | { kind: 'nitro' } | { kind: 'none' };

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  isComposing?: boolean;
}

export function keyIntent(event: KeyLike): KeyIntent {
  if (event.isComposing) return { kind: 'none' };
  // Ctrl/Cmd shortcuts stay the browser's; AltGr arrives as Ctrl+Alt and does type characters.
  if ((event.ctrlKey || event.metaKey) && !event.altKey) return { kind: 'none' };
  if (event.key === 'Enter') return { kind: 'nitro' };
  if (event.key.length === 1) return { kind: 'char', char: event.key };
  return { kind: 'none' };
}

/**
 * Whether a key aimed at `target` belongs to the race: the race's own input, or the page itself,
 * but never another field, a button being pressed, or anything inside a dialog.
 */
export function raceOwnsTarget(target: EventTarget | null, raceInput: Element | null): boolean {
  if (target === raceInput) return true;
  if (!(target instanceof Element)) return true;
  if (target.closest('[role="dialog"]')) return false;
  const tag = target.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || tag === 'BUTTON') return false;
  if (tag === 'A') return false;
  return !(target instanceof HTMLElement && target.isContentEditable);
}

/**
 * How long ago the browser received `event`. Keys are logged at the moment they were pressed, not
 * when a busy main thread got round to them, so a stall cannot bunch keys into one instant (which
 * the server reads as pasted text) or shift the race time. Event timestamps share
 * performance.now()'s clock; only their difference is used.
 */
export function eventAgeMs(event: Event): number {
  const age = monotonicMs() - event.timeStamp;
  return Number.isFinite(age) && age > 0 && age < 10_000 ? age : 0;
}
