import { describe, expect, it } from 'vitest';

import {
  createInputYield,
  FRAMES_HELD_AFTER_KEY,
  MAX_FRAMES_HELD_IN_A_ROW,
  SOFTWARE_FRAME_GAP,
} from '../../../src/engine/race/inputYield';
import {
  isSoftwareRenderer,
  sceneResolution,
  SOFTWARE_RESOLUTION,
} from '../../../src/engine/race/softwareRenderer';

/** The next `n` frames as a string: D drawn, . held back. */
const frames = (y: ReturnType<typeof createInputYield>, n: number) =>
  Array.from({ length: n }, () => (y.draw() ? 'D' : '.')).join('');

/** `count` frames with a key pressed before each frame for which `keyBefore(i)` is true. */
function typing(
  y: ReturnType<typeof createInputYield>,
  count: number,
  keyBefore: (i: number) => boolean,
) {
  let seen = '';
  for (let i = 0; i < count; i += 1) {
    if (keyBefore(i)) {
      y.input();
      seen += 'k';
    }
    seen += frames(y, 1);
  }
  return seen;
}

describe('the race scene giving way to keystrokes', () => {
  it('on a software renderer draws every other frame while nobody types', () => {
    expect(SOFTWARE_FRAME_GAP).toBe(1);
    expect(frames(createInputYield(true), 8)).toBe('.D.D.D.D');
  });

  it('on a software renderer holds back the key’s own frame and draws the next', () => {
    const y = createInputYield(true);
    expect(frames(y, 2)).toBe('.D');
    y.input();
    expect(FRAMES_HELD_AFTER_KEY).toBe(1);
    // Then it waits for the next key, and with none coming goes back to every other frame.
    expect(frames(y, 9)).toBe('.D...D.D.');
  });

  it('at a fast typist’s pace (a key every 55 ms) draws once between two keys, never on a key', () => {
    const frameMs = 1000 / 60;
    const seen = typing(
      createInputYield(true),
      60,
      (i) => Math.floor((i * frameMs) / 55) !== Math.floor(((i - 1) * frameMs) / 55),
    );
    const betweenKeys = seen.split('k').slice(1, -1);
    expect(betweenKeys.length).toBeGreaterThan(15);
    for (const between of betweenKeys) expect(between).toMatch(/^\.D\.\.?$/);
  });

  it('holds a key’s frame even when the key ends a wait for it', () => {
    // A key every 80 ms: the wait after the drawn frame runs out just as the next key comes.
    const frameMs = 1000 / 60;
    const seen = typing(
      createInputYield(true),
      48,
      (i) => Math.floor((i * frameMs) / 80) !== Math.floor(((i - 1) * frameMs) / 80),
    );
    expect(seen).not.toContain('kD');
    expect(seen.split('k').slice(1, -1)).toContain('.D...');
  });

  it('draws at least one frame in five however fast the keys come', () => {
    expect(MAX_FRAMES_HELD_IN_A_ROW).toBe(3);
    const seen = typing(createInputYield(true), 15, () => true).replaceAll('k', '');
    expect(seen).toBe('....D....D....D');
  });

  it('with a GPU draws every frame, typing or not', () => {
    const y = createInputYield(false);
    expect(frames(y, 3)).toBe('DDD');
    y.input();
    expect(frames(y, 3)).toBe('DDD');
  });
});

describe('the race scene without a GPU', () => {
  it('tells software rasterisers from GPUs by the renderer name', () => {
    expect(
      isSoftwareRenderer(
        'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      ),
    ).toBe(true);
    expect(isSoftwareRenderer('llvmpipe (LLVM 15.0.6, 256 bits)')).toBe(true);
    expect(
      isSoftwareRenderer('ANGLE (Intel, Mesa Intel(R) UHD Graphics 620 (KBL GT2), OpenGL 4.6)'),
    ).toBe(false);
    expect(isSoftwareRenderer('')).toBe(false);
  });

  it('draws at the device resolution with a GPU, and fewer pixels without one', () => {
    expect(sceneResolution(2, false)).toBe(2);
    expect(sceneResolution(1, false)).toBe(1);
    expect(SOFTWARE_RESOLUTION).toBeLessThan(1);
    expect(sceneResolution(1, true)).toBe(SOFTWARE_RESOLUTION);
    // A high-DPI screen's extra pixels are not drawn in software either.
    expect(sceneResolution(3, true)).toBe(SOFTWARE_RESOLUTION);
    expect(sceneResolution(0.5, true)).toBe(0.5 * SOFTWARE_RESOLUTION);
  });
});
