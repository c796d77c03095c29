// The islands are declared once (components/islands/registry.ts); the browser
// bundles, the keeper, the loader and the pages are made from the declarations, and the
// React that renders the pages is the one that hydrates them.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { version as reactHere } from 'react-dom';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { generatedDir, inlineScriptText, islandBundles } from '@/components/islands/bundles';
import { Island } from '@/components/islands/island';
import { checkIslandsReact } from '@/components/islands/one-react';
import * as registry from '@/components/islands/registry';
import { checkOneReact, islandAttributes, islandLoads, type IslandDeclaration } from '@/lib/islands';
import { declaredIslands, reactReleaseOf } from '@/scripts/browser/bundles';
import { attribute, elementsOf } from '@/scripts/postbuild/html';
import { pageIslandProblems } from '@/scripts/postbuild/page-islands';

const declarations = Object.values(registry) as IslandDeclaration[];
const names = declarations.map(({ name }) => name);

/** The island as the server writes it into a page, its component drawing nothing. */
async function islandInPage(declaration: IslandDeclaration) {
  const html = renderToStaticMarkup(await Island({ of: { ...declaration, component: async () => () => null }, props: {} }));
  return elementsOf(html).filter((element) => attribute(element, islandAttributes.name) !== undefined);
}

describe('the island registry', () => {
  it('declares each island once, by a name of its own, loading by a rule the loader has', () => {
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
    for (const { load } of declarations) expect(islandLoads).toContain(load);
  });

  it('lists each island from the module that declares it, beside its component', async () => {
    const declared = await declaredIslands();
    expect(declared.map(({ declaration }) => declaration.name).sort()).toEqual([...names].sort());
    for (const { module } of declared) expect(module).toMatch(/\/components\/.+\.island\.ts$/);
  });
});

describe('the registry, the bundles and the pages', () => {
  const bundles = islandBundles();

  it('agree on the islands: one module for each declared island, and no other', () => {
    expect(Object.keys(bundles.islands).sort()).toEqual([...names].sort());
    for (const { src, modules } of Object.values(bundles.islands)) for (const path of [src, ...modules]) expect(existsSync(join('public', path)), path).toBe(true);
  });

  it("each island's module brings its own component, no other island's, and not the form's rules", () => {
    const brought = (name: string) => bundles.islands[name]!.modules.join(' ');
    expect(brought('carousel')).toMatch(/\/carousel-frame-/);
    expect(brought('carousel')).not.toMatch(/\/contact-form-/);
    expect(brought('contact-form')).toMatch(/\/contact-form-/);
    expect(brought('contact-form')).not.toMatch(/\/carousel-frame-/);
    for (const name of names) expect(brought(name)).not.toMatch(/\/contact-rules-/);
  });

  it("the keeper carries each island's behaviour before hydration and nothing else of them; the loader each island's loading rule and nothing else", () => {
    const keeper = inlineScriptText('islands-keeper');
    const loader = readFileSync(join('public', bundles.loader), 'utf8');
    expect(bundles.loader).toMatch(/^\/islands\/islands-loader-\w+\.js$/);
    // The fading carousel's step and the form's quiet check, inline from the first paint.
    expect(keeper).toContain('"data-carousel-step"');
    expect(keeper).toContain('"data-visited"');
    for (const { name, load } of declarations) {
      expect(loader).toContain(`name:"${name}",load:"${load}"`);
      expect(keeper).not.toContain(`load:"${load}"`);
      // The modules the island's module brings, fetched side by side with it: the loader's to know, not the page's.
      for (const path of bundles.islands[name]!.modules) expect(loader).toContain(`"${path}"`);
    }
    // No island's component, nor its import, in either; no behaviour before hydration in the loader.
    for (const text of [keeper, loader]) {
      expect(text).not.toMatch(/useState|react\.transitional\.element|import\("\.\//);
      expect(text).not.toContain('component');
    }
    expect(loader).not.toContain('"data-carousel-step"');
  });

  it('agree on each page: an island there points at its own module and the modules it brings', async () => {
    for (const declaration of declarations) {
      const islands = await islandInPage(declaration);
      expect(islands.map((island) => attribute(island, islandAttributes.load))).toEqual([declaration.load]);
      expect(pageIslandProblems(islands, 'page.html', bundles)).toEqual([]);
    }
  });

  it('and a page that does not agree stops the post-build step, naming the page', async () => {
    const islands = await islandInPage(registry.carousel);
    const rebuilt = { ...bundles, islands: { ...bundles.islands, carousel: { src: '/islands/carousel-REBUILT.js', modules: [] } } };
    expect(pageIslandProblems(islands, 'es/index.html', rebuilt)).toEqual([expect.stringMatching(/^es\/index\.html: the island "carousel" points at \/islands\/carousel-\w+\.js, not at its module \/islands\/carousel-REBUILT\.js/)]);
    expect(pageIslandProblems(islands, 'es/index.html', { ...bundles, islands: {} })).toEqual([expect.stringMatching(/^es\/index\.html: the island "carousel" has no module/)]);
  });
});

describe('one React', () => {
  const nextReactDom = createRequire(join(process.cwd(), 'package.json'))('next/dist/compiled/react-dom') as { version: string };

  it('the bundles carry the React that Next renders the pages with', () => {
    expect(JSON.parse(readFileSync(join(generatedDir, 'islands.json'), 'utf8')).react).toBe(nextReactDom.version);
    expect(reactReleaseOf(['node_modules/next/dist/compiled/react-dom/cjs/react-dom-client.production.js', 'node_modules/next/dist/compiled/react/jsx-runtime.js'])).toBe(nextReactDom.version);
  });

  it('refuses pages rendered by one React release and hydrated by another, naming both', () => {
    expect(() => checkOneReact('19.3.0-canary-278794d7-20261002', '19.3.1')).toThrow(
      /the pages' HTML is rendered with React 19\.3\.0-canary-278794d7-20261002 \(Next's own copy\) and the islands' bundles hydrate it with React 19\.3\.1/,
    );
    expect(() => checkOneReact('19.3.1', '19.3.1')).not.toThrow();
    // Rendered here by npm's React DOM, as the tests render: the build's own check sees the difference.
    if (reactHere === nextReactDom.version) expect(() => checkIslandsReact()).not.toThrow();
    else expect(() => checkIslandsReact()).toThrow(`rendered with React ${reactHere}`);
  });

  it('refuses bundles that carry two copies of React, naming each', () => {
    const versions: Record<string, string> = { 'node_modules/next/dist/compiled/react-dom': '19.3.0-canary-278794d7-20261002', 'node_modules/react-dom': '19.3.1' };
    const inputs = ['node_modules/next/dist/compiled/react-dom/cjs/react-dom-client.production.js', 'node_modules/react-dom/cjs/react-dom-client.production.js'];
    expect(() => reactReleaseOf(inputs, (dir) => versions[dir]!)).toThrow(
      'the islands carry two React releases: 19.3.0-canary-278794d7-20261002 (node_modules/next/dist/compiled/react-dom), 19.3.1 (node_modules/react-dom)',
    );
  });
});
