import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTypescript,
  // The layers and cycles are dependency-cruiser's (.dependency-cruiser.mjs), which counts type-only imports too.
  { ignores: ['.next/**', 'out/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'bench/reference/.next/**', 'bench/reference/out/**', 'tests/fixtures/*/.next/**', 'tests/fixtures/*/out/**', 'tests/fixtures/.*/**', '.generated/**', 'public/islands/**', 'out-admin/**'] },
];

export default config;
