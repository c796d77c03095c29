import type { ReactNode } from 'react';

/**
 * Server-rendered content an island shows but does not own (a slide's
 * picture, a notice). On the server it is a React node; in the
 * browser it is the HTML the server wrote, which the island's hydration
 * keeps as it is (browser/islands/runtime.tsx reads it from the page).
 */
export type SlotContent = ReactNode | { html: string };

/** An island's slots by name. */
export type Slots = Readonly<Record<string, SlotContent>>;

const isHtml = (content: SlotContent): content is { html: string } =>
  typeof content === 'object' && content !== null && 'html' in content && typeof content.html === 'string';

/** The attribute naming a slot's element: the runtime finds the slot's HTML by it. */
export const slotAttribute = 'data-slot';

type SlotProps = {
  name: string;
  content: SlotContent;
  /** The slot's element. */
  as?: 'div' | 'span';
  className?: string;
};

/** The element holding a slot's content: its children on the server, the same HTML in the browser. */
export function Slot({ name, content, as: Tag = 'div', className }: SlotProps) {
  const attributes = { [slotAttribute]: name, className };
  if (isHtml(content)) return <Tag {...attributes} dangerouslySetInnerHTML={{ __html: content.html }} />;
  return <Tag {...attributes}>{content}</Tag>;
}
