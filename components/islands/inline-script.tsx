import { inlineScriptText } from './built-code';

/**
 * One of the browser modules under browser/inline/, bundled and minified
 * before the build, written into the page as an inline script. The
 * post-build step adds its hash to the page's Content-Security-Policy.
 */
export function InlineScript({ name }: { name: string }) {
  return <script id={name} data-site-script="" dangerouslySetInnerHTML={{ __html: inlineScriptText(name) }} />;
}
