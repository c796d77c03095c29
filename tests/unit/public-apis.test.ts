// The site depends on the framework's public APIs only (issue 19): no code of
// ours names Next's or React's private globals, or edits Next's chunks.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceTexts } from '../support/source-files';

const privateNames = /__next_f|\b_R_\b|TURBOPACK|__react[A-Z]\w*|__NEXT_DATA__/;

describe('private internals', () => {
  it('are named nowhere in the site\'s code, the browser code and the build steps included', () => {
    const texts = sourceTexts(['app', 'browser', 'components', 'lib', 'scripts']);
    expect(texts.length).toBeGreaterThan(50);
    expect(texts.filter((text) => privateNames.test(text)).map((text) => text.slice(0, 120))).toEqual([]);
  });

  it("puts V8's compile hint only into the islands' own bundles, as esbuild writes them, never into Next's chunks", () => {
    // The hint is public (Chrome's explicit compile hints); only where it goes is ruled: our bundles' banner.
    const hinted = sourceTexts(['app', 'browser', 'components', 'lib', 'scripts']).filter((text) => text.includes('allFunctionsCalledOnLoad'));
    expect(hinted).toHaveLength(1);
    expect(hinted[0]).toContain("banner: { js: '//# allFunctionsCalledOnLoad' }");
    expect(readFileSync('scripts/bundler/islands.ts', 'utf8')).toBe(hinted[0]);
  });
});
