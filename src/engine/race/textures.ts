// Procedural textures for effects, painted once on 2D canvases: a glow streak (trails, speed
// lines), a flame, a soft dot (glows, lamps) and a ring (nitro shock wave). White, so sprites tint
// them; drawn at 2x so they stay smooth when scaled up. Canvases come from Pixi's DOM adapter, so
// the same code paints on the page and in the scene's worker (an OffscreenCanvas there).
import { CanvasSource, DOMAdapter, Texture, type ICanvasRenderingContext2D } from 'pixi.js';

export interface FxTextures {
  streak: Texture;
  flame: Texture;
  dot: Texture;
  ring: Texture;
  /** A hard-edged (antialiased) disc, for map dots. */
  disc: Texture;
  destroy(): void;
}

type Ctx = ICanvasRenderingContext2D;

function paint(width: number, height: number, draw: (ctx: Ctx, w: number, h: number) => void) {
  const canvas = DOMAdapter.get().createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2D canvas unavailable');
  draw(ctx, width, height);
  return new Texture({
    source: new CanvasSource({ resource: canvas, resolution: 2, autoGenerateMipmaps: true }),
  });
}

/** Fades in left to right and softly top to bottom: a trail whose head sits at the car. */
function streak(ctx: Ctx, w: number, h: number) {
  const along = ctx.createLinearGradient(0, 0, w, 0);
  along.addColorStop(0, 'rgba(255,255,255,0)');
  along.addColorStop(0.55, 'rgba(255,255,255,0.35)');
  along.addColorStop(1, 'rgba(255,255,255,1)');
  ctx.fillStyle = along;
  ctx.fillRect(0, 0, w, h);
  ctx.globalCompositeOperation = 'destination-in';
  const across = ctx.createLinearGradient(0, 0, 0, h);
  across.addColorStop(0, 'rgba(255,255,255,0)');
  across.addColorStop(0.5, 'rgba(255,255,255,1)');
  across.addColorStop(1, 'rgba(255,255,255,0)');
  ctx.fillStyle = across;
  ctx.fillRect(0, 0, w, h);
}

/** A teardrop pointing left with its base on the right edge (the exhaust). */
function flame(ctx: Ctx, w: number, h: number) {
  ctx.save();
  ctx.translate(w * 0.86, h / 2);
  ctx.scale(w * 0.86, h / 2);
  const g = ctx.createRadialGradient(0, 0, 0, 0, 0, 1);
  g.addColorStop(0, 'rgba(255,255,255,1)');
  g.addColorStop(0.35, 'rgba(255,255,255,0.85)');
  g.addColorStop(0.7, 'rgba(255,255,255,0.3)');
  g.addColorStop(1, 'rgba(255,255,255,0)');
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.moveTo(0.16, -0.55);
  ctx.bezierCurveTo(-0.3, -0.7, -0.75, -0.25, -1, 0);
  ctx.bezierCurveTo(-0.75, 0.25, -0.3, 0.7, 0.16, 0.55);
  ctx.arc(0.16, 0, 0.55, Math.PI / 2, -Math.PI / 2, true);
  ctx.fill();
  ctx.restore();
}

function dot(ctx: Ctx, w: number) {
  const g = ctx.createRadialGradient(w / 2, w / 2, 0, w / 2, w / 2, w / 2);
  g.addColorStop(0, 'rgba(255,255,255,1)');
  g.addColorStop(0.4, 'rgba(255,255,255,0.55)');
  g.addColorStop(1, 'rgba(255,255,255,0)');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, w);
}

function disc(ctx: Ctx, w: number) {
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.arc(w / 2, w / 2, w / 2 - 1, 0, Math.PI * 2);
  ctx.fill();
}

function ring(ctx: Ctx, w: number) {
  const g = ctx.createRadialGradient(w / 2, w / 2, 0, w / 2, w / 2, w / 2);
  g.addColorStop(0, 'rgba(255,255,255,0)');
  g.addColorStop(0.62, 'rgba(255,255,255,0)');
  g.addColorStop(0.84, 'rgba(255,255,255,1)');
  g.addColorStop(1, 'rgba(255,255,255,0)');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, w);
}

export function createFxTextures(): FxTextures {
  const textures = {
    streak: paint(256, 32, streak),
    flame: paint(256, 96, flame),
    dot: paint(128, 128, dot),
    ring: paint(128, 128, ring),
    disc: paint(64, 64, disc),
  };
  return {
    ...textures,
    destroy() {
      for (const texture of Object.values(textures)) texture.destroy(true);
    },
  };
}
