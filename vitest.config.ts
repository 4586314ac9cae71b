import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Four suites: pure/unit code in node, React components in jsdom, integration suites that run the
// real server against real databases (PGlite always, PostgreSQL when TEST_DATABASE_URL is set),
// and scene tests that run the real PixiJS scenes in Debian's Chromium (never a downloaded one).

/** Headless flags under which Chromium gives Pixi WebGL through SwiftShader on a GPU-less box. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Integration files that need a module graph of their own: three replace a module (vi.mock), and
 * the frame fuzzer's deeply nested mutants overflowed the stack in a worker that had run others.
 */
const ISOLATED_INTEGRATION = [
  'tests/integration/loginDefence.test.ts',
  'tests/integration/attack/teamPasswordHashing.test.ts',
  'tests/integration/attack/openGamesReads.test.ts',
  'tests/integration/fuzzFrames.test.ts',
];

/** What every integration file runs with, sharing a worker's module graph or not. */
const INTEGRATION = {
  environment: 'node' as const,
  // One migrated, seeded PGlite dump that every file's PGlite starts from.
  globalSetup: ['tests/integration/pgliteTemplate.setup.ts'],
  // Cheaper scrypt for the hundreds of players the suites register (security/passwords.ts).
  env: { PASSWORD_SCRYPT_N: '1024' },
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Each file opens its own databases. Three at once on two cores: the race files mostly wait on
  // race timers (the whole integration run on the quiet machine: 482 s with two, 379 s with three).
  maxWorkers: 3,
  // Runs after the fast suites (a project with its own worker limit needs its own group).
  sequence: { groupOrder: 1 },
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
          // A file ends only once the modules it started loading have loaded (the API client's
          // lazy response schemas): tests/unit/support/settleLazyImports.ts.
          setupFiles: ['tests/unit/support/settleLazyImports.ts'],
        },
      },
      {
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.tsx', 'src/**/*.test.tsx'],
          setupFiles: ['tests/unit/support/settleLazyImports.ts'],
          // A file's first render loads its components' modules inside the test: on a loaded
          // 2-core machine (load 17 seen) that alone passed Vitest's default 5 s
          // (ResultsView.test.tsx). A test that hangs still fails, later.
          testTimeout: 30_000,
          // 'unit' and 'ui' run side by side with Vitest's default of one worker each here (cores
          // minus one): two each made four jsdom/node workers on two cores, which gained nothing
          // measurable. (Files ending while their imports were still loading, the
          // EnvironmentTeardownError seen under load, came from the API client's lazy schema
          // import, and settleLazyImports.ts is what stops it.)
        },
      },
      {
        test: {
          ...INTEGRATION,
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: ISOLATED_INTEGRATION,
          // The files of a worker share one module graph instead of importing the whole server
          // anew per file (about 3 s a file on a quiet machine, far more on a loaded one): every
          // file builds its own server, databases and clock from it (harness.ts), and what
          // src/server keeps in a module is keyed by database or only counts up.
          isolate: false,
        },
      },
      {
        test: { ...INTEGRATION, name: 'integration-isolated', include: ISOLATED_INTEGRATION },
      },
      {
        // Pre-bundled up front: Vite discovering one of these mid-run reloads the test page.
        optimizeDeps: {
          include: [
            'pixi.js',
            'pixi.js/events',
            'pixi.js/filters',
            'pixi.js/unsafe-eval',
            // The reward takeover's stage (tests/scene/takeover.test.ts).
            '@pixi/react',
            'react',
            'react-dom/client',
          ],
        },
        test: {
          name: 'scene',
          include: ['tests/scene/**/*.test.ts'],
          testTimeout: 30_000,
          // UPDATE_SCENE_REFS=1 rewrites the reference images instead of comparing with them
          // (tests/scene/pixels.ts reads it with inject()).
          provide: { updateSceneRefs: process.env.UPDATE_SCENE_REFS === '1' },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
                args: CHROMIUM_ARGS,
              },
            }),
            instances: [{ browser: 'chromium', viewport: { width: 960, height: 540 } }],
            // Failures are reported with the scene's own frame and diff (.tmp/scene-out).
            screenshotFailures: false,
          },
          // One page at a time: software GL shares the machine's two cores with everything else.
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
