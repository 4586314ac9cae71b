// Writes the loot art (assets/loot/<type>/<assetKey>.svg) and the loot seed file
// (src/server/seed/data/loot.json) from the rosters in lib/loot*.mjs. Deterministic: rerunning
// rewrites identical files. Loot IDs are numbered in blocks per type (stickers 1001.., trails
// 2001.., titles 3001.., name tags 4001.., nitros 5001..) so a type can grow without renumbering.
//   node scripts/art/gen-loot.mjs            (writes art + seed)
//   node scripts/art/gen-loot.mjs --sheet    (also writes .tmp/loot-sheet.html to look at)
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { NAMETAGS, renderNametag } from './lib/lootNametags.mjs';
import { NITROS, renderNitro } from './lib/lootNitros.mjs';
import { renderSticker, STICKERS } from './lib/lootStickers.mjs';
import { renderTitle, TITLES } from './lib/lootTitles.mjs';
import { renderTrail, TRAILS } from './lib/lootTrails.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SEED = join(ROOT, 'src/server/seed/data/loot.json');
const ART = join(ROOT, 'assets/loot');
const SEED_VERSION = 1;

const GROUPS = [
  { type: 'sticker', firstID: 1001, items: STICKERS, render: renderSticker },
  { type: 'trail', firstID: 2001, items: TRAILS, render: renderTrail },
  { type: 'title', firstID: 3001, items: TITLES, render: renderTitle },
  { type: 'nametag', firstID: 4001, items: NAMETAGS, render: renderNametag },
  { type: 'nitro', firstID: 5001, items: NITROS, render: renderNitro },
];

const snake = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

const items = [];
const seen = new Set();
rmSync(ART, { recursive: true, force: true });
for (const { type, firstID, items: roster, render } of GROUPS) {
  mkdirSync(join(ART, type), { recursive: true });
  roster.forEach((entry, i) => {
    const assetKey = snake(entry.name);
    if (seen.has(assetKey)) throw new Error(`Duplicate loot asset key ${assetKey}`);
    seen.add(assetKey);
    writeFileSync(join(ART, type, `${assetKey}.svg`), render(assetKey, entry.name, entry));
    items.push({
      lootID: firstID + i,
      type,
      name: entry.name,
      rarity: entry.rarity,
      assetKey,
      options: {
        src: `/assets/loot/${type}/${assetKey}.svg`,
        ...(entry.requires ? { requires: entry.requires } : {}),
      },
      // Earned loot (season, event and achievement rewards) is never sold.
      price: entry.earned ? 0 : entry.price,
      unlockLevel: entry.unlockLevel,
      purchasable: !entry.earned,
    });
  });
}
writeFileSync(SEED, `${JSON.stringify({ version: SEED_VERSION, items }, null, 2)}\n`);
console.log(
  `loot.json: ${items.length} items (${GROUPS.map((g) => `${g.items.length} ${g.type}s`).join(', ')})`,
);

if (process.argv.includes('--sheet')) {
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  const width = { sticker: 110, trail: 240, title: 240, nametag: 240, nitro: 110 };
  const sections = GROUPS.map(({ type }) => {
    const cells = items
      .filter((item) => item.type === type)
      .map(
        (item) =>
          `<figure><img src="..${item.options.src}" width="${width[type]}"><figcaption>${item.lootID} ${item.name} · ${item.rarity} · L${item.unlockLevel} · ${item.purchasable ? item.price : 'earned'}${item.options.requires ? ` · needs ${item.options.requires}` : ''}</figcaption></figure>`,
      )
      .join('');
    return `<h2>${type}s</h2><main style="grid-template-columns:repeat(auto-fill,${width[type]}px)">${cells}</main>`;
  });
  writeFileSync(
    join(ROOT, '.tmp/loot-sheet.html'),
    `<!doctype html><body style="margin:0;padding:4px;background:#cfd8dc;font:9px sans-serif"><style>h2{margin:4px;font-size:12px}main{display:grid;gap:4px}figure{margin:0;background:#fff;padding:2px}img{display:block}figcaption{color:#555}</style>${sections.join('')}</body>`,
  );
}
