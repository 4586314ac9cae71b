// Lint is where the architecture's arrows are enforced: a wrong import fails CI.
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const layerPatterns = (from, forbidden) =>
  forbidden.map((target) => ({
    group: [`**/${target}/*`, `**/${target}`],
    message: `src/${from} must not import src/${target} (see CONVENTIONS.md: arrows point inward to domain).`,
  }));

// The season reward track (what every tier and hidden bonus pays) is generated on the server;
// the browser renders the track GET /seasons/current sends, so it cannot work out a hidden bonus.
const serverOnlyPatterns = [
  {
    group: ['**/domain/seasons/rewardTrack'],
    message:
      'The reward track is generated on the server: render the rewards of GET /seasons/current (src/domain/seasons/seasonReward.ts has the shared shape).',
  },
];
const CLIENT_LAYERS = new Set(['ui', 'net', 'engine']);

const layer = (from, forbidden) => ({
  files: [`src/${from}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...layerPatterns(from, forbidden),
          ...(CLIENT_LAYERS.has(from) ? serverOnlyPatterns : []),
        ],
      },
    ],
  },
});

// PixiJS reaches the UI only through the scene hosts, which load the engine lazily so the pages
// that draw nothing never carry it (README: bundle budget).
const SCENE_HOSTS = ['src/ui/race/sceneHost.ts', 'src/ui/pages/garage/lotLoader.ts'];
const pixiMessage = `PixiJS is the engine's: the UI reaches it only through the scene hosts (${SCENE_HOSTS.join(', ')}).`;

// No ambient time (CONVENTIONS §4): the domain and the engine are handed a Clock or a ticker;
// src/domain/systemClock.ts is the one module that reads the real time and schedules on it.
const ONE_CLOCK = 'src/domain/systemClock.ts';
const timeMessage = `No ambient time here: take a Clock (src/domain/clock.ts) or a ticker; only ${ONE_CLOCK} reads the real time.`;
const noAmbientTime = {
  files: ['src/domain/**/*.{ts,tsx}', 'src/engine/**/*.{ts,tsx}'],
  ignores: [ONE_CLOCK],
  rules: {
    'no-restricted-properties': [
      'error',
      { object: 'Date', property: 'now', message: timeMessage },
      { object: 'performance', property: 'now', message: timeMessage },
      {
        object: 'Math',
        property: 'random',
        message: `${timeMessage} Randomness comes from a seed.`,
      },
      ...['setTimeout', 'setInterval', 'requestAnimationFrame', 'performance'].map((property) => ({
        object: 'globalThis',
        property,
        message: timeMessage,
      })),
    ],
    'no-restricted-globals': [
      'error',
      ...[
        'setTimeout',
        'setInterval',
        'clearTimeout',
        'clearInterval',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'performance',
      ].map((name) => ({ name, message: timeMessage })),
    ],
    'no-restricted-syntax': [
      'error',
      { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: timeMessage },
      { selector: "CallExpression[callee.name='Date']", message: timeMessage },
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Sorted imports (CONVENTIONS §13): Node built-ins, packages, then the project's own modules,
      // each group alphabetical; `eslint --fix` sorts them.
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', ['internal', 'parent', 'sibling', 'index']],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
  },
  layer('domain', ['engine', 'ui', 'net', 'server']),
  layer('engine', ['ui', 'net', 'server']),
  layer('net', ['ui', 'engine', 'server']),
  layer('ui', ['server']),
  // Replaces the ui layer's rule outside the scene hosts, so it repeats the layer's patterns.
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: SCENE_HOSTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'pixi.js', message: pixiMessage }],
          patterns: [
            ...layerPatterns('ui', ['server']),
            ...serverOnlyPatterns,
            { group: ['pixi.js/*', '@pixi/*'], message: pixiMessage },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/^(pixi\\.js|@pixi\\/)/]',
          message: pixiMessage,
        },
      ],
    },
  },
  layer('server', ['ui', 'engine', 'net']),
  noAmbientTime,
);
