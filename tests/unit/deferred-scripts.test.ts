import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferredScriptsId, inlinePayload, scriptsLoadedEvent, withDeferredScripts } from '@/scripts/postbuild/deferred-scripts';

const page = [
  '<html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a1.js"/>',
  '<script src="/_next/static/chunks/a1.js" async=""></script><script src="/_next/static/chunks/b2.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script></head>',
  '<body><p>Hola</p><script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script><script>self.__next_f.push([1,"2:[]\\n"])</script></body></html>',
].join('');

function loaderOf(html: string) {
  return html.match(new RegExp(`<script id="${deferredScriptsId}">([\\s\\S]*?)</script>`))![1]!;
}

/** Runs the loader against a fake window and document; returns what it appended, fetched and listens to. */
function runLoader(payloadUrl: string | null, fetchResult: Promise<{ ok: boolean; text: () => Promise<string> }>) {
  const appended: string[] = [];
  const elements: { src: string; onload?: () => void }[] = [];
  const dispatched: string[] = [];
  const fetched: string[] = [];
  const listeners = new Map<string, (event?: unknown) => void>();
  const nextF: unknown[] = [[0]];
  const context = {
    document: {
      head: { appendChild: (element: { src: string }) => appended.push(element.src) },
      createElement: () => elements[elements.push({ src: '' }) - 1],
    },
    self: { __next_f: nextF },
    fetch: (url: string) => (fetched.push(url), fetchResult),
    setTimeout,
    Event: class {
      constructor(readonly type: string) {}
    },
    dispatchEvent: (event: { type: string }) => dispatched.push(event.type),
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  runInNewContext(loaderOf(withDeferredScripts(page, payloadUrl)), context);
  return { appended, elements, dispatched, fetched, listeners, nextF };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const ok = (text: string) => Promise.resolve({ ok: true, text: () => Promise.resolve(text) });

describe('deferred framework scripts', () => {
  it('takes the chunk scripts, their preloads and the inline payload out of the HTML, and nothing else', () => {
    const html = withDeferredScripts(page, '/es/index.txt');
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/(a1|b2)\.js"/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).not.toContain('<script>self.__next_f.push([1,');
    expect(html).toContain('(self.__next_f=self.__next_f||[]).push([0])');
    expect(html).toContain('noModule=""');
    expect(html).toContain('<p>Hola</p>');
    expect(html.indexOf(`id="${deferredScriptsId}"`)).toBeLessThan(html.indexOf('</body>'));
  });

  it('keeps the inline payload when the page has no payload file', () => {
    expect(withDeferredScripts(page, null)).toContain('<script>self.__next_f.push([1,');
  });

  it('reads the inline payload as one text, as Next writes it to index.txt', () => {
    expect(inlinePayload(page)).toBe('1:"$Sreact.fragment"\n2:[]\n');
  });

  it('leaves a page without chunk scripts as it is, and is idempotent', () => {
    const plain = '<html><head></head><body><p>x</p></body></html>';
    expect(withDeferredScripts(plain, null)).toBe(plain);
    const once = withDeferredScripts(page, '/es/index.txt');
    expect(withDeferredScripts(once, '/es/index.txt')).toBe(once);
  });

  it('loads nothing before the first interaction; then the payload, then the scripts in order, once', async () => {
    const { appended, fetched, listeners, nextF } = runLoader('/es/index.txt', ok('PAYLOAD'));
    await settle();
    expect([appended, fetched]).toEqual([[], []]);
    listeners.get('pointerdown')!();
    await settle();
    expect(fetched).toEqual(['/es/index.txt']);
    expect(nextF).toEqual([[0], [1, 'PAYLOAD']]);
    expect(appended).toEqual(['/_next/static/chunks/a1.js', '/_next/static/chunks/b2.js']);
    expect(listeners.has('keydown')).toBe(false);
  });

  it('starts on any first interaction: keyboard, focus, scroll, mouse', () => {
    for (const type of ['keydown', 'focusin', 'scroll', 'mousemove', 'touchstart']) {
      const { fetched, listeners } = runLoader('/es/index.txt', ok(''));
      listeners.get(type)!();
      expect(fetched, type).toHaveLength(1);
    }
  });

  it('adds no scripts when the payload cannot be fetched: the page stays readable', async () => {
    const { appended, listeners } = runLoader('/es/index.txt', Promise.resolve({ ok: false, text: () => Promise.resolve('') }));
    listeners.get('keydown')!();
    await settle();
    expect(appended).toEqual([]);
  });

  it('adds the scripts at once when the payload stays inline', () => {
    const { appended, fetched, listeners } = runLoader(null, ok(''));
    listeners.get('scroll')!();
    expect(fetched).toEqual([]);
    expect(appended).toHaveLength(2);
  });
});

describe('deferred framework scripts, once loaded', () => {
  it('tell the page when every script has arrived, not before', async () => {
    const { elements, dispatched, listeners } = runLoader('/es/index.txt', ok(''));
    listeners.get('keydown')!();
    await settle();
    elements[0]!.onload!();
    expect(dispatched).toEqual([]);
    elements[1]!.onload!();
    expect(dispatched).toEqual([scriptsLoadedEvent]);
  });
});
