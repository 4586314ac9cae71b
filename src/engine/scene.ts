// One lifecycle for every engine scene (race track, parking lot, reward takeover), after the Pixi
// open-games AppScreen: the host prepares a scene once, shows it, ticks it, and destroys it.
import type { Container } from 'pixi.js';

export interface Scene {
  /** The scene's root; the host adds it to the stage on show and removes it on hide. */
  readonly view: Container;
  /** Loads what the scene needs before it is first shown (textures, baked art). */
  prepare(): Promise<void>;
  /** The scene is about to be visible. */
  show(): void;
  /** The scene left the screen; it keeps its state and may be shown again. */
  hide(): void;
  /** Advances animation by `dtMs`; must not allocate (it runs every frame). */
  update(dtMs: number): void;
  /** The view is now `width` x `height` CSS pixels. */
  resize(width: number, height: number): void;
  /** Frees everything the scene created. */
  destroy(): void;
}
