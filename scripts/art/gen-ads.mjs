// Writes the house ads (assets/ads/<campaign>-<width>x<height>.svg): the built-in ad provider's
// creatives, one per campaign and ad size (SPEC §9 sizes), in the design system's colours (night
// asphalt, the accent and gold, a livery stripe). Each carries an "AD" mark so it reads as an ad
// on its own. Deterministic: rerunning rewrites identical files.
//   node scripts/art/gen-ads.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT = join(ROOT, 'assets/ads');

const C = {
  bg: '#0b1224',
  surface: '#121c36',
  surface2: '#182545',
  border: '#2a3c68',
  text: '#eef3ff',
  muted: '#a3b3d6',
  accent: '#ffb400',
  primary: '#1e90ff',
  gold: '#ffd35a',
  goldDeep: '#c98a00',
  ink: '#1b1300',
};
const FONT = "system-ui, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** Campaigns: what each creative promotes (the house provider links each inside the site). */
export const CAMPAIGNS = [
  {
    id: 'gold',
    title: 'Nitro Gold',
    line: 'No ads, double cash and a gold-only car.',
    cta: 'Get Gold',
  },
  {
    id: 'season',
    title: 'New Season',
    line: '100 tiers of cars and loot to race for.',
    cta: 'See Rewards',
  },
  {
    id: 'teams',
    title: 'Join a Team',
    line: 'Race together and climb the team boards.',
    cta: 'Find a Team',
  },
  {
    id: 'leagues',
    title: 'Weekly Leagues',
    line: 'Earn XP, move up a tier every week.',
    cta: 'Leagues',
  },
  {
    id: 'friends',
    title: 'Race Friends',
    line: 'Invite your friends to a private race.',
    cta: 'Add Friends',
  },
];
const SIZES = [
  [970, 90],
  [336, 280],
  [300, 600],
  [160, 600],
];

const esc = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Words into lines of at most `max` characters. */
function wrap(text, max) {
  const lines = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last && (last + ' ' + word).length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The campaign's emblem in a 100-unit box, centred at (cx, cy), `size` px wide. */
function emblem(id, cx, cy, size) {
  const s = size / 100;
  const t = `translate(${cx - size / 2} ${cy - size / 2}) scale(${s})`;
  const ring = `<circle cx="50" cy="50" r="47" fill="${C.surface2}" stroke="${C.accent}" stroke-width="5"/>`;
  const shapes = {
    gold: `<circle cx="50" cy="50" r="47" fill="url(#goldFace)" stroke="${C.goldDeep}" stroke-width="5"/>
      <path d="M50 16l10 22 24 3-18 16 5 24-21-12-21 12 5-24-18-16 24-3z" fill="${C.ink}" opacity="0.85"/>`,
    season: `${ring}<path d="M32 22v58" stroke="${C.text}" stroke-width="6" stroke-linecap="round"/>
      <path d="M35 24h38v30H35z" fill="${C.text}"/>
      <path d="M35 24h9.5v7.5H35zM54 24h9.5v7.5H54zM44.5 31.5H54V39h-9.5zM63.5 31.5H73V39h-9.5zM35 39h9.5v7.5H35zM54 39h9.5v7.5H54zM44.5 46.5H54V54h-9.5zM63.5 46.5H73V54h-9.5z" fill="${C.bg}"/>`,
    teams: `${ring}<path d="M50 18l28 10v20c0 18-12 28-28 34-16-6-28-16-28-34V28z" fill="${C.primary}" stroke="${C.text}" stroke-width="4"/>
      <path d="M38 50l9 9 16-18" fill="none" stroke="${C.text}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`,
    leagues: `${ring}<path d="M32 24h36v14c0 14-8 22-18 22s-18-8-18-22z" fill="${C.accent}"/>
      <path d="M32 30H22c0 12 6 16 12 16M68 30h10c0 12-6 16-12 16" fill="none" stroke="${C.accent}" stroke-width="5"/>
      <path d="M44 60h12v10H44zM36 70h28v8H36z" fill="${C.accent}"/>`,
    friends: `${ring}<circle cx="38" cy="44" r="14" fill="${C.primary}" stroke="${C.text}" stroke-width="4"/>
      <circle cx="62" cy="44" r="14" fill="${C.accent}" stroke="${C.text}" stroke-width="4"/>
      <path d="M18 78c2-12 10-18 20-18s18 6 20 18M42 78c2-12 10-18 20-18s18 6 20 18" fill="none" stroke="${C.text}" stroke-width="5" stroke-linecap="round"/>`,
  };
  return `<g transform="${t}">${shapes[id]}</g>`;
}

function button(x, y, w, h, label, fontSize) {
  return `<rect x="${x}" y="${y + 4}" width="${w}" height="${h}" rx="${h / 2}" fill="${C.goldDeep}"/>
  <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${C.accent}"/>
  <text x="${x + w / 2}" y="${y + h / 2 + fontSize * 0.36}" text-anchor="middle" font-size="${fontSize}" font-weight="900" fill="${C.ink}">${esc(label.toUpperCase())}</text>`;
}

function adMark(w) {
  return `<rect x="${w - 34}" y="6" width="28" height="16" rx="4" fill="${C.bg}" stroke="${C.muted}" stroke-width="1"/>
  <text x="${w - 20}" y="18" text-anchor="middle" font-size="11" font-weight="700" fill="${C.muted}" font-style="normal">AD</text>`;
}

function lines(textLines, x, y, size, gap, attrs) {
  return textLines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * gap}" font-size="${size}" ${attrs}>${esc(line)}</text>`,
    )
    .join('\n  ');
}

function layout(c, w, h) {
  const title = `font-weight="900" font-style="italic" fill="${C.text}"`;
  const muted = `fill="${C.muted}"`;
  if (h === 90) {
    return `${emblem(c.id, 56, 45, 64)}
  ${lines([c.title.toUpperCase()], 104, 42, 28, 0, title)}
  ${lines([c.line], 104, 68, 16, 0, muted)}
  ${button(w - 210, 22, 160, 44, c.cta, 16)}`;
  }
  if (w === 336) {
    return `${emblem(c.id, w / 2, 78, 92)}
  ${lines([c.title.toUpperCase()], w / 2, 160, 26, 0, `text-anchor="middle" ${title}`)}
  ${lines(wrap(c.line, 34), w / 2, 186, 14, 18, `text-anchor="middle" ${muted}`)}
  ${button(w / 2 - 100, 220, 200, 40, c.cta, 15)}`;
  }
  if (w === 300) {
    const t = wrap(c.title.toUpperCase(), 10);
    const l = wrap(c.line, 26);
    return `${emblem(c.id, w / 2, 170, 150)}
  ${lines(t, w / 2, 300, 36, 40, `text-anchor="middle" ${title}`)}
  ${lines(l, w / 2, 300 + t.length * 40 + 20, 17, 24, `text-anchor="middle" ${muted}`)}
  ${button(40, 500, 220, 50, c.cta, 18)}`;
  }
  const t = wrap(c.title.toUpperCase(), 7);
  const l = wrap(c.line, 15);
  return `${emblem(c.id, w / 2, 120, 100)}
  ${lines(t, w / 2, 230, 22, 26, `text-anchor="middle" ${title}`)}
  ${lines(l, w / 2, 230 + t.length * 26 + 16, 13, 18, `text-anchor="middle" ${muted}`)}
  ${button(14, 510, w - 28, 44, c.cta, 13)}`;
}

function render(c, w, h) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="${FONT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${C.surface2}"/><stop offset="1" stop-color="${C.bg}"/>
    </linearGradient>
    <linearGradient id="goldFace" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${C.gold}"/><stop offset="1" stop-color="${C.accent}"/>
    </linearGradient>
    <pattern id="stripes" width="28" height="28" patternUnits="userSpaceOnUse" patternTransform="rotate(30)">
      <rect width="14" height="28" fill="#ffffff" opacity="0.035"/>
    </pattern>
  </defs>
  <rect width="${w}" height="${h}" rx="10" fill="url(#bg)"/>
  <rect width="${w}" height="${h}" rx="10" fill="url(#stripes)"/>
  <rect x="0" y="0" width="8" height="${h}" fill="${C.accent}"/>
  <rect x="1" y="1" width="${w - 2}" height="${h - 2}" rx="9" fill="none" stroke="${C.border}" stroke-width="2"/>
  ${layout(c, w, h)}
  ${adMark(w)}
</svg>
`;
}

mkdirSync(OUT, { recursive: true });
for (const c of CAMPAIGNS)
  for (const [w, h] of SIZES) writeFileSync(join(OUT, `${c.id}-${w}x${h}.svg`), render(c, w, h));
console.log(`wrote ${CAMPAIGNS.length * SIZES.length} house ads to assets/ads/`);
