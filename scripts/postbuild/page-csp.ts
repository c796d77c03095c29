/**
 * A strict Content-Security-Policy for a static export: instead of allowing
 * inline scripts, each page gets a <meta> policy listing the SHA-256 of
 * exactly the inline scripts it holds (the site's own: the controls, the
 * search, the islands' early touches, the redirects); nothing else inline runs.
 */
import { metaPolicy, scriptHash } from './host-rules';
import { applyEdits, attribute, elementsOf, rawText, span } from './html';
import { executableTypes } from './page-scripts';

/** `sha256-…` of each inline script a browser would run, in page order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = elementsOf(html)
    .filter((element) => element.tagName === 'script' && attribute(element, 'src') === undefined)
    .filter((script) => executableTypes.includes((attribute(script, 'type') ?? '').trim().toLowerCase()))
    // The browser hashes the element's text exactly as written: script content is raw text.
    .map((script) => scriptHash(rawText(html, script)));
  return [...new Set(hashes)];
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The page with its policy as the first element of <head> after the charset
 * declaration, which must stay within the first 1024 bytes; no script comes
 * before it. `page` names the file in errors.
 */
export function withPagePolicy(html: string, page: string): string {
  const elements = elementsOf(html);
  const isPolicy = (name?: string) => name?.toLowerCase() === 'content-security-policy';
  if (elements.some((element) => element.tagName === 'meta' && isPolicy(attribute(element, 'http-equiv')))) {
    throw new Error(`page-csp: ${page} already has a policy.`);
  }
  const head = elements.find((element) => element.tagName === 'head');
  const headStart = head?.sourceCodeLocation?.startTag;
  if (!headStart) throw new Error(`page-csp: ${page} has no <head>: nowhere to put its policy.`);
  const charset = head.childNodes.find((node) => 'tagName' in node && node.tagName === 'meta' && attribute(node, 'charset') !== undefined);
  const at = charset && 'tagName' in charset ? span(charset).end : headStart.endOffset;
  const firstScript = elements.find((element) => element.tagName === 'script');
  if (firstScript && span(firstScript).start < at) throw new Error(`page-csp: ${page}: a script comes before the policy.`);
  const element = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(metaPolicy(inlineScriptHashes(html)))}">`;
  return applyEdits(html, [{ start: at, end: at, text: element }]);
}
