// Instead of allowing inline scripts, each page's <meta> policy lists the SHA-256 of exactly those it holds: no other runs.
import { metaPolicy, scriptHash } from './host-rules';
import { applyEdits, attribute, elementsOf, escapeAttribute, rawText, span, type Element } from './html';
import { isExecutable } from './page-scripts';

export function inlineScriptHashes(html: string): string[] {
  const scripts = elementsOf(html).filter((element) => element.tagName === 'script' && attribute(element, 'src') === undefined && isExecutable(element));
  return [...new Set(scripts.map((script) => scriptHash(rawText(html, script))))];
}

/** The page with its policy first in <head> but for the charset declaration, which must stay within the first 1024 bytes. */
export function withPagePolicy(html: string, page: string): string {
  const elements = elementsOf(html);
  const isPolicy = (element: Element) => element.tagName === 'meta' && attribute(element, 'http-equiv')?.toLowerCase() === 'content-security-policy';
  if (elements.some(isPolicy)) throw new Error(`page-csp: ${page} already has a policy.`);
  const head = elements.find((element) => element.tagName === 'head');
  const headStart = head?.sourceCodeLocation?.startTag;
  if (!headStart) throw new Error(`page-csp: ${page} has no <head>: nowhere to put its policy.`);
  const charset = elements.find((element) => element.parentNode === head && element.tagName === 'meta' && attribute(element, 'charset') !== undefined);
  const at = charset ? span(charset).end : headStart.endOffset;
  const firstScript = elements.find((element) => element.tagName === 'script');
  if (firstScript && span(firstScript).start < at) throw new Error(`page-csp: ${page}: a script comes before the policy.`);
  const element = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(metaPolicy(inlineScriptHashes(html)))}">`;
  return applyEdits(html, [{ start: at, end: at, text: element }]);
}
