import { describe, expect, it } from 'vitest';

import { createInputYield, FRAMES_HELD_AFTER_KEY } from '../../../src/engine/race/inputYield';
import {
  isSoftwareRenderer,
  sceneResolution,
  SOFTWARE_RESOLUTION,
} from '../../../src/engine/race/softwareRenderer';

const frames = (y: ReturnType<typeof createInputYield>, n: number) =>
  Array.from({ length: n }, () => (y.draw() ? 'draw' : 'hold'));

describe('the race scene giving way to keystrokes', () => {
  it('on a software renderer holds back the frames right after a key, then draws again', () => {
    const y = createInputYield(true);
    expect(frames(y, 2)).toEqual(['draw', 'draw']);
    y.input();
    expect(frames(y, FRAMES_HELD_AFTER_KEY + 2)).toEqual(['hold', 'hold', 'draw', 'draw']);
  });

  it('draws at least one frame in three however fast the keys come', () => {
    const y = createInputYield(true);
    const seen: string[] = [];
    for (let i = 0; i < 9; i += 1) {
      y.input();
      seen.push(...frames(y, 1));
    }
    expect(seen).toEqual(['hold', 'hold', 'draw', 'hold', 'hold', 'draw', 'hold', 'hold', 'draw']);
  });

  it('with a GPU draws every frame', () => {
    const y = createInputYield(false);
    y.input();
    expect(frames(y, 3)).toEqual(['draw', 'draw', 'draw']);
  });

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
    expect(sceneResolution(1, true)).toBe(SOFTWARE_RESOLUTION);
    expect(SOFTWARE_RESOLUTION).toBeLessThan(1);
    // A high-DPI screen's extra pixels are not drawn in software either.
    expect(sceneResolution(3, true)).toBe(SOFTWARE_RESOLUTION);
    expect(sceneResolution(0.5, true)).toBe(0.5 * SOFTWARE_RESOLUTION);
  });
});
