import { inlineScriptText } from './built-code';

/** A module of browser/inline/, bundled and minified before the build; the post-build step hashes it into the page's policy. */
export function InlineScript({ name }: { name: string }) {
  return <script id={name} data-site-script="" dangerouslySetInnerHTML={{ __html: inlineScriptText(name) }} />;
}
