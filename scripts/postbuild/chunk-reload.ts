/**
 * When one of the site's script files fails to load (a flaky connection, a
 * new deployment that removed an old file), the page reloads once, or goes
 * on to the internal link the visitor has just followed. A sessionStorage
 * marker, holding only the path tried, makes sure that happens once: if the
 * second attempt fails too, the server-rendered page simply stays, readable,
 * without its interactive parts. The marker is removed by the next page that
 * loads all of its scripts (see deferred-scripts.ts).
 *
 * Written into every page's <head>, before Next's scripts, by the post-build
 * step; the CSP step that runs after it adds its hash to the page's policy.
 */
import { browserStorage } from '@/content/legal';
import { scriptsLoadedEvent } from './deferred-scripts';

export const chunkReloadId = 'chunk-reload';

export const chunkReloadScript = [
  '(function(){',
  `var key=${JSON.stringify(browserStorage.reloadMarker.key)},failed=false,clicked=null;`,
  // The internal link followed last, for a failure while the next page's code loads.
  "addEventListener('click',function(e){var a=e.target&&e.target.closest&&e.target.closest('a[href^=\"/\"]');clicked=a?{href:a.href,at:Date.now()}:null},true);",
  'function isChunkFailure(e){',
  "if(e.target&&e.target.tagName==='SCRIPT')return /\\/_next\\//.test(e.target.src);",
  'var r=e.reason||e.error;',
  "return !!r&&/ChunkLoadError|Loading chunk|Failed to load chunk/i.test(r.name+' '+r.message)}",
  "addEventListener('error',onFailure,true);",
  "addEventListener('unhandledrejection',onFailure);",
  'function onFailure(e){',
  // Offline, a reload would only trade the readable page for the browser's error screen.
  "if(!isChunkFailure(e)||navigator.onLine===false)return;",
  'failed=true;',
  'var target=clicked&&Date.now()-clicked.at<10000&&clicked.href!==location.href?new URL(clicked.href):location;',
  'try{if(sessionStorage.getItem(key)===target.pathname)return;sessionStorage.setItem(key,target.pathname)}catch(x){return}',
  'target===location?location.reload():location.assign(target.href)}',
  `addEventListener('${scriptsLoadedEvent}',function(){if(!failed)try{sessionStorage.removeItem(key)}catch(x){}})`,
  '})()',
].join('');

const headStart = /<head>(\s*<meta charset="utf-8"\s*\/?>)?/i;

/** The page with the script as the first thing after its charset declaration; `page` names the file in errors. */
export function withChunkReload(html: string, page: string): string {
  if (html.includes(`id="${chunkReloadId}"`)) throw new Error(`chunk-reload: ${page} already holds the script.`);
  if (!headStart.test(html)) throw new Error(`chunk-reload: ${page} has no <head>. Has Next's output changed?`);
  return html.replace(headStart, (head) => `${head}<script id="${chunkReloadId}">${chunkReloadScript}</script>`);
}
