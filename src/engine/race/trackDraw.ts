// The world-space racetrack: trackside (grandstands with a crowd, ad boards, catch fence, start
// and finish gantries) and the road itself (asphalt lanes, dashed lane lines, kerbs, start line,
// checkered finish band, grass). Drawn once per resize; the camera only moves the container.
import type { Graphics } from 'pixi.js';

import { seededRng, type Rng } from '../../domain/random';
import { finishBandWidth, gantryBoard, type TrackLayout } from './layout';

const CROWD = [0xe53935, 0xfdd835, 0x1e88e5, 0xffffff, 0x43a047, 0xfb8c00, 0x8e24aa, 0x00acc1];
const BOARDS = [0x1565c0, 0xfbc02d, 0xd32f2f, 0xf5f5f5, 0x2e7d32, 0x212121];

/** Highest point of the trackside (grandstand roofs), as a fraction of the scenery height. */
export const TRACKSIDE_TOP = 0.22;

function grandstand(g: Graphics, rng: Rng, x: number, w: number, layout: TrackLayout) {
  const base = layout.trackTop - layout.trackTop * 0.1;
  const h = layout.trackTop * 0.5;
  const top = base - h;
  const u = layout.unit;
  // Frame and tiers.
  g.rect(x, top, w, h).fill(0x546575);
  const rows = 6;
  const rowH = (h * 0.8) / rows;
  for (let r = 0; r < rows; r += 1) {
    const y = top + h * 0.12 + r * rowH;
    g.rect(x + 3 * u, y + rowH * 0.55, w - 6 * u, rowH * 0.45).fill(r % 2 ? 0x37474f : 0x3e505c);
  }
  // The crowd: one head and shirt per seat, seeded colours.
  const seat = Math.max(4, 6.5 * u);
  for (let r = 0; r < rows; r += 1) {
    const y = top + h * 0.12 + r * rowH + rowH * 0.5;
    for (let sx = x + 5 * u; sx < x + w - 5 * u; sx += seat) {
      if (rng() < 0.12) continue;
      const jitter = (rng() - 0.5) * seat * 0.3;
      g.rect(sx + jitter - seat * 0.3, y - rowH * 0.2, seat * 0.6, rowH * 0.45).fill(
        CROWD[Math.floor(rng() * CROWD.length)]!,
      );
      g.circle(sx + jitter, y - rowH * 0.38, seat * 0.26).fill(rng() < 0.5 ? 0xf1c27d : 0x8d5524);
    }
  }
  // Roof on posts, striped canopy edge.
  const roofY = top - h * 0.16;
  g.rect(x + 4 * u, roofY, 3 * u, h * 0.2).fill(0x90a4ae);
  g.rect(x + w - 7 * u, roofY, 3 * u, h * 0.2).fill(0x90a4ae);
  g.poly([
    x - 8 * u,
    roofY,
    x + w + 8 * u,
    roofY,
    x + w + 2 * u,
    roofY - h * 0.14,
    x - 2 * u,
    roofY - h * 0.14,
  ]).fill(0xeceff1);
  const stripe = 14 * u;
  for (let sx = x - 8 * u; sx < x + w + 8 * u; sx += stripe * 2) {
    g.rect(sx, roofY, Math.min(stripe, x + w + 8 * u - sx), h * 0.05).fill(0xd32f2f);
  }
}

function fenceAndBoards(g: Graphics, layout: TrackLayout) {
  const { worldWidth: w, trackTop: s, unit: u } = layout;
  const boardTop = s - s * 0.1;
  // Catch fence: posts, rails, a light mesh.
  const fenceTop = s - s * 0.24;
  for (let x = 0; x < w; x += 9 * u) g.rect(x, fenceTop, 0.8, boardTop - fenceTop);
  g.fill({ color: 0xcfd8dc, alpha: 0.35 });
  for (let x = 0; x < w; x += 54 * u)
    g.rect(x, fenceTop - 2 * u, 2 * u, boardTop - fenceTop + 2 * u);
  g.rect(0, fenceTop - 2 * u, w, 1.6 * u).fill(0xb0bec5);
  // Advertising boards along the track edge.
  const boardW = 70 * u;
  for (let x = 0, i = 0; x < w; x += boardW, i += 1) {
    g.rect(x, boardTop, boardW - 2 * u, s - boardTop).fill(BOARDS[i % BOARDS.length]!);
    g.rect(
      x + boardW * 0.18,
      boardTop + (s - boardTop) * 0.35,
      boardW * 0.5,
      (s - boardTop) * 0.3,
    ).fill({
      color: i % BOARDS.length === 3 ? 0x1565c0 : 0xffffff,
      alpha: 0.85,
    });
  }
}

function checkers(g: Graphics, x: number, y: number, cols: number, rows: number, size: number) {
  g.rect(x, y, cols * size, rows * size).fill(0xffffff);
  for (let r = 0; r < rows; r += 1) {
    for (let c = r % 2; c < cols; c += 2) g.rect(x + c * size, y + r * size, size, size);
  }
  g.fill(0x111111);
}

/** A pole with a banner board above the fence, at a line across the track. */
function gantry(g: Graphics, layout: TrackLayout, x: number, checkered: boolean) {
  const { trackTop: s, unit: u } = layout;
  const { top: boardY, height: boardH, width: boardW } = gantryBoard(layout);
  g.rect(x - 2 * u, boardY, 4 * u, s - boardY).fill(0x37474f);
  g.rect(x - boardW / 2 - 3 * u, boardY - 3 * u, boardW + 6 * u, boardH + 6 * u).fill(0x263238);
  if (checkered) {
    const size = boardH / 4;
    checkers(g, x - boardW / 2, boardY, Math.round(boardW / size), 4, size);
  } else {
    g.rect(x - boardW / 2, boardY, boardW, boardH).fill(0x2e7d32);
  }
}

/** Where the text labels of the gantries go (the Text objects are made by the scene). */
export function gantryLabelPlace(layout: TrackLayout, x: number) {
  const board = gantryBoard(layout);
  return { x, y: board.top + board.height / 2, height: board.height };
}

export function drawTrackside(g: Graphics, layout: TrackLayout): void {
  const rng = seededRng(23);
  const { worldWidth, width, startX, finishX, unit } = layout;
  g.clear();
  fenceAndBoards(g, layout);
  const standW = Math.min(width * 0.42, 420 * unit);
  // Stands at the start and the finish, and along long tracks every so often.
  grandstand(g, rng, Math.max(0, startX - standW * 0.35), standW, layout);
  let x = startX + standW * 1.2;
  while (x < finishX - standW * 1.6) {
    grandstand(g, rng, x, standW * 0.7, layout);
    x += standW * 1.9;
  }
  grandstand(g, rng, Math.min(worldWidth - standW, finishX - standW * 0.8), standW, layout);
  gantry(g, layout, startX, false);
  gantry(g, layout, finishX, true);
}

export function drawTrack(g: Graphics, layout: TrackLayout): void {
  const { worldWidth: w, height, lanes, laneHeight: lane, unit: u } = layout;
  const { trackTop, asphaltTop, asphaltBottom, trackBottom, kerbHeight: kerb } = layout;
  g.clear();
  // Grass verge with mowing stripes.
  g.rect(0, trackBottom, w, height - trackBottom).fill(0x4c9a3f);
  for (let x = 0; x < w; x += 80 * u) g.rect(x, trackBottom, 40 * u, height - trackBottom);
  g.fill({ color: 0x5aa84a, alpha: 0.8 });
  // Asphalt, alternate lanes a shade apart so lanes read at a glance.
  g.rect(0, asphaltTop, w, asphaltBottom - asphaltTop).fill(0x3a3e46);
  for (let i = 1; i < lanes; i += 2) g.rect(0, asphaltTop + lane * i, w, lane);
  g.fill({ color: 0x42464f });
  // Kerbs.
  const block = kerb * 4;
  g.rect(0, trackTop, w, kerb).rect(0, asphaltBottom, w, kerb).fill(0xf2f2f2);
  for (let x = 0; x < w; x += block * 2)
    g.rect(x, trackTop, block, kerb).rect(x + block, asphaltBottom, block, kerb);
  g.fill(0xd32f2f);
  // Edge lines and dashed lane lines.
  const line = Math.max(1.5, lane * 0.045);
  g.rect(0, asphaltTop + line, w, line)
    .rect(0, asphaltBottom - line * 2, w, line)
    .fill({ color: 0xffffff, alpha: 0.8 });
  const dash = 26 * u;
  for (let i = 1; i < lanes; i += 1) {
    const y = asphaltTop + lane * i - line / 2;
    for (let x = 0; x < w; x += dash * 1.8) g.rect(x, y, dash, line);
  }
  g.fill({ color: 0xffffff, alpha: 0.7 });
  // Start line and the checkered finish band across the road.
  g.rect(layout.startX - 2 * u, asphaltTop, 4 * u, asphaltBottom - asphaltTop).fill(0xffffff);
  const square = finishBandWidth(lane) / 3;
  const rows = Math.ceil((asphaltBottom - asphaltTop) / square);
  checkers(g, layout.finishX, asphaltTop, 3, rows, square);
  // The last row may overrun the asphalt; the lower kerb is drawn again over it.
  g.rect(layout.finishX, asphaltBottom, square * 3, kerb).fill(0xf2f2f2);
}
