import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTypescript,
  { ignores: ['.next/**', 'out/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'bench/reference/.next/**', 'bench/reference/out/**', 'tests/fixtures/export-app/.next/**', 'tests/fixtures/export-app/out/**'] },
];

export default config;
