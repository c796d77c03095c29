// Each island is declared once, beside its component (`<name>.island.ts`);
// the browser bundles, the loader and the pages are made from the
// declarations, and the React that renders the pages is the one that
// hydrates them.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { version as reactHere } from 'react-dom';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { generatedDir, inlineScriptText, islandBundles } from '@/components/islands/built-code';
import { Island } from '@/components/islands/island';
import { checkIslandsReact, checkOneReact } from '@/components/islands/one-react';
import { earlyTouchesScript, islandAttributes, type IslandDeclaration } from '@/lib/islands';
import { declaredIslands, reactReleaseOf } from '@/scripts/bundler/islands';
import { attribute, elementsOf, rawText } from '@/scripts/postbuild/html';
import { withSiteScriptsOnly } from '@/scripts/postbuild/page-scripts';

let declared: Awaited<ReturnType<typeof declaredIslands>> = [];
beforeAll(async () => {
  declared = await declaredIslands();
});
const declarationNamed = (name: string) => declared.find(({ declaration }) => declaration.name === name)!.declaration;

/** The island's element as the server writes it into a page, its component drawing nothing. */
async function islandElement(declaration: IslandDeclaration) {
  const html = renderToStaticMarkup(await Island({ of: { ...declaration, component: async () => ({ [declaration.export]: () => null }) }, props: { label: 'x' } }));
  return { html, element: elementsOf(html).find((element) => attribute(element, islandAttributes.name) !== undefined)! };
}

describe('the declarations', () => {
  it('are each a `<name>.island.ts` beside its component, by a name of its own, loading by a rule of browser/islands/rules/', () => {
    const names = declared.map(({ declaration }) => declaration.name);
    expect(names).toEqual(expect.arrayContaining(['carousel', 'contact-form']));
    expect(new Set(names).size).toBe(names.length);
    for (const { file, declaration } of declared) {
      expect(file).toMatch(/^components\/.+\.island\.ts$/);
      expect(existsSync(join('browser/islands/rules', `${declaration.load}.ts`)), declaration.load).toBe(true);
    }
  });

  it("name their component's export, a component", async () => {
    for (const { declaration } of declared) expect(typeof (await declaration.component())[declaration.export], declaration.name).toBe('function');
  });
});

describe('the bundles and the pages', () => {
  const bundles = islandBundles();

  it('agree on the islands: one component module for each declared island, and no other', () => {
    expect(Object.keys(bundles.islands).sort()).toEqual(declared.map(({ declaration }) => declaration.name).sort());
    for (const { src, modules } of Object.values(bundles.islands)) for (const path of [src, ...modules]) expect(existsSync(join('public', path)), path).toBe(true);
  });

  it("each island's module is its own component; it brings the renderer, no other island's code, and not the form's rules", () => {
    const { carousel, 'contact-form': form } = bundles.islands;
    expect(carousel!.src).toMatch(/\/carousel-frame-\w+\.js$/);
    expect(form!.src).toMatch(/\/contact-form-\w+\.js$/);
    expect(carousel!.modules).not.toContain(form!.src);
    expect(form!.modules).not.toContain(carousel!.src);
    for (const { modules } of [carousel!, form!]) {
      expect(modules.filter((path) => /\/islands\/hydrate-\w+\.js$/.test(path))).toHaveLength(1);
      expect(modules.join(' ')).not.toMatch(/\/contact-rules-/);
    }
  });

  it("the loader knows no particular island, only each module's address and what it brings; the early touches carry no island's code", () => {
    const loader = readFileSync(join('public', bundles.loader), 'utf8');
    const early = inlineScriptText(earlyTouchesScript);
    expect(bundles.loader).toMatch(/^\/islands\/islands-loader-\w+\.js$/);
    for (const [name, { src, modules }] of Object.entries(bundles.islands)) {
      for (const path of [src, ...modules]) expect(loader).toContain(`"${path}"`);
      expect(loader).not.toContain(`"${name}"`);
    }
    for (const text of [loader, early]) expect(text).not.toMatch(/data-carousel-step|data-visited|useState|react\.transitional\.element/);
  });

  it("each island's behaviour before its code runs is an inline script of its own", () => {
    expect(bundles.islands.carousel!.before).toBe('carousel-before-hydration');
    expect(inlineScriptText('carousel-before-hydration')).toContain('"data-carousel-step"');
    expect(inlineScriptText(bundles.islands['contact-form']!.before!)).toContain('"data-visited"');
  });

  it('the island carries all that loading it needs: its component module and export, its props, its loading rule', async () => {
    for (const { declaration } of declared) {
      const { element } = await islandElement(declaration);
      expect(attribute(element, islandAttributes.name)).toBe(declaration.name);
      expect(attribute(element, islandAttributes.src)).toBe(bundles.islands[declaration.name]!.src);
      expect(attribute(element, islandAttributes.export)).toBe(declaration.export);
      expect(JSON.parse(attribute(element, islandAttributes.props)!)).toEqual({ label: 'x' });
      expect(attribute(element, islandAttributes.load)).toBe(declaration.load);
      expect(attribute(element, islandAttributes.restore)).toBe(declaration.restore && JSON.stringify(declaration.restore));
    }
    expect(JSON.parse(attribute((await islandElement(declarationNamed('contact-form'))).element, islandAttributes.restore)!)).toEqual({ stored: expect.any(String), param: 'topic' });
  });

  it("a page gets its islands' before-hydration scripts, then the early touches, in one script; one that does not agree with the bundles stops the build, naming the page", async () => {
    const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;
    const { html: carousel } = await islandElement(declarationNamed('carousel'));
    const { html: form } = await islandElement(declarationNamed('contact-form'));
    const { html } = withSiteScriptsOnly(page(carousel + carousel + form), 'es/index.html', bundles);
    const scripts = elementsOf(html).filter((element) => element.tagName === 'script');
    expect(scripts.map((script) => attribute(script, 'id'))).toEqual([earlyTouchesScript]);
    // The before-hydration scripts in the order the islands are declared (whatever the page's order), then the early touches.
    const parts = [...Object.values(bundles.islands).map((island) => island.before!), earlyTouchesScript];
    expect(parts).toEqual(expect.arrayContaining(['carousel-before-hydration', 'contact-form-before-hydration']));
    expect(rawText(html, scripts[0]!)).toBe(parts.map(inlineScriptText).join('\n'));
    const rebuilt = { ...bundles, islands: { ...bundles.islands, carousel: { src: '/islands/carousel-REBUILT.js', modules: [] } } };
    expect(() => withSiteScriptsOnly(page(carousel), 'es/index.html', rebuilt)).toThrow(/es\/index\.html: the island "carousel" points at \/islands\/chunks\/carousel-frame-\w+\.js, not at its module \/islands\/carousel-REBUILT\.js/);
    expect(() => withSiteScriptsOnly(page(carousel), 'es/index.html', { ...bundles, islands: {} })).toThrow(/es\/index\.html: the island "carousel" has no module/);
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
