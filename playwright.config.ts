import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import chromiumFlags from './scripts/chromium-flags.json';

const port = Number(process.env.E2E_PORT ?? 4173);

/** Debian's Chromium, started so that it never reaches for the network (see README). */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumFlags,
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // One worker per core: the suite is bound by the processor (a fresh-clone run kept two cores 94 % busy), so a
  // machine with more cores runs its tests faster; a worker more than the cores only shares them.
  workers: availableParallelism(),
  timeout: 180_000,
  reporter: [['list']],
  // The approved screenshots (e2e/visual.spec.ts): Debian's Chromium on Linux, one set, as in CI.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunch,
    trace: 'off',
    // One browser context per worker, reset between tests (cookies, storage, cache, routes, emulation), instead of a
    // new one per test: a new context starts a renderer process, which cost two cores more than the page's visit.
    // A test that changes an option other than the viewport or emulated media (JavaScript off, touch) gets a new one.
    reuseContext: true,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch } }],
  webServer: {
    command: `npx tsx scripts/serve.ts --port ${port}`,
    url: `http://localhost:${port}/es/`,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
  },
});
