// The takeover's drawn shapes (Pixi Graphics): the sunburst, the cash stack, the padlock of a
// locked reward, the badge chip and the progress dots. Each draws around (0, 0) at a given size,
// so the declarative tree only places them.
import type { Graphics } from 'pixi.js';

export const TAKEOVER_COLORS = {
  rays: 0xffd24a,
  glow: 0x1e90ff,
  cash: 0x2fd27a,
  cashDark: 0x178a4f,
  gold: 0xffd24a,
  lock: 0xa3b3d6,
  lockDark: 0x213259,
  dot: 0x3b5088,
  text: 0xeef3ff,
} as const;

const RAYS = 16;

/** Alternating wedges out to `radius`, faint so the reward stays the brightest thing. */
export function drawRays(g: Graphics, radius: number): void {
  g.clear();
  g.circle(0, 0, radius * 0.42).fill({ color: TAKEOVER_COLORS.glow, alpha: 0.22 });
  const step = (2 * Math.PI) / RAYS;
  for (let i = 0; i < RAYS; i += 1) {
    const a = i * step;
    const b = a + step / 2;
    g.moveTo(0, 0)
      .lineTo(Math.cos(a) * radius, Math.sin(a) * radius)
      .lineTo(Math.cos(b) * radius, Math.sin(b) * radius)
      .closePath();
  }
  g.fill({ color: TAKEOVER_COLORS.rays, alpha: 0.2 });
}

/** A stack of banknotes about `size` wide. */
export function drawCash(g: Graphics, size: number): void {
  g.clear();
  const w = size;
  const h = size * 0.46;
  for (let i = 2; i >= 0; i -= 1) {
    const dx = (i - 1) * size * 0.06;
    const dy = -i * size * 0.07;
    g.roundRect(-w / 2 + dx, -h / 2 + dy, w, h, size * 0.05)
      .fill(TAKEOVER_COLORS.cash)
      .stroke({ color: TAKEOVER_COLORS.cashDark, width: Math.max(2, size * 0.02) });
  }
  g.circle(0, 0, h * 0.3).stroke({
    color: TAKEOVER_COLORS.cashDark,
    width: Math.max(2, size * 0.03),
  });
}

/** A padlock about `size` tall. */
export function drawPadlock(g: Graphics, size: number): void {
  g.clear();
  const bodyW = size * 0.8;
  const bodyH = size * 0.58;
  g.roundRect(-size * 0.27, -size * 0.5, size * 0.54, size * 0.62, size * 0.27).stroke({
    color: TAKEOVER_COLORS.lock,
    width: size * 0.12,
  });
  g.roundRect(-bodyW / 2, -size * 0.08, bodyW, bodyH, size * 0.1).fill(TAKEOVER_COLORS.lock);
  g.circle(0, size * 0.18, size * 0.08).fill(TAKEOVER_COLORS.lockDark);
}

/** The pill behind a badge ("CLAIMED", "EQUIPPED", "GOLD ONLY"). */
export function drawChip(g: Graphics, width: number, height: number, color: number): void {
  g.clear();
  g.roundRect(-width / 2, -height / 2, width, height, height / 2).fill(color);
}

/** One dot per reward: done ones filled gold, the current one larger and ringed. */
export function drawDots(g: Graphics, count: number, current: number, gap: number): void {
  g.clear();
  const left = (-(count - 1) * gap) / 2;
  for (let i = 0; i < count; i += 1) {
    const x = left + i * gap;
    if (i === current) {
      g.circle(x, 0, gap * 0.26).fill(TAKEOVER_COLORS.gold);
    } else {
      g.circle(x, 0, gap * 0.16).fill(i < current ? TAKEOVER_COLORS.gold : TAKEOVER_COLORS.dot);
    }
  }
}
