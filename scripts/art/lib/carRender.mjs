// Renders one car: geometry from a body builder plus the spec's parts, in the same layer order and
// conventions as the hand-made cars (paint gradient in the #e53935 family, neutral glass and trim,
// ids prefixed by the asset key, a soft ground shadow).
import { ACCESSORIES } from './carAccessoriesExtra.mjs';
import { GROUND } from './carBodies.mjs';
import { LIGHTS, STRIPES } from './carParts.mjs';
import { wheel } from './carWheels.mjs';
import { ellipse, line, n, path, pt, rounded } from './geom.mjs';

const TRIM = '#8e1c1c';

/**
 * The paint gradient runs in user space over the body's height, so bolted-on paint parts (flares,
 * fins, skirts, wings) shade exactly like the body behind them instead of restarting the gradient.
 */
function defs(key, geo) {
  const ys = geo.body.map((p) => p[1]);
  const [top, bottom] = [Math.min(...ys), Math.max(...ys)];
  const glassClip = geo.glass.length
    ? `\n    <clipPath id="${key}-panes"><path d="${geo.glass.map((pane) => rounded(pane.map((p) => [...p, geo.glassR ?? 1.6]))).join(' ')}"/></clipPath>`
    : '';
  return `  <defs>
    <linearGradient id="${key}-paint" gradientUnits="userSpaceOnUse" x1="0" y1="${n(top)}" x2="0" y2="${n(bottom)}">
      <stop offset="0" stop-color="#ff8a80"/>
      <stop offset="0.28" stop-color="#ef5350"/>
      <stop offset="0.55" stop-color="#e53935"/>
      <stop offset="1" stop-color="#b71c1c"/>
    </linearGradient>
    <linearGradient id="${key}-glass" x1="0" y1="0" x2="0.35" y2="1">
      <stop offset="0" stop-color="#6b7077"/>
      <stop offset="0.5" stop-color="#3a3e44"/>
      <stop offset="1" stop-color="#1f2124"/>
    </linearGradient>
    <linearGradient id="${key}-rim" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f1f3f5"/>
      <stop offset="1" stop-color="#8f969e"/>
    </linearGradient>
    <radialGradient id="${key}-shadow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#000" stop-opacity="0.38"/>
      <stop offset="1" stop-color="#000" stop-opacity="0"/>
    </radialGradient>
    <clipPath id="${key}-body"><path d="${rounded(geo.body)}"/></clipPath>${glassClip}
  </defs>`;
}

/** Dark half-disc wheel well cut into the body above each wheel. */
function arch({ cx, cy, r }, sill, grow = 2.5) {
  const ra = r + grow;
  const y = Math.min(sill + 0.5, cy + ra - 0.5);
  const half = Math.sqrt(Math.max(0, ra * ra - (y - cy) ** 2));
  const large = y > cy ? 1 : 0;
  return `M${pt(cx - half, y)} A${n(ra)},${n(ra)} 0 ${large} 1 ${pt(cx + half, y)} Z`;
}

/** Wide paint or plastic flare around an arch (rally cars, off-roaders). */
function flare({ cx, cy, r }, sill, grow) {
  const ra = r + grow;
  const y = sill;
  const half = Math.sqrt(Math.max(0, ra * ra - (y - cy) ** 2));
  return `M${pt(cx - half - 1, y)} A${n(ra)},${n(ra)} 0 ${y > cy ? 1 : 0} 1 ${pt(cx + half + 1, y)} Z`;
}

const glassReflections = (geo) => {
  const xs = geo.glass.flat().map((p) => p[0]);
  if (!xs.length) return '';
  const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
  const top = geo.roof;
  const bottom = geo.belt;
  const h = bottom - top;
  const band = (x, w) =>
    `M${pt(x + h * 0.7, top)} L${pt(x + h * 0.7 + w, top)} L${pt(x + w, bottom)} L${pt(x, bottom)} Z`;
  const span = x1 - x0;
  return path(`${band(x0 + span * 0.2, 8)} ${band(x0 + span * 0.62, 4)}`, {
    fill: '#ffffff',
    'fill-opacity': 0.28,
  });
};

export function renderCar(spec) {
  const { key, title, geo } = spec;
  const out = [];
  const push = (markup) => markup && out.push(`  ${markup}`);
  const xs = geo.body.map((p) => p[0]).concat(geo.wheels.flatMap((w) => [w.cx - w.r, w.cx + w.r]));
  const [minX, maxX] = [Math.min(...xs), Math.max(...xs)];
  push(
    ellipse((minX + maxX) / 2, GROUND, (maxX - minX) / 2 + 3, 4.5, { fill: `url(#${key}-shadow)` }),
  );
  const ctx = { key, geo, spec, paint: `url(#${key}-paint)`, trim: TRIM };
  const run = (list, layer) =>
    (list ?? []).forEach((item) => {
      const [name, opts] = Array.isArray(item) ? item : [item, {}];
      const part = ACCESSORIES[name];
      if (!part) throw new Error(`Unknown accessory ${name}`);
      if ((opts.layer ?? part.layer ?? 'over') === layer) push(part.draw(ctx, opts));
    });
  const own = (markup) => markup.replaceAll('#KEY-', `#${key}-`);
  // Skirted wheels sit behind the body, so only the part below the sill shows.
  const skirted = new Set(spec.skirts ?? []);
  geo.wheels.forEach((w, i) => skirted.has(i) && push(wheel(key, { ...spec.wheel, ...w })));
  for (const markup of geo.under ?? []) push(own(markup));
  run(spec.extras, 'under');
  if (spec.flares) {
    const fill = spec.flares === 'plastic' ? '#2b2d31' : ctx.paint;
    push(
      path(geo.wheels.map((w) => flare(w, geo.sill, w.r + 5.5 - w.r)).join(' '), {
        fill,
        stroke: spec.flares === 'plastic' ? '#1a1c1f' : TRIM,
        'stroke-width': 1,
        'stroke-linejoin': 'round',
      }),
    );
  }
  push(
    path(rounded(geo.body), {
      fill: ctx.paint,
      stroke: TRIM,
      'stroke-width': 1,
      'stroke-linejoin': 'round',
    }),
  );
  const clipped = [];
  for (const item of spec.stripes ?? []) {
    const [name, opts] = Array.isArray(item) ? item : [item, {}];
    if (!STRIPES[name]) throw new Error(`Unknown stripe ${name}`);
    clipped.push(STRIPES[name](ctx, opts));
  }
  run(spec.extras, 'clipped');
  if (clipped.length) push(`<g clip-path="url(#${key}-body)">${clipped.join('')}</g>`);
  run(spec.extras, 'body');
  const arched = geo.wheels.filter((w, i) => !w.noArch && !skirted.has(i));
  if (arched.length)
    push(
      path(arched.map((w) => arch(w, geo.sill, w.archGrow ?? 2.5)).join(' '), { fill: '#141518' }),
    );
  if (geo.glass.length) {
    if (spec.blackPillars && geo.cabin)
      push(path(rounded(geo.cabin.map((p) => [...p, 2])), { fill: '#1f2124' }));
    push(
      path(geo.glass.map((pane) => rounded(pane.map((p) => [...p, geo.glassR ?? 1.6]))).join(' '), {
        fill: `url(#${key}-glass)`,
        stroke: '#1a1c1f',
        'stroke-width': 0.6,
        'stroke-linejoin': 'round',
      }),
    );
    push(`<g clip-path="url(#${key}-panes)">${glassReflections(geo)}</g>`);
  }
  for (const markup of geo.over ?? []) push(own(markup));
  run(spec.extras, 'trim');
  const doors = spec.doors ?? [];
  if (doors.length) {
    const d = doors
      .map((x) =>
        line([
          [x, geo.belt + 0.5],
          [x - 0.6, (geo.belt + geo.sill) / 2, 4],
          [x, geo.sill - 3],
        ]),
      )
      .join(' ');
    push(path(d, { fill: 'none', stroke: TRIM, 'stroke-width': 0.8, 'stroke-linecap': 'round' }));
  }
  if (spec.handles?.length)
    push(
      path(spec.handles.map((x) => `M${pt(x, geo.belt + 4)} h7 v1.7 h-7 Z`).join(' '), {
        fill: TRIM,
      }),
    );
  const lights = spec.lights ?? {};
  push(
    `<g clip-path="url(#${key}-body)">${LIGHTS.head[lights.head ?? 'wedge'](ctx)}${LIGHTS.tail[lights.tail ?? 'block'](ctx)}</g>`,
  );
  push(
    path(geo.highlights.map(line).join(' '), {
      fill: 'none',
      stroke: '#ffffff',
      'stroke-opacity': 0.45,
      'stroke-width': 1.3,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  );
  run(spec.extras, 'over');
  geo.wheels.forEach((w, i) => !skirted.has(i) && push(wheel(key, { ...spec.wheel, ...w })));
  for (const i of skirted) {
    const { cx, r } = geo.wheels[i];
    push(
      path(`M${pt(cx - r - 1, geo.sill - 1)} H${n(cx + r + 1)}`, {
        stroke: '#d5d9de',
        'stroke-width': 1.4,
        'stroke-linecap': 'round',
      }),
    );
  }
  run(spec.extras, 'top');
  for (const markup of geo.top ?? []) push(own(markup));

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 80" width="200" height="80" role="img" aria-labelledby="${key}-title">
  <title id="${key}-title">${title}</title>
  <!-- Generated by scripts/art/gen-cars.mjs. Side view facing right. Body paint is the #e53935 red
       family so the game can hue-shift it (carHueAngle); tyres, rims, glass and trim are neutral. -->
${defs(key, geo)}
${out.join('\n')}
</svg>
`;
}
