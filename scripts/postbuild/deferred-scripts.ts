/**
 * Sends the framework's JavaScript later. Next writes its chunks into every
 * page as async scripts, and the page's route payload (the same text as the
 * page's index.txt) as inline scripts: together about 140 KB that compete
 * with the hero image and the fonts and keep a slow phone's main thread busy
 * while the page first paints. Every page reads and navigates without
 * JavaScript, so nothing needs them that early: here they are replaced by a
 * small inline loader that, at the visitor's first interaction, fetches the
 * payload and adds the same scripts in the same order. The islands (menus,
 * carousels, video, form) then hydrate. A tap on a button that arrives
 * before React has started is replayed once the button has hydrated.
 */
export const deferredScriptsId = 'deferred-scripts';
/** Fired on window once every deferred script has loaded. */
export const scriptsLoadedEvent = 'deferred-scripts-loaded';

const chunkScript = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
const chunkPreload = /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[^"]+\.js"\/>/g;
const payloadScript = /<script>self\.__next_f\.push\(\[1,[\s\S]*?\]\)<\/script>/g;

/** What tells the loader the visitor is about to use the page. */
export const firstInteractions = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mousemove', 'wheel', 'scroll', 'click'];

function loaderScript(sources: string[], payloadUrl: string | null) {
  return [
    '(function(){',
    `var sources=${JSON.stringify(sources)},payload=${JSON.stringify(payloadUrl)},events=${JSON.stringify(firstInteractions)},started=false,pending=null;`,
    'function has(object,prefix){for(var key in object)if(key.indexOf(prefix)===0)return true;return false}',
    // When every script has arrived, the chunk-reload script knows the page is whole.
    'function inject(){var left=sources.length;sources.forEach(function(src){',
    "var s=document.createElement('script');s.src=src;s.async=true;",
    `s.onload=function(){if(--left===0)dispatchEvent(new Event('${scriptsLoadedEvent}'))};document.head.appendChild(s)})}`,
    'function start(){if(started)return;started=true;',
    "events.forEach(function(type){removeEventListener(type,start,type!=='scroll')});",
    'if(!payload)return inject();',
    // Without its payload the page cannot hydrate: it stays as it is, fully readable.
    "fetch(payload).then(function(r){if(!r.ok)throw new Error(r.status);return r.text()})",
    '.then(function(text){self.__next_f.push([1,text]);inject()},function(){})}',
    // Scrolling the page, not a strip of links scrolling itself into place.
    "events.forEach(function(type){addEventListener(type,start,{capture:type!=='scroll',passive:true})});",
    // A tap before React runs would be lost: click the button again once React owns it.
    "addEventListener('click',function(e){",
    "var button=e.target&&e.target.closest&&e.target.closest('button');",
    "if(!button||has(document,'__reactContainer'))return;",
    'var first=!pending;pending=button;if(!first)return;',
    "var tries=0;(function replay(){if(has(pending,'__reactProps')){var b=pending;pending=null;b.click()}",
    'else if(++tries<200)setTimeout(replay,50);else pending=null})()},true);',
    '})()',
  ].join('');
}

/**
 * The page with Next's chunk scripts, and its route payload when `payloadUrl`
 * serves the same text, loaded by the deferred loader instead.
 */
export function withDeferredScripts(html: string, payloadUrl: string | null): string {
  const sources = [...html.matchAll(chunkScript)].map(([, src]) => src!);
  if (!sources.length) return html;
  let page = html.replace(chunkScript, '').replace(chunkPreload, '');
  if (payloadUrl) page = page.replace(payloadScript, '');
  return page.replace('</body>', `<script id="${deferredScriptsId}">${loaderScript(sources, payloadUrl)}</script></body>`);
}

/** The route payload held inline by a page, as Next also writes it to the page's index.txt. */
export function inlinePayload(html: string): string {
  return [...html.matchAll(payloadScript)]
    .map(([script]) => (JSON.parse(script.slice('<script>self.__next_f.push('.length, -')</script>'.length)) as [1, string])[1])
    .join('');
}
