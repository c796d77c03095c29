import MarkdownIt from 'markdown-it';

/**
 * Text staff format in the editor (Markdown: paragraphs, links, subheadings,
 * lists) as HTML, at build time. Raw HTML is off, so whatever staff type is
 * text, never markup; links go only to web addresses, e-mail, phones and the
 * site's own pages. Subheadings start at h2 under the page's h1, whichever
 * level staff chose, and keep their order.
 */
const markdown = new MarkdownIt('commonmark', { html: false });
markdown.validateLink = (url) => /^(https?:|mailto:|tel:|\/[^/]|#)/i.test(url.trim());

const level = ({ tag }: { tag: string }) => Number(tag.slice(1));
markdown.core.ruler.push('headings_under_the_title', (state) => {
  const headings = state.tokens.filter((token) => token.type === 'heading_open' || token.type === 'heading_close');
  const top = Math.min(...headings.map(level));
  for (const token of headings) token.tag = `h${Math.min(level(token) - top + 2, 6)}`;
});

/** The HTML of a formatted text. */
export function markdownHtml(text: string): string {
  return markdown.render(text);
}

type Token = ReturnType<typeof markdown.parse>[number];

/**
 * The addresses a formatted text links to, links and pictures, as its page
 * will write them (what the link rule above refuses stays text, and is not
 * among them): the content check looks for the site's own among them.
 */
export function markdownLinks(text: string): string[] {
  const links: string[] = [];
  const visit = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      const address = token.type === 'link_open' ? token.attrGet('href') : token.type === 'image' ? token.attrGet('src') : null;
      if (address) links.push(String(address));
      if (token.children) visit(token.children);
    }
  };
  visit(markdown.parse(text, {}));
  return links;
}
