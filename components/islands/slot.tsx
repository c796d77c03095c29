import { slotAttribute, type SlotContent } from '@/lib/islands';

const isHtml = (content: SlotContent): content is { html: string } =>
  typeof content === 'object' && content !== null && 'html' in content && typeof content.html === 'string';

type SlotProps = {
  name: string;
  content: SlotContent;
  /** The slot's element. */
  as?: 'div' | 'span';
  className?: string;
};

/**
 * The element holding a slot's content (lib/islands.ts, Slots): its children
 * on the server, the same HTML in the browser, which the island's hydration
 * keeps as it is (browser/islands/runtime.tsx reads it from the page).
 */
export function Slot({ name, content, as: Tag = 'div', className }: SlotProps) {
  const attributes = { [slotAttribute]: name, className };
  if (isHtml(content)) return <Tag {...attributes} dangerouslySetInnerHTML={{ __html: content.html }} />;
  return <Tag {...attributes}>{content}</Tag>;
}
