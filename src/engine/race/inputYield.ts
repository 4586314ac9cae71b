// Keystrokes before the race scene, where the scene's pixels are drawn by the CPU. Without a GPU
// (software WebGL such as SwiftShader) a scene frame is ~10 ms of rasterising on every core, in
// the GPU process, whose threads Chromium runs at a higher priority than the page's: a frame
// drawn while the page paints a keystroke starves the page, and the typed character reaches the
// screen a frame or two late (bench/paintBench.ts). So on a software renderer the scene holds
// back its drawing for the frames right after each key; it keeps moving (update runs every frame)
// and catches up on the next frame it draws. With a GPU nothing is held back. (It also draws
// fewer pixels there: softwareRenderer.ts.)

/** Frames the scene does not draw after a keystroke: the page's frame for the key, and the next. */
export const FRAMES_HELD_AFTER_KEY = 2;
/** However fast the typing, at least one frame in this many is drawn (20 fps at 60 Hz). */
export const MAX_FRAMES_HELD_IN_A_ROW = 2;

export interface InputYield {
  /** The page took a keystroke and is about to paint it. */
  input(): void;
  /** Called once per frame: whether to draw this one. */
  draw(): boolean;
}

export function createInputYield(enabled: boolean): InputYield {
  let held = 0;
  let heldInARow = 0;
  return {
    input() {
      if (enabled) held = FRAMES_HELD_AFTER_KEY;
    },
    draw() {
      if (held > 0 && heldInARow < MAX_FRAMES_HELD_IN_A_ROW) {
        held -= 1;
        heldInARow += 1;
        return false;
      }
      held = Math.max(0, held - 1);
      heldInARow = 0;
      return true;
    },
  };
}
