// The no-script twins: for each sampled page, the same HTML with every
// <script> element cut out of the original text (found with parse5 and its
// source locations, so nothing else changes), and the <link>s that fetch
// scripts ahead (modulepreload, preload as=script), which are script bytes
// too. The twins are served from a mirror of out/ made of hard links (same
// stylesheet, fonts and pictures, byte for byte), with the sampled pages
// replaced by their twins: the twin's LCP is what the page would reach if its
// scripts cost nothing, and the page's reference.
import { linkSync, copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Where the twins' root is built: under node_modules, so that no linter, type checker or test runner looks inside. */
export const twinRoot = 'node_modules/.cache/bench-twins';

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

function fetchesScript(element: Element): boolean {
  if (element.tagName !== 'link') return false;
  const rel = (attribute(element, 'rel') ?? '').toLowerCase().split(/\s+/);
  return rel.includes('modulepreload') || (rel.includes('preload') && attribute(element, 'as')?.toLowerCase() === 'script');
}

/** The page's HTML without its scripts. Throws when the page has no <head> of its own, or a script has no location. */
export function noScriptTwin(html: string, name = 'page'): string {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const htmlElement = document.childNodes.find((node): node is Element => node.nodeName === 'html');
  const head = htmlElement?.childNodes.find((node): node is Element => node.nodeName === 'head');
  // parse5 supplies a <head> when the text has none: only one with a start tag in the text counts.
  if (!head?.sourceCodeLocation?.startTag) throw new Error(`${name}: no <head> in the HTML; cannot make its no-script twin`);
  const cuts: { start: number; end: number }[] = [];
  const visit = (node: Node) => {
    if ('tagName' in node && (node.tagName === 'script' || fetchesScript(node))) {
      const location = node.sourceCodeLocation;
      if (!location) throw new Error(`${name}: a <${node.tagName}> without a source location`);
      cuts.push({ start: location.startOffset, end: location.endOffset });
      return;
    }
    if ('content' in node && node.content) node.content.childNodes.forEach(visit);
    if ('childNodes' in node) node.childNodes.forEach(visit);
  };
  visit(document);
  let text = html;
  for (const { start, end } of cuts.sort((a, b) => b.start - a.start)) text = text.slice(0, start) + text.slice(end);
  if (/<script[\s>]/i.test(text.replace(/<!--[\s\S]*?-->/g, ''))) throw new Error(`${name}: a script is left in its twin`);
  return text;
}

/** A copy of `from` in `to` made of hard links (copies where the file system refuses a link). */
function mirror(from: string, to: string) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) mirror(source, target);
    else if (entry.isFile()) {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    }
  }
}

/** Builds the twins' root from out/: every file as it is, the given pages (paths like /es/contact/) as their twins. Returns the root. */
export function writeTwins(paths: string[], out = 'out', root = twinRoot): string {
  rmSync(root, { recursive: true, force: true });
  mirror(out, root);
  for (const path of paths) {
    const file = join(path.replace(/^\//, ''), 'index.html');
    const twin = noScriptTwin(readFileSync(join(out, file), 'utf8'), path);
    // Unlinked first: writing through the hard link would change out/ as well.
    rmSync(join(root, file));
    writeFileSync(join(root, file), twin);
  }
  return root;
}

/** The text of each inline script of a page (no src; JSON data blocks left out), read with parse5. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  const visit = (node: Node) => {
    if ('tagName' in node && node.tagName === 'script') {
      const type = (attribute(node, 'type') ?? '').toLowerCase();
      const text = node.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
      if (attribute(node, 'src') === undefined && !type.includes('json') && text.trim()) scripts.push(text);
      return;
    }
    if ('content' in node && node.content) node.content.childNodes.forEach(visit);
    if ('childNodes' in node) node.childNodes.forEach(visit);
  };
  visit(parse(html));
  return scripts;
}
