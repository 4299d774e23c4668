import { startLoopbackReceiver, type LoopbackReceiver } from "../../lib/test-helpers/loopback-receiver";

// Stand-ins for the analytics engines, which cannot be reached from here: a loopback receiver that
// serves a small script speaking each provider's documented client protocol and records the
// beacons it sends. Each stand-in does what its original does by default too (百度统计 and gtag.js
// count the page they load on, Umami counts it unless data-auto-track="false", each sending the
// full address), so a site that forgot to switch that off shows a doubled first view, query and all.

export const BAIDU_SITE_ID = "0123456789abcdef0123456789abcdef";
export const GA4_MEASUREMENT_ID = "G-E2E0TEST1";
export const UMAMI_WEBSITE_ID = "4b3f1c2e-9a8d-4e7f-b6a5-0c1d2e3f4a5b";

/** hm.js: the _hmt command queue; page views as hm.gif image requests (u: the page, su: its referrer). */
const BAIDU_SCRIPT = `(function () {
  var src = document.currentScript.src;
  var origin = new URL(src).origin, siteId = src.split("?")[1];
  var queued = window._hmt || [], auto = true;
  function send(page) {
    new Image().src = origin + "/hm.gif?si=" + siteId + "&u=" + encodeURIComponent(page) + "&su=" + encodeURIComponent(document.referrer);
  }
  function run(command) {
    if (command[0] === "_setAutoPageview") auto = command[1];
    if (command[0] === "_trackPageview") send(location.protocol + "//" + location.host + command[1]);
  }
  window._hmt = { push: function () { for (var i = 0; i < arguments.length; i++) run(arguments[i]); } };
  for (var i = 0; i < queued.length; i++) run(queued[i]);
  if (auto) send(location.href);
})();`;

/** gtag.js: the dataLayer of arguments objects; hits as GA4's /g/collect beacons (dl, dr, dt, ep.*). */
const GTAG_SCRIPT = `(function () {
  var origin = new URL(document.currentScript.src).origin;
  var layer = window.dataLayer = window.dataLayer || [], configs = {};
  function hit(id, name, params) {
    var query = new URLSearchParams({ v: "2", tid: id, en: name,
      dl: params.page_location || location.href,
      dr: params.page_referrer !== undefined ? params.page_referrer : document.referrer,
      dt: document.title });
    if (params.page_path) query.set("ep.page_path", params.page_path);
    navigator.sendBeacon(origin + "/g/collect?" + query);
  }
  function run(command) {
    if (command[0] === "config") {
      configs[command[1]] = command[2] || {};
      if (configs[command[1]].send_page_view !== false) hit(command[1], "page_view", configs[command[1]]);
    }
    if (command[0] === "event") {
      var params = command[2] || {};
      var ids = params.send_to ? [params.send_to] : Object.keys(configs);
      ids.forEach(function (id) { hit(id, command[1], Object.assign({}, configs[id], params)); });
    }
  }
  for (var i = 0; i < layer.length; i++) run(layer[i]);
  layer.push = function (command) { run(command); return Array.prototype.push.call(layer, command); };
})();`;

/** Umami's script.js: data-website-id, data-auto-track; umami.track(); POST {host}/api/send. */
const UMAMI_SCRIPT = `(function () {
  var script = document.currentScript;
  var host = script.src.split("/").slice(0, -1).join("/");
  var website = script.getAttribute("data-website-id");
  function props() {
    return { website: website, hostname: location.hostname, screen: screen.width + "x" + screen.height,
      language: navigator.language, title: document.title, url: location.pathname + location.search,
      referrer: document.referrer };
  }
  function send(payload) {
    fetch(host + "/api/send", { method: "POST", keepalive: true, headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ type: "event", payload: payload }) });
  }
  function track(first, data) {
    if (typeof first === "function") return send(first(props()));
    if (typeof first === "string") return send(Object.assign(props(), { name: first, data: data }));
    send(Object.assign(props(), first || {}));
  }
  window.umami = { track: track };
  if (script.getAttribute("data-auto-track") !== "false") track();
})();`;

const JS = { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-store" };
const CORS = { "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Headers": "Content-Type" };

export interface AnalyticsReceiver extends LoopbackReceiver {
  /** The site's variables that point every provider at this receiver. */
  env: Record<string, string>;
  /** The path each beacon counted as a page view, by provider, in order. */
  pageViews(): { baidu: string[]; ga4: string[]; umami: string[] };
  /** Every beacon as sent: its request target and body. */
  beacons(): string[];
}

export async function startAnalyticsReceiver(): Promise<AnalyticsReceiver> {
  const receiver = await startLoopbackReceiver();
  receiver.answer("/hm.js", { status: 200, body: BAIDU_SCRIPT, headers: JS });
  receiver.answer("/gtag/js", { status: 200, body: GTAG_SCRIPT, headers: JS });
  receiver.answer("/script.js", { status: 200, body: UMAMI_SCRIPT, headers: JS });
  receiver.answer("/hm.gif", { status: 204 });
  receiver.answer("/g/collect", { status: 204, headers: CORS });
  receiver.answer("/api/send", { status: 200, body: "{}", headers: { ...CORS, "Content-Type": "application/json" } });
  const query = (target: string) => new URL(target, receiver.origin).searchParams;
  const pathOf = (address: string) => (address.startsWith("/") ? address : new URL(address).pathname);
  return {
    ...receiver,
    env: {
      ANALYTICS_BAIDU_ID: BAIDU_SITE_ID,
      ANALYTICS_BAIDU_ORIGIN: receiver.origin,
      ANALYTICS_GA4_ID: GA4_MEASUREMENT_ID,
      ANALYTICS_GA4_ORIGIN: receiver.origin,
      ANALYTICS_UMAMI_URL: receiver.origin,
      ANALYTICS_UMAMI_WEBSITE_ID: UMAMI_WEBSITE_ID,
    },
    pageViews: () => ({
      baidu: receiver.to("/hm.gif").map((beacon) => pathOf(query(beacon.target).get("u") ?? "")),
      ga4: receiver
        .to("/g/collect")
        .filter((beacon) => query(beacon.target).get("en") === "page_view")
        .map((beacon) => pathOf(query(beacon.target).get("dl") ?? "")),
      umami: receiver
        .to("/api/send")
        .filter((beacon) => beacon.method === "POST")
        .map((beacon) => pathOf((JSON.parse(beacon.body) as { payload: { url: string } }).payload.url)),
    }),
    beacons: () =>
      receiver.requests
        .filter((request) => !/^\/(hm\.js|gtag\/js|script\.js)/.test(request.target))
        .map((request) => `${request.target} ${request.body}`),
  };
}
