// A fixed pool of confetti pieces for finishes. Pieces live in typed arrays and reuse their
// sprites, so a burst allocates nothing and an idle pool costs one loop over dead pieces.
import { Container, Sprite, Texture } from 'pixi.js';

const COLORS = [0xffd54f, 0xff5252, 0x40c4ff, 0x69f0ae, 0xffffff, 0xe040fb];
const GRAVITY = 0.0009; // px per ms²
const LIFE_MS = 1600;

export class ConfettiPool {
  readonly view = new Container();
  private readonly sprites: Sprite[] = [];
  private readonly vx: Float32Array;
  private readonly vy: Float32Array;
  private readonly spin: Float32Array;
  private readonly age: Float32Array;
  private next = 0;
  private live = 0;

  constructor(private readonly size: number) {
    this.vx = new Float32Array(size);
    this.vy = new Float32Array(size);
    this.spin = new Float32Array(size);
    this.age = new Float32Array(size).fill(LIFE_MS);
    for (let i = 0; i < size; i += 1) {
      const s = new Sprite({ texture: Texture.WHITE, anchor: 0.5, visible: false });
      s.tint = COLORS[i % COLORS.length]!;
      this.sprites.push(s);
      this.view.addChild(s);
    }
  }

  /** Throws `count` pieces up from (x, y); `scale` is the layout unit. `seed` varies the spray. */
  burst(x: number, y: number, count: number, scale: number, seed: number): void {
    for (let n = 0; n < count; n += 1) {
      const i = this.next;
      this.next = (this.next + 1) % this.size;
      const s = this.sprites[i]!;
      const a = Math.sin(seed * 12.9898 + n * 78.233) * 43758.5453;
      const r = a - Math.floor(a);
      const angle = -Math.PI / 2 + (r - 0.5) * 1.9;
      const speed = (0.25 + 0.3 * ((r * 7) % 1)) * scale;
      this.vx[i] = Math.cos(angle) * speed;
      this.vy[i] = Math.sin(angle) * speed;
      this.spin[i] = (r - 0.5) * 0.04;
      if (this.age[i]! >= LIFE_MS) this.live += 1;
      this.age[i] = 0;
      s.position.set(x, y);
      s.width = (4 + 4 * r) * scale;
      s.height = (2.5 + 2 * ((r * 3) % 1)) * scale;
      s.visible = true;
      s.alpha = 1;
    }
  }

  update(dtMs: number): void {
    if (this.live === 0) return;
    for (let i = 0; i < this.size; i += 1) {
      if (this.age[i]! >= LIFE_MS) continue;
      const s = this.sprites[i]!;
      const age = this.age[i]! + dtMs;
      this.age[i] = age;
      if (age >= LIFE_MS) {
        s.visible = false;
        this.live -= 1;
        continue;
      }
      this.vy[i] = this.vy[i]! + GRAVITY * dtMs;
      this.vx[i] = this.vx[i]! * 0.995;
      s.x += this.vx[i]! * dtMs;
      s.y += this.vy[i]! * dtMs;
      s.rotation += this.spin[i]! * dtMs;
      s.alpha = age > LIFE_MS * 0.7 ? (LIFE_MS - age) / (LIFE_MS * 0.3) : 1;
    }
  }

  destroy(): void {
    this.view.destroy({ children: true });
  }
}
