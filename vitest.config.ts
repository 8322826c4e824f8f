import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit tests next to the code (in Node, and components in jsdom), and API tests against a real
// database.
export default defineConfig({
  plugins: [react()],
  test: {
    // Both cores: Vitest's default leaves one free, which here halved the unit suite's speed.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          // Node by default: a jsdom per file was over half the suite's time, for the many files
          // that never touch a DOM. A .ts test that needs one says so on its first line
          // (`// @vitest-environment jsdom`).
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'sw/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'tests/lighthouse/**/*.test.ts',
            'tests/build/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['tests/setup/unit.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Components: rendered into jsdom with Testing Library.
          name: 'unit-dom',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/unit.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The Lighthouse gate: `npm run lighthouse` over every realm, checked. `npm test` runs
          // it last, on its own; a plain `vitest run` (every project) runs it too, for minutes.
          name: 'lighthouse-gate',
          include: ['tests/lighthouse/gate.e2e.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/api.ts'],
          // One seeded database made per run, which each file's harness loads (PGlite) or copies
          // (PostgreSQL).
          globalSetup: ['tests/setup/api-global.ts'],
          // Files share their two worker processes: each harness is a server and a database of
          // its own, and a fresh process per file cost more than its tests (compiling PGlite's
          // WebAssembly again and importing the server: the PGlite run took 222 s, now 111 s).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
