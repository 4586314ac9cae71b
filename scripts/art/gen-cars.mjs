// Writes the generated car art (assets/cars/<assetKey>.svg) and the car seed file
// (src/server/seed/data/cars.json). Cars 1-12 were drawn by hand and are kept as they are; the
// rest are composed from parts by the rosters in lib/. Deterministic: rerunning rewrites
// identical files.
//   node scripts/art/gen-cars.mjs            (writes art + seed)
//   node scripts/art/gen-cars.mjs --sheet    (also writes .tmp/cars-sheet.html to look at)
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { renderCar } from './lib/carRender.mjs';
import { COMMON_CARS } from './lib/carRosterCommon.mjs';
import { EVENT_CARS } from './lib/carRosterEvent.mjs';
import { RARE_CARS } from './lib/carRosterRare.mjs';
import { TOP_CARS } from './lib/carRosterTop.mjs';
import { UNCOMMON_CARS } from './lib/carRosterUncommon.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SEED = join(ROOT, 'src/server/seed/data/cars.json');
const SEED_VERSION = 2;
const HAND_DRAWN = 12;

/** Asset keys follow the hand-drawn cars: the brand's first word, then the model name. */
const assetKeyOf = (car) =>
  `${car.brand.split(' ')[0]} ${car.name}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

export function seedRow(car) {
  const assetKey = car.assetKey ?? assetKeyOf(car);
  return {
    carID: car.carID,
    name: car.name,
    brand: car.brand,
    price: car.price,
    unlockLevel: car.unlockLevel,
    purchasable: car.purchasable ?? true,
    options: { rarity: car.rarity },
    assetKey,
    largeSrc: `/assets/cars/${assetKey}.svg`,
    smallSrc: `/assets/cars/${assetKey}.svg`,
  };
}

const roster = [...COMMON_CARS, ...UNCOMMON_CARS, ...RARE_CARS, ...TOP_CARS, ...EVENT_CARS].sort(
  (a, b) => a.carID - b.carID,
);
const existing = JSON.parse(readFileSync(SEED, 'utf8')).items.filter(
  (car) => car.carID <= HAND_DRAWN,
);
const generated = roster.map((car) => {
  const row = seedRow(car);
  const svg = renderCar({ key: row.assetKey, title: `${row.brand} ${row.name}`, ...car.art });
  writeFileSync(join(ROOT, 'assets/cars', `${row.assetKey}.svg`), svg);
  return row;
});
const items = [...existing, ...generated];
// Art of a car that left the roster (or was renamed) goes too, so the folder matches the seed.
const keep = new Set(items.map((car) => `${car.assetKey}.svg`));
for (const file of readdirSync(join(ROOT, 'assets/cars'))) {
  if (file.endsWith('.svg') && !keep.has(file)) rmSync(join(ROOT, 'assets/cars', file));
}
writeFileSync(SEED, `${JSON.stringify({ version: SEED_VERSION, items }, null, 2)}\n`);
console.log(`cars.json: ${items.length} cars (${generated.length} generated)`);

if (process.argv.includes('--sheet')) {
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  const cells = items
    .map(
      (car) =>
        `<figure><img src="../assets/cars/${car.assetKey}.svg" width="230"><figcaption>${car.carID} ${car.brand} ${car.name} · ${car.options.rarity} · L${car.unlockLevel} · ${car.purchasable ? car.price : 'event'}</figcaption></figure>`,
    )
    .join('\n');
  writeFileSync(
    join(ROOT, '.tmp/cars-sheet.html'),
    `<!doctype html><body style="margin:0;background:#eef1f4;font:9px sans-serif"><style>main{display:grid;grid-template-columns:repeat(6,230px);gap:4px;padding:4px}figure{margin:0;background:#fff}img{display:block}figcaption{color:#555;padding:0 3px 2px}</style><main>${cells}</main></body>`,
  );
}
