/**
 * Keeps the framework's JavaScript off the first load. Next writes its chunks
 * into every page as async scripts, and the page's route payload (the same
 * text as the page's index.txt) as inline scripts: together about 140 KB that
 * would compete with the hero picture and the fonts on a slow link. Nothing
 * needs them for a page to read, navigate or open its menus (those are
 * native popovers): only the islands do, the elements marked `data-island`
 * (carousels, videos, forms). So:
 *
 * - a page with islands gets a small inline loader instead, which adds the
 *   same scripts in the same order on its own, as soon as the page's first
 *   picture (its largest paint, fetchpriority=high, preloaded from the head)
 *   is on screen, or at once when it has none; and at once when the visitor
 *   reaches into an island. Started then, the scripts never compete with the
 *   largest paint, nor are they counted in it, and the framework has started
 *   about a second after the page has loaded on a slow phone. A press on an
 *   island's button before the framework listens is kept and pressed again
 *   once the island runs;
 * - a page without islands gets none of the framework's code at all.
 *
 * `data-islands` on <html> tells tests and the benchmark where a page with
 * islands stands (waiting, loading, loaded or failed); each island marks
 * itself `data-hydrated="true"` once it runs (components/ui/use-hydrated.ts).
 */
export const deferredScriptsId = 'deferred-scripts';
/** Fired on window once every deferred script has loaded. */
export const scriptsLoadedEvent = 'deferred-scripts-loaded';
/** The attribute that marks an island's root element. */
export const islandAttribute = 'data-island';

const chunkScript = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
const chunkPreload = /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[^"]+\.js"\/>/g;
const payloadScript = /<script>self\.__next_f\.push\(\[1,[\s\S]*?\]\)<\/script>/g;
/** Next's start-up: the bundler's chunk list, the payload queue and the legacy-browser polyfill. */
const startupScripts = [
  /<script id="_R_">\(globalThis\["TURBOPACK"\][^<]*<\/script>/g,
  /<script>\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)<\/script>/g,
  /<script src="\/_next\/static\/chunks\/[^"]+\.js" noModule=""><\/script>/g,
];

/** The longest a first picture that has arrived holds the loader back while its paint is not reported. */
export const pictureNotShownMs = 1000;
/** Interactions that start the islands at once when they land inside one. */
export const islandInteractions = ['pointerdown', 'touchstart', 'keydown', 'focusin'];

function loaderScript(sources: string[], payloadUrl: string) {
  const island = `[${islandAttribute}]`;
  return [
    '(function(){',
    `var sources=${JSON.stringify(sources)},payload=${JSON.stringify(payloadUrl)},events=${JSON.stringify(islandInteractions)},`,
    'root=document.documentElement,started=false,watching=null;',
    'function mark(state){root.setAttribute("data-islands",state)}',
    'function add(tag,props){var e=document.createElement(tag);for(var k in props)e[k]=props[k];document.head.appendChild(e);return e}',
    // When every script has arrived, the chunk-reload script knows the page is whole.
    'function inject(){var left=sources.length;sources.forEach(function(src){',
    `add("script",{src:src,async:true}).onload=function(){if(--left===0){mark("loaded");dispatchEvent(new Event("${scriptsLoadedEvent}"))}}})}`,
    'function start(){if(started)return;started=true;mark("loading");',
    'events.forEach(function(type){removeEventListener(type,reach,true)});',
    // The scripts download while the payload does; they run once it is in place.
    'sources.forEach(function(src){add("link",{rel:"preload",as:"script",href:src})});',
    'fetch(payload).then(function(r){if(!r.ok)throw new Error(r.status);return r.text()})',
    // Without its payload the page cannot hydrate: it stays as it is, fully readable.
    '.then(function(text){self.__next_f.push([1,text]);inject()},function(){mark("failed")})}',
    `function reach(e){if(e.target&&e.target.closest&&e.target.closest("${island}"))start()}`,
    // Before the framework listens, a press on an island's button is kept (the
    // button shows it is busy) and pressed again once the island runs; a field
    // left is marked data-visited for the island to check.
    'function early(e){var t=e.target;if(root.getAttribute("data-islands")==="loaded"||!t||!t.closest)return;',
    `var owner=t.closest("${island}");if(!owner||owner.getAttribute("data-hydrated")==="true")return;`,
    'if(e.type==="focusout"){if(t.name)t.setAttribute("data-visited","");return}',
    'var button=t.closest("button");if(!button)return;button.setAttribute("data-early-press","");button.setAttribute("aria-busy","true");watch()}',
    'function replay(owner){var button=owner.querySelector("[data-early-press]");if(!button)return;',
    'button.removeAttribute("data-early-press");button.removeAttribute("aria-busy");button.click()}',
    'function watch(){if(watching)return;watching=new MutationObserver(function(changes){changes.forEach(function(c){',
    'if(c.target.getAttribute("data-hydrated")==="true")replay(c.target)})});',
    'watching.observe(document.body,{subtree:true,attributes:true,attributeFilter:["data-hydrated"]})}',
    'addEventListener("click",early,true);addEventListener("focusout",early,true);',
    'mark("waiting");',
    'events.forEach(function(type){addEventListener(type,reach,{capture:true,passive:true})});',
    // Once the page's largest paint is on screen and its first picture has arrived: the picture's own
    // largest-paint entry says so, or any entry when the picture cannot outrank it (a larger text, on a
    // phone) or never counts (browsers take a picture that fills the viewport for a background).
    // A browser without those entries starts after the next frame, and a picture that never reports
    // lets the loader start at most a second after it arrived.
    'var first=document.querySelector("img[fetchpriority=high]");',
    'function afterFrame(){requestAnimationFrame(function(){setTimeout(start,0)})}',
    'function area(){var r=first.getBoundingClientRect();',
    'return Math.max(0,Math.min(r.right,innerWidth)-Math.max(r.left,0))*Math.max(0,Math.min(r.bottom,innerHeight)-Math.max(r.top,0))}',
    'function shown(){var types=typeof PerformanceObserver==="function"&&PerformanceObserver.supportedEntryTypes||[];',
    'if(types.indexOf("largest-contentful-paint")<0)return afterFrame();',
    'new PerformanceObserver(function(list,observer){var e=list.getEntries().pop();if(!e)return;',
    'var shownArea=area();if(e.element===first){observer.disconnect();start()}',
    'else if(e.size>=shownArea||shownArea>=innerWidth*innerHeight){observer.disconnect();afterFrame()}})',
    `.observe({type:"largest-contentful-paint",buffered:true});setTimeout(start,${pictureNotShownMs})}`,
    'if(!first)start();else if(first.complete)shown();else{first.addEventListener("load",shown);first.addEventListener("error",start)}',
    '})()',
  ].join('');
}

/** Next's output no longer has the shape this step rewrites: the build stops, naming the page. */
function unexpected(page: string, what: string): Error {
  return new Error(`deferred-scripts: ${page}: ${what}. Has Next's output changed? See scripts/postbuild/deferred-scripts.ts.`);
}

function required(html: string, pattern: RegExp, page: string, what: string) {
  if (html.search(pattern) < 0) throw unexpected(page, `no ${what} found`);
}

/** Whether the page holds an island, i.e. needs the framework at all. */
export function hasIslands(html: string): boolean {
  return html.includes(`${islandAttribute}="`);
}

/**
 * The page with Next's chunk scripts, their preloads and its inline route
 * payload (which `payloadUrl` serves as the same text) replaced by the loader.
 * `page` names the file in errors.
 */
export function withDeferredScripts(html: string, payloadUrl: string, page: string): string {
  if (html.includes(`id="${deferredScriptsId}"`)) throw unexpected(page, 'the loader is already in the page');
  required(html, chunkScript, page, '<script src="/_next/static/chunks/…" async="">');
  required(html, payloadScript, page, 'inline route payload (self.__next_f.push([1,…]))');
  required(html, /<\/body>/, page, '</body>');
  const sources = startChunks(html);
  const withoutScripts = html.replace(chunkScript, '').replace(chunkPreload, '').replace(payloadScript, '');
  return withoutScripts.replace('</body>', `<script id="${deferredScriptsId}">${loaderScript(sources, payloadUrl)}</script></body>`);
}

/** The framework's chunks a page of Next's starts with, in its order. */
export function startChunks(html: string): string[] {
  return [...html.matchAll(chunkScript)].map(([, src]) => src!);
}

/** A page without islands: every script of the framework taken out, its own scripts left. */
export function withoutFramework(html: string, page: string): string {
  const framework = [chunkScript, payloadScript, ...startupScripts];
  for (const pattern of framework) required(html, pattern, page, `framework script matching ${pattern.source.slice(0, 40)}…`);
  return [...framework, chunkPreload].reduce((text, pattern) => text.replace(pattern, ''), html);
}

/** The route payload held inline by a page, as Next also writes it to the page's index.txt. */
export function inlinePayload(html: string): string {
  return [...html.matchAll(payloadScript)]
    .map(([script]) => (JSON.parse(script.slice('<script>self.__next_f.push('.length, -')</script>'.length)) as [1, string])[1])
    .join('');
}
