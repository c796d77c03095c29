import { defineConfig } from 'vitest/config';

// Run on its own (`npm test` here), the package's tests need none of the site's setup.
export default defineConfig({ test: { include: ['tests/**/*.test.ts'], environment: 'node' } });
