import { describe, expect, it } from 'vitest';
import manifest from '@/package.json';
import { sourceTexts } from '../support/source-files';

/** The framework loads these itself; no source file of ours names them. */
const loadedByTheFramework = new Set(['react-dom']);

/** Configuration the framework reads: it may import a dependency too. */
const rootFiles = ['next.config.mjs', 'tailwind.config.ts', 'postcss.config.mjs', 'global.d.ts'];

/** Every package name a file imports: `from 'x'`, `import('x')`, `import 'x'`, subpaths included. */
function importedPackages(source: string): string[] {
  const specifiers = [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"./][^'"]*)['"]/g)]
    .map((match) => match[1]!)
    .filter((specifier) => !specifier.startsWith('@/'));
  return specifiers.map((specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/'));
}

describe('dependencies', () => {
  it('every runtime dependency in package.json is imported by the site\'s code', () => {
    const imported = new Set(sourceTexts(undefined, rootFiles).flatMap(importedPackages));
    const unused = Object.keys(manifest.dependencies).filter((name) => !loadedByTheFramework.has(name) && !imported.has(name));
    expect(unused).toEqual([]);
  });

  it('reads package names from import statements', () => {
    expect(importedPackages(`import { a } from 'zustand/middleware';\nimport * as z from "zod/mini";\nconst m = import('@scope/pkg/sub');\nimport './local';\nimport '@/lib/x';`)).toEqual([
      'zustand', 'zod', '@scope/pkg',
    ]);
  });
});
