import { deferHydrationScripts } from "../deferred-hydration";

// The shape Next 16 writes: hoisted chunk scripts and a preload in the head, the bootstrap
// script after the content, before the inline RSC payload.
const PAGE = [
  '<!DOCTYPE html><html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>',
  '<script src="/_next/static/chunks/react-dom.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-077h.js" async=""></script>',
  '<script src="/_next/static/chunks/0cz1_polyfill.js" noModule=""></script></head>',
  '<body><main><h1>Python 零基础入门到实践</h1><img src="/cover.png" fetchPriority="high"/></main>',
  '<script id="_R_">(globalThis["TURBOPACK"]||(globalThis["TURBOPACK"]=[])).push({})</script>',
  '<script src="/_next/static/chunks/boot.js" async=""></script>',
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>",
].join("");

describe("hydration scripts of a cached page", () => {
  const deferred = deferHydrationScripts(PAGE);

  it("are no longer fetched by the browser's preload scanner", () => {
    expect(deferred).not.toMatch(/<script src="[^"]+" async=""><\/script>/);
    expect(deferred).not.toContain('rel="preload" as="script"');
  });

  it("are added by one inline loader, in Next's order, where the bootstrap script was", () => {
    const loaders = deferred.match(/<script>\(function\(s\)[\s\S]*?<\/script>/g) ?? [];
    expect(loaders).toHaveLength(1);
    const [loader] = loaders as [string];
    expect(loader).toContain(
      '(["/_next/static/chunks/react-dom.js","/_next/static/chunks/turbopack-077h.js","/_next/static/chunks/boot.js"])',
    );
    expect(deferred.indexOf(loader)).toBeGreaterThan(deferred.indexOf('<script id="_R_">'));
    expect(deferred.indexOf(loader)).toBeLessThan(deferred.indexOf("self.__next_f"));
  });

  it("are added as async scripts after the first contentful paint", () => {
    expect(deferred).toContain('setAttribute("async","")');
    expect(deferred).toContain('getEntriesByName("first-contentful-paint")');
  });

  it("leave everything else as Next wrote it", () => {
    expect(deferred).toContain('<script src="/_next/static/chunks/0cz1_polyfill.js" noModule=""></script>');
    expect(deferred).toContain('<img src="/cover.png" fetchPriority="high"/>');
    const plain = "<!DOCTYPE html><html><body><p>404</p></body></html>";
    expect(deferHydrationScripts(plain)).toBe(plain);
  });
});
