import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    // Packages cannot import our modules back: not parsing them keeps the cycle check fast.
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      // Two modules that import each other: one of them sees the other half-initialised. Type-only imports are exempt.
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  { ignores: ['.next/**', 'out/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'bench/reference/.next/**', 'bench/reference/out/**', 'tests/fixtures/*/.next/**', 'tests/fixtures/*/out/**', 'tests/fixtures/.*/**', '.generated/**', 'public/islands/**', 'out-admin/**'] },
];

export default config;
