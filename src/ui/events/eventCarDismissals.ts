// The events whose modal the racer answered with Race Without Event Car, kept for this browser
// tab (session storage): the offer is made once per event and tab, not before every race.
const KEY = 'nitro.eventCarModal.dismissed';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

function sessionStore(): SessionStore | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readDismissedEvents(store: SessionStore | null = sessionStore()): number[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export function writeDismissedEvents(
  ids: readonly number[],
  store: SessionStore | null = sessionStore(),
): void {
  try {
    store?.setItem(KEY, JSON.stringify(ids));
  } catch {
    // Storage full or disabled: the modal may ask again, which is harmless.
  }
}
