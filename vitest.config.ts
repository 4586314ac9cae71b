import { defineConfig } from 'vitest/config';

// Three suites: pure/unit code in node, React components in jsdom, and integration suites that run
// the real server against real databases (PGlite always, PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.tsx', 'src/**/*.test.tsx'],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file opens its own databases; two at once keeps the 2-core machine responsive.
          maxWorkers: 2,
          // Runs after the fast suites (a project with its own worker limit needs its own group).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
