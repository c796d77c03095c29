/**
 * The post-build step's reading of HTML: parse5 parses each page as a
 * browser would, with the source offsets of every element, and edits are
 * spliced into the original text at those offsets, so everything the step
 * does not touch stays byte for byte as Next wrote it.
 */
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

export type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;

/** Every element of the document, in document order (a template's content included). */
export function elementsOf(html: string): Element[] {
  const found: Element[] = [];
  const walk = (node: Node) => {
    if ('tagName' in node) found.push(node);
    const children = 'childNodes' in node ? node.childNodes : [];
    children.forEach(walk);
    if (node.nodeName === 'template') (node as DefaultTreeAdapterTypes.Template).content.childNodes.forEach(walk);
  };
  walk(parse(html, { sourceCodeLocationInfo: true }));
  return found;
}

export const attribute = (element: Element, name: string): string | undefined =>
  element.attrs.find((attr) => attr.name === name)?.value;

/** Text written inside a double-quoted attribute value. */
export const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Where the element stands in the source text, start tag to end tag. */
export function span(element: Element): { start: number; end: number } {
  const location = element.sourceCodeLocation;
  if (!location) throw new Error(`html: <${element.tagName}> has no source location (it was implied by the parser)`);
  return { start: location.startOffset, end: location.endOffset };
}

/** The element's text exactly as written (a script's or style's raw text). */
export function rawText(html: string, element: Element): string {
  const location = element.sourceCodeLocation;
  if (!location?.startTag || !location.endTag) return '';
  return html.slice(location.startTag.endOffset, location.endTag.startOffset);
}

export type Edit = { start: number; end: number; text: string };

/** The text with each edit's range replaced by its text; edits must not overlap. */
export function applyEdits(html: string, edits: readonly Edit[]): string {
  const sorted = [...edits].sort((a, b) => b.start - a.start);
  sorted.forEach((edit, index) => {
    const before = sorted[index + 1];
    if (before && before.end > edit.start) throw new Error('html: two edits overlap');
  });
  return sorted.reduce((text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end), html);
}
