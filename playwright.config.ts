import { readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { defineConfig } from '@playwright/test';

// The e2e suite starts the server exactly as README says (`npm start`: build, then serve both
// sites), on its own ports and a fresh data folder, and drives Debian's Chromium against it.
const typingPort = Number(process.env.E2E_PORT || 18080);
const mathPort = typingPort + 1;
// The local OpenID Connect provider the server offers as "Local ID" (tests/e2e/sso.spec.ts).
const ssoPort = typingPort + 2;
export const SSO_ISSUER = `http://127.0.0.1:${ssoPort}`;

// A fresh data folder per run. The config is loaded again by every worker, which inherits the
// environment: so the folder is chosen once, in the first process, and never removed while in use.
if (!process.env.E2E_DATA_DIR) {
  const root = resolve('.tmp');
  for (const name of safeList(root)) {
    const path = join(root, name);
    if (name.startsWith('e2e-data-') && Date.now() - statSync(path).mtimeMs > 3_600_000) {
      rmSync(path, { recursive: true, force: true });
    }
  }
  process.env.E2E_DATA_DIR = join(root, `e2e-data-${Date.now()}-${process.pid}`);
}
const dataDir = process.env.E2E_DATA_DIR;
// The operator account the admin spec registers (ADMIN_USERS of the server under test).
process.env.E2E_OPERATOR ??= `ops${Date.now().toString(36)}`;
export const E2E_OPERATOR = process.env.E2E_OPERATOR;

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

export const TYPING_URL = `http://localhost:${typingPort}`;
export const MATH_URL = `http://localhost:${mathPort}`;

/**
 * Journeys that change what every player sees run after the others, so no journey meets their
 * effects: a special event on (the shop grows a tab, races pay more), then a league week rolled
 * over beside an operator watching the math site's rooms.
 */
const EVENTS = /\/events\.spec\.ts$/;
const ROLLOVER_AND_OPERATOR = /\/(leagues|admin)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  // Two spec files at a time (E2E_WORKERS), each journey's tests in order: journeys use their
  // own accounts, so they do not meet except in public races, which take any racer.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS || 2),
  projects: [
    { name: 'journeys', testIgnore: [EVENTS, ROLLOVER_AND_OPERATOR] },
    { name: 'special event', testMatch: EVENTS, dependencies: ['journeys'] },
    {
      name: 'rollover and operator',
      testMatch: ROLLOVER_AND_OPERATOR,
      dependencies: ['special event'],
    },
  ],
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '.tmp/test-results',
  use: {
    baseURL: TYPING_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      // Started beside the server; the server discovers it at the first sign-in, not at start.
      command: 'npx tsx tests/e2e/support/ssoProviderServer.ts',
      url: `${SSO_ISSUER}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'ignore',
      env: {
        SSO_E2E_PORT: String(ssoPort),
        SSO_E2E_SITES: `http://localhost:${typingPort},http://localhost:${mathPort}`,
      },
    },
    {
      command: 'npm start',
      url: `${TYPING_URL}/api/v2/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(typingPort),
        MATH_PORT: String(mathPort),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        LOGIN_RATE_PER_MINUTE: '500',
        // New players can afford a first car, so the shop flow needs no grinding.
        NEW_PLAYER_MONEY: '20000',
        // Rooms prefer passages of up to 150 characters (about a third of them): journeys type
        // whole passages key by key, at human speeds the anti-cheat accepts, so length is time.
        RACE_MAX_PASSAGE_CHARS: '150',
        ADMIN_USERS: E2E_OPERATOR,
        // The e2e set-up routes under /api/v2/test/ (never set in production).
        TEST_HOOKS: '1',
        SSO_PROVIDERS: 'local',
        SSO_LOCAL_ISSUER: SSO_ISSUER,
        SSO_LOCAL_CLIENT_ID: 'nitro-e2e',
        SSO_LOCAL_CLIENT_SECRET: 'nitro-e2e-secret',
        SSO_LOCAL_NAME: 'Local ID',
      },
    },
  ],
});
