// Builds the race scene harness. The car art is the repository's own assets/cars, emitted into the
// build as cars/*.svg so the harness fetches it the way the game does.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig, type Plugin } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));
const carsDir = fileURLToPath(new URL('../../assets/cars', import.meta.url));

const carArt: Plugin = {
  name: 'nitro-car-art',
  generateBundle() {
    for (const file of readdirSync(carsDir).filter((f) => f.endsWith('.svg'))) {
      this.emitFile({
        type: 'asset',
        fileName: `cars/${file}`,
        source: readFileSync(join(carsDir, file)),
      });
    }
  },
};

export default defineConfig({
  root: here,
  base: './',
  publicDir: false,
  plugins: [carArt],
  logLevel: 'warn',
  build: { outDir: '/tmp/scene-dist', emptyOutDir: true, target: 'es2022' },
});
