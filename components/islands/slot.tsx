import { slotAttribute, type SlotContent } from '@/lib/islands';

const isHtml = (content: SlotContent): content is { html: string } =>
  typeof content === 'object' && content !== null && 'html' in content && typeof content.html === 'string';

type SlotProps = { name: string; content: SlotContent; as?: 'div' | 'span'; className?: string };

/** A slot's content: its children on the server, the same HTML in the browser (hydrate.tsx reads it), which hydration keeps as it is. */
export function Slot({ name, content, as: Tag = 'div', className }: SlotProps) {
  const attributes = { [slotAttribute]: name, className };
  if (isHtml(content)) return <Tag {...attributes} dangerouslySetInnerHTML={{ __html: content.html }} />;
  return <Tag {...attributes}>{content}</Tag>;
}
