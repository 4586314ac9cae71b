// The lot's ambient light: a warm glow at every lamp head and a pool of light on the asphalt
// below it, breathing slowly out of step with each other. Still under reduced motion.
import { Container, Sprite } from 'pixi.js';

import type { FxTextures } from '../race/textures';
import { lampSpots, type LotLayout } from './layout';
import { pulse } from './motion';

const LAMP_PERIOD_MS = 3400;

interface Lamp {
  head: Sprite;
  pool: Sprite;
  phase: number;
}

export class LotLights {
  /** Pools on the ground (under the cars). */
  readonly pools = new Container();
  /** Glows at the lamp heads (over the scenery, under nothing). */
  readonly heads = new Container();
  private lamps: Lamp[] = [];

  constructor(private readonly fx: FxTextures) {}

  layout(layout: LotLayout): void {
    for (const lamp of this.lamps) {
      lamp.head.destroy();
      lamp.pool.destroy();
    }
    this.lamps = lampSpots(layout).map((spot, i) => {
      const head = new Sprite({
        texture: this.fx.dot,
        anchor: 0.5,
        tint: 0xffe6a0,
        blendMode: 'add',
      });
      const size = Math.max(10, layout.carHeight * 0.7);
      head.position.set(spot.x, spot.headY);
      head.width = head.height = size;
      const pool = new Sprite({
        texture: this.fx.dot,
        anchor: 0.5,
        tint: 0xffe1a0,
        blendMode: 'add',
      });
      pool.position.set(spot.x, spot.baseY + layout.carHeight * 0.25);
      pool.width = layout.carWidth * 1.3;
      pool.height = layout.carHeight * 0.7;
      this.heads.addChild(head);
      this.pools.addChild(pool);
      return { head, pool, phase: i * 1130 };
    });
    this.update(0, false);
  }

  /** Breathes the lamps at scene time `now`; returns whether they animate. */
  update(now: number, motion: boolean): boolean {
    for (let i = 0; i < this.lamps.length; i += 1) {
      const lamp = this.lamps[i]!;
      const b = motion ? pulse(now + lamp.phase, LAMP_PERIOD_MS) : 0.5;
      lamp.head.alpha = 0.7 + 0.25 * b;
      lamp.pool.alpha = 0.12 + 0.08 * b;
    }
    return motion && this.lamps.length > 0;
  }

  destroy(): void {
    this.pools.destroy({ children: true });
    this.heads.destroy({ children: true });
    this.lamps = [];
  }
}
