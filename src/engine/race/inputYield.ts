// Keystrokes before the race scene, where the scene's pixels are drawn by the CPU. Without a GPU
// (software WebGL such as SwiftShader) a scene frame costs ~17 ms of CPU at the lowered
// resolution (softwareRenderer.ts): rasterising in the GPU process, compositing the canvas, and
// the worker copying its pixels back for the software compositor (bench/paintBench.ts prints the
// threads). Those threads share the cores with the page that paints a keystroke: a frame drawn
// while the page paints a key starves it, and the typed character reaches the screen a frame or
// two late. So on a software renderer the scene draws at most every other display frame (30 fps
// at 60 Hz, where it could not keep 60 anyway); while a player types it holds back the key's own
// frame, draws the next (the key is on screen, the next key is furthest away), then waits for the
// next key, up to a limit. It keeps moving (update runs every frame) and catches up on the next
// frame it draws. With a GPU every frame is drawn.

/** Frames the scene does not draw after a keystroke: the page's frame for the key. */
export const FRAMES_HELD_AFTER_KEY = 1;
/** Without a GPU, frames between two drawn frames at the least (1: at most 30 fps at 60 Hz). */
export const SOFTWARE_FRAME_GAP = 1;
/**
 * Frames held waiting for the next key after the one drawn between keys; a key's own frame may
 * add one, so however fast the typing at least one frame in five is drawn (12 fps at 60 Hz).
 */
export const MAX_FRAMES_HELD_IN_A_ROW = 3;

export interface InputYield {
  /** The page took a keystroke and is about to paint it. */
  input(): void;
  /** Called once per frame: whether to draw this one. */
  draw(): boolean;
}

/** `software`: the scene is drawn by a software rasteriser (softwareRenderer.ts). */
export function createInputYield(software: boolean): InputYield {
  let held = 0;
  let heldInARow = 0;
  /** A key came and its one frame between keys is not drawn yet (false) or drawn (true). */
  let afterKey: boolean | null = null;
  return {
    input() {
      if (!software) return;
      held = FRAMES_HELD_AFTER_KEY;
      afterKey = false;
    },
    draw() {
      if (!software) return true;
      // How many frames in a row this frame may make held back.
      let limit: number;
      if (held > 0) {
        // The key's own frame: held even at the end of a wait for it.
        held -= 1;
        limit = MAX_FRAMES_HELD_IN_A_ROW + 1;
      } else if (afterKey === true) {
        // Drawn once since the key: the next key's paint may be near.
        limit = MAX_FRAMES_HELD_IN_A_ROW;
      } else {
        limit = SOFTWARE_FRAME_GAP;
      }
      if (heldInARow < limit) {
        heldInARow += 1;
        return false;
      }
      heldInARow = 0;
      // The frame between keys is drawn; a later one (no key came) ends the wait for a key.
      afterKey = afterKey === false ? true : null;
      return true;
    },
  };
}
