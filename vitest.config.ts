import { defineConfig } from 'vitest/config';

// Deliberately not merged with vite.config.ts: the React Router plugin builds the app and
// has no business in a test run. `#app/*` and `#tests/*` resolve through package.json
// "imports", which Vite (and so Vitest) follows natively — no alias needed here.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['app/**/*.test.ts', 'scripts/**/*.test.ts', 'server/**/*.test.ts'],
          // Drawing PDFs and images takes a few seconds on two loaded cores; 5 s was too close.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          setupFiles: ['tests/helpers/app-env.ts'],
          // One PostgreSQL cluster for the run; each block copies a database migrated once (decision 039).
          globalSetup: ['tests/helpers/postgres-global-setup.ts'],
          // A file may still migrate a PGlite database (5–10 s) or start a PostgreSQL server of its own.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two cores here: one file at a time keeps database start-ups from starving each other.
          fileParallelism: false,
        },
      },
      {
        // Only through `npm run test:supabase-live` (needs a real Supabase project).
        test: {
          name: 'live',
          environment: 'node',
          include: ['tests/live/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
