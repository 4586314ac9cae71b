import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';

// One client build serves both sites: the server rewrites index.html's data-site, <title> and
// theme colour per port, and the client reads data-site at boot.

/**
 * `npm run dev` runs Vite as middleware inside the real server (src/server/dev.ts), where /api
 * is answered by that same server on its own port; proxying it to 8080 there would send the math
 * site's calls to the typing site. The proxy is for standalone `vite` / `vite preview` only.
 */
function apiProxyOnlyStandalone(): Plugin {
  return {
    name: 'nitro:api-proxy-only-standalone',
    config(config) {
      if (config.server?.middlewareMode) delete config.server.proxy;
    },
  };
}

export default defineConfig({
  plugins: [react(), apiProxyOnlyStandalone()],
  // Art lives in assets/ and the server serves it under /assets/; nothing is copied from a public
  // folder into the build.
  publicDir: false,
  // The race scene's worker (src/engine/raceSceneWorker.ts) is an ES module worker: PixiJS loads
  // its renderer with dynamic imports, which a classic (iife) worker bundle cannot split.
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The keystroke benchmark's profile mode needs readable function names.
    minify: process.env.BENCH_PROFILE ? false : 'oxc',
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: false } },
  },
});
