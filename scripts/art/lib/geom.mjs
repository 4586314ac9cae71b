// Geometry for the generated art: polygons with rounded corners, insets and clips. Every shape is a
// list of [x, y, r] points (r = corner radius, 0 or missing = sharp), so a silhouette stays easy to
// read and tweak as numbers, and the SVG path is derived from it in one place.

/** Short numbers keep the files small and diffs readable. */
export const n = (value) => String(Math.round(value * 100) / 100);
export const pt = (x, y) => `${n(x)},${n(y)}`;

const sub = (a, b) => [a[0] - b[0], a[1] - b[1]];
const len = (v) => Math.hypot(v[0], v[1]);

/**
 * SVG path through the points, each corner cut back by its radius and bridged with a quadratic
 * curve whose control point is the corner itself. Cut-backs never pass half an edge, so neighbouring
 * corners cannot overlap however large the radii.
 */
export function rounded(points, closed = true) {
  const count = points.length;
  const cut = (i) => {
    const [x, y, r = 0] = points[i];
    const v = [x, y];
    const hasPrev = closed || i > 0;
    const hasNext = closed || i < count - 1;
    if (!r || !hasPrev || !hasNext) return { a: v, v, b: v };
    const p = points[(i - 1 + count) % count];
    const q = points[(i + 1) % count];
    const dp = sub(p, v);
    const dq = sub(q, v);
    const t = Math.min(r, len(dp) / 2, len(dq) / 2);
    return {
      a: [x + (dp[0] * t) / len(dp), y + (dp[1] * t) / len(dp)],
      v,
      b: [x + (dq[0] * t) / len(dq), y + (dq[1] * t) / len(dq)],
    };
  };
  const cuts = points.map((_, i) => cut(i));
  let d = `M${pt(...cuts[0].a)}`;
  cuts.forEach((c, i) => {
    if (i > 0) d += ` L${pt(...c.a)}`;
    if (c.a !== c.v) d += ` Q${pt(...c.v)} ${pt(...c.b)}`;
  });
  return closed ? `${d} Z` : d;
}

/** Open polyline, optionally rounded: for highlights and trim lines. */
export const line = (points) => rounded(points, false);

function signedArea(poly) {
  let area = 0;
  poly.forEach((p, i) => {
    const q = poly[(i + 1) % poly.length];
    area += p[0] * q[1] - q[0] * p[1];
  });
  return area / 2;
}

function intersect(p1, d1, p2, d2) {
  const det = d1[0] * d2[1] - d1[1] * d2[0];
  if (Math.abs(det) < 1e-9) return p2;
  const t = ((p2[0] - p1[0]) * d2[1] - (p2[1] - p1[1]) * d2[0]) / det;
  return [p1[0] + d1[0] * t, p1[1] + d1[1] * t];
}

/**
 * Shrinks a convex polygon: edge i moves inward by inset[i] (or one number for all edges). Used to
 * cut window glass out of a cabin outline with an even frame of paint around it.
 */
export function inset(poly, amount) {
  const sign = signedArea(poly) > 0 ? 1 : -1;
  const lines = poly.map((p, i) => {
    const q = poly[(i + 1) % poly.length];
    const d = sub(q, p);
    const l = len(d);
    const normal = [(-d[1] / l) * sign, (d[0] / l) * sign];
    const by = Array.isArray(amount) ? amount[i] : amount;
    return { p: [p[0] + normal[0] * by, p[1] + normal[1] * by], d };
  });
  return lines.map((edge, i) => {
    const prev = lines[(i - 1 + lines.length) % lines.length];
    return intersect(prev.p, prev.d, edge.p, edge.d);
  });
}

/** Sutherland–Hodgman against one half-plane: keep points where keep(p) is true. */
function clipHalf(poly, keep, cross) {
  const out = [];
  poly.forEach((p, i) => {
    const q = poly[(i + 1) % poly.length];
    const [kp, kq] = [keep(p), keep(q)];
    if (kp) out.push(p);
    if (kp !== kq) out.push(cross(p, q));
  });
  return out;
}

/** The part of a polygon between two vertical lines (window panes between pillars). */
export function clipX(poly, x0, x1) {
  const at = (x) => (p, q) => [x, p[1] + ((q[1] - p[1]) * (x - p[0])) / (q[0] - p[0])];
  const left = clipHalf(poly, (p) => p[0] >= x0, at(x0));
  return clipHalf(left, (p) => p[0] <= x1, at(x1));
}

/** Where the line through a and b reaches height y (pillar foot on the belt line). */
export const xAtY = (a, b, y) => a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]);

/** A closed circle-ish arc path from angle a0 to a1 (degrees, 0 = right, clockwise on screen). */
export function arcPoint(cx, cy, r, deg) {
  const t = (deg * Math.PI) / 180;
  return [cx + r * Math.cos(t), cy + r * Math.sin(t)];
}

/** Attribute string from an object, skipping undefined values. */
export function attrs(object) {
  return Object.entries(object)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join('');
}

export const path = (d, a = {}) => `<path d="${d}"${attrs(a)}/>`;
export const circle = (cx, cy, r, a = {}) => `<circle${attrs({ cx, cy, r, ...a })}/>`;
export const ellipse = (cx, cy, rx, ry, a = {}) => `<ellipse${attrs({ cx, cy, rx, ry, ...a })}/>`;
export const rect = (x, y, w, h, a = {}) => `<rect${attrs({ x, y, width: w, height: h, ...a })}/>`;

/** Deterministic pseudo-random numbers (mulberry32) so reruns rewrite identical files. */
export function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashString(text) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/**
 * Point lists written compactly: 'x,y,r x,y' → [[x, y, r], [x, y]]. Silhouettes are long lists of
 * numbers; one string per outline keeps them readable where array literals would sprawl.
 */
export const pts = (text) =>
  text
    .trim()
    .split(/\s+/)
    .map((p) => p.split(',').map(Number));

/** Named measurements written compactly: 'xr=12 xf=190' → { xr: 12, xf: 190 }. */
export const measures = (text) =>
  Object.fromEntries(
    text
      .trim()
      .split(/\s+/)
      .map((pair) => {
        const [name, value] = pair.split('=');
        return [name, Number(value)];
      }),
  );
