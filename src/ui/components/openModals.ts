// How many of the page's own dialogs (sign-up, settings, daily challenges, ...) are open. The
// overlay queue waits while one is: an announcement never stacks a second modal over a dialog the
// player is using (two backdrops, two focus traps, and a screen reader told about both).
type Listener = () => void;

let open = 0;
const listeners = new Set<Listener>();

/** A dialog opened; call the returned function when it closes. */
export function modalOpened(): () => void {
  open += 1;
  listeners.forEach((listener) => listener());
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    open -= 1;
    listeners.forEach((listener) => listener());
  };
}

export const openModalCount = (): number => open;

/** For useSyncExternalStore: returns the unsubscribe. */
export function subscribeOpenModals(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
