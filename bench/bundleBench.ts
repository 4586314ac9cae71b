// Bundle budget: the JavaScript a player downloads for the home page and for the race route,
// gzip-compressed, from a production build with a manifest. The home page must not load PixiJS.
// The race scene draws in a worker where the browser allows it, else on the page: the race route
// is counted both ways (the worker's bundle and the chunks it imports; or Pixi on the page), and
// the larger is held to the budget.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  /** Files the chunk references by URL: a worker's bundle (`new Worker(new URL(…))`) is one. */
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleFigures {
  homeKb: number;
  /** The larger of the two ways below: what the budget holds. */
  raceKb: number;
  /** Race route with the scene in its worker (the worker's own bundle and chunks counted). */
  raceWorkerKb: number;
  /** Race route with the scene on the page (browsers that cannot draw WebGL in a worker). */
  raceInPageKb: number;
  homeHasPixi: boolean;
  raceChunks: string[];
}

function closure(manifest: Manifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

/**
 * Pixi's bundles of every browser (or web worker) extension: still referenced by Pixi's code,
 * never loaded, since src/engine/pixiHost.ts initialises with skipExtensionImports.
 */
const PIXI_ENVIRONMENTS = /pixi\.js\/lib\/environment-(browser|webworker)\//;
/**
 * The contracts' response schemas: every contract names them lazily, but the client fetches them
 * only when it checks answers (development and tests; `checkResponses` in src/net/apiClient.ts).
 */
const DEV_ONLY = /src\/domain\/contracts\/(stats)?[rR]esponses\.ts$/;

/**
 * `roots` and every chunk they, or chunks they import, load lazily; the lazy imports of `home`
 * (the other pages of the app) are not followed.
 */
function lazyClosure(
  manifest: Manifest,
  roots: string[],
  home: Set<string>,
  skip?: RegExp,
): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key] || skip?.test(manifest[key].src ?? key)) return;
    seen.add(key);
    for (const next of closure(manifest, [key])) {
      if (home.has(next)) continue;
      for (const lazy of manifest[next]?.dynamicImports ?? [])
        if (!PIXI_ENVIRONMENTS.test(lazy) && !DEV_ONLY.test(lazy)) visit(lazy);
    }
  };
  roots.forEach(visit);
  return [...seen];
}

function gzipKb(outDir: string, manifest: Manifest, keys: Iterable<string>): number {
  let bytes = 0;
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (file?.endsWith('.js')) bytes += gzipSync(readFileSync(join(outDir, file))).length;
  }
  return bytes / 1024;
}

/** The in-page race scene, which the race page loads only when the worker cannot draw. */
const IN_PAGE_SCENE = /src\/engine\/raceScene\.ts$/;
/** The page's side of the scene's worker. */
const WORKER_PROXY = /src\/engine\/raceSceneWorker\.ts$/;
/** The race scene's worker bundle, referenced by URL from the page's worker proxy. */
const SCENE_WORKER = /(^|\/)sceneWorker-[\w-]+\.js$/;
/** Pixi's environment bundles, imported by Pixi's code and never loaded (skipExtensionImports). */
const PIXI_ENVIRONMENT_FILES = /(browserAll|webworkerAll)-[\w-]+\.js$/;

/**
 * gzip KB of the worker bundles the chunks reference and every chunk those import, statically or
 * dynamically (a worker's chunks live outside the page's manifest, so imports are read off the
 * built files).
 */
function workerKb(outDir: string, manifest: Manifest, keys: Iterable<string>): number {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || PIXI_ENVIRONMENT_FILES.test(file) || !existsSync(join(outDir, file)))
      return;
    files.add(file);
    const code = readFileSync(join(outDir, file), 'utf8');
    const dir = file.slice(0, file.lastIndexOf('/') + 1);
    for (const [, name] of code.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)) visit(`${dir}${name}`);
  };
  for (const key of keys)
    for (const asset of manifest[key]?.assets ?? []) if (SCENE_WORKER.test(asset)) visit(asset);
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(outDir, file))).length;
  return bytes / 1024;
}

/** Sources bundled into a chunk, from its source map. */
function sources(outDir: string, file: string): string[] {
  try {
    return (JSON.parse(readFileSync(join(outDir, `${file}.map`), 'utf8')) as { sources: string[] })
      .sources;
  } catch {
    return [];
  }
}

export async function runBundleBench(): Promise<BundleFigures> {
  const outDir = mkdtempSync(join(tmpdir(), 'nitro-bundle-'));
  try {
    execFileSync(
      'npx',
      ['vite', 'build', '--outDir', outDir, '--manifest', '--logLevel', 'error'],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    const manifest = JSON.parse(
      readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!entry) throw new Error('no entry chunk in the manifest');
    // The home page: the main bundle and the home page's own chunk.
    const homePage = (manifest[entry]!.dynamicImports ?? []).filter((key) =>
      /src\/ui\/pages\/HomePage/.test(manifest[key]?.src ?? key),
    );
    const home = closure(manifest, [entry, ...homePage]);
    // The race route: the race screen and the engine's race scene, which the race page loads
    // lazily, and whatever they load lazily in turn (sounds). Other lazy pages (the garage's
    // parking lot, the operators' page) are not part of it.
    const raceEntries = (manifest[entry]!.dynamicImports ?? []).filter((key) =>
      /src\/ui\/(race|pages\/play)\/|src\/engine\/raceScene/.test(manifest[key]?.src ?? key),
    );
    // Browsers that cannot hand a canvas to a worker never load the worker's proxy either.
    const raceRoots = lazyClosure(manifest, raceEntries, closure(manifest, [entry]), WORKER_PROXY);
    const race = closure(manifest, [entry, ...raceRoots]);
    // With the scene in its worker, the page never loads the in-page scene (nor Pixi).
    const workerRoots = lazyClosure(
      manifest,
      raceEntries,
      closure(manifest, [entry]),
      IN_PAGE_SCENE,
    );
    const workerPage = closure(manifest, [entry, ...workerRoots]);
    const raceWorkerKb =
      gzipKb(outDir, manifest, workerPage) + workerKb(outDir, manifest, workerPage);
    const raceInPageKb = gzipKb(outDir, manifest, race);
    const homeHasPixi = [...home].some((key) =>
      sources(outDir, manifest[key]!.file).some((s) => s.includes('node_modules/pixi.js')),
    );
    return {
      homeKb: gzipKb(outDir, manifest, home),
      raceKb: Math.max(raceWorkerKb, raceInPageKb),
      raceWorkerKb,
      raceInPageKb,
      homeHasPixi,
      raceChunks: raceRoots,
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await runBundleBench();
  console.log(
    `home page JS      ${figures.homeKb.toFixed(1)} KB gzip (PixiJS included: ${figures.homeHasPixi ? 'YES' : 'no'})`,
  );
  console.log(
    `race route JS     ${figures.raceKb.toFixed(1)} KB gzip (budget 320 KB; lazy roots: ${figures.raceChunks.join(', ')})`,
  );
  console.log(
    `  scene in its worker ${figures.raceWorkerKb.toFixed(1)} KB, scene on the page ${figures.raceInPageKb.toFixed(1)} KB`,
  );
}
