import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: ['tests/**/*.test.ts', 'packages/*/tests/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/browser-bundles.setup.ts'],
    // One worker per core, not Vitest's default of one fewer: much of the tests' time is spent waiting on the
    // receivers, builds and SMTP servers they start, so on CI's two cores the run takes 35 s instead of 61 s.
    maxWorkers: availableParallelism(),
    // Many tests run the content check or start a server; on two busy cores 5 s is too close to their real time.
    testTimeout: 20_000,
  },
});
