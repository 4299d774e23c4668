// A cached public page shows everything without JavaScript (it is server-rendered). On a phone,
// a slow link and CPU, its hydration scripts should not compete with the HTML and the hero image
// for the first paint. Next writes them as <script async> tags (plus a preload for its bootstrap
// chunk), which the browser's preload scanner fetches at once. Here they become one small inline
// loader that adds the very same <script async> elements after the first contentful paint: React
// finds them by `script[async][src]` when it hydrates, so nothing is loaded twice.

const CHUNK = String.raw`/_next/static/chunks/[\w.~-]+\.js`;
const ASYNC_CHUNK_SCRIPT = new RegExp(String.raw`<script src="(${CHUNK})" async=""></script>`, "g");
const CHUNK_PRELOAD = new RegExp(
  String.raw`<link rel="preload" as="script"(?: fetchPriority="\w+")? href="${CHUNK}"/>`,
  "g",
);

/**
 * Adds the scripts once the first contentful paint is observed, at once where paints cannot be
 * observed, and after 5 s at the latest (a browser that never reports the paint).
 */
const LOADER = [
  "(function(s){var d=document,n=0,P=window.PerformanceObserver;",
  'function go(){if(n++)return;s.forEach(function(u){var e=d.createElement("script");e.src=u;e.setAttribute("async","");d.head.appendChild(e)})}',
  'if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return go();',
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true});',
  "setTimeout(go,5e3)})",
].join("");

/** The page with its chunk scripts loaded after the first contentful paint; unchanged if it has none. */
export function deferHydrationScripts(html: string): string {
  const sources = [...html.matchAll(ASYNC_CHUNK_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return html;
  const loader = `<script>${LOADER}(${JSON.stringify(sources)})</script>`;
  let seen = 0;
  // The loader takes the place of the last tag, Next's bootstrap script: after the page's content.
  return html.replace(ASYNC_CHUNK_SCRIPT, () => (++seen === sources.length ? loader : "")).replace(CHUNK_PRELOAD, "");
}
