import { clientAddressOf, parseTrustedProxies, requestProtocol, resolveClientAddress } from "../client-address";

describe("who the client is", () => {
  const none = parseTrustedProxies([]);
  const nginx = parseTrustedProxies(["127.0.0.1", "10.0.0.0/8", "::1", "not-an-ip"]);

  it.each([["1.2.3.4"], [","], [""], ["127.0.0.1"], ["8.8.8.8, 9.9.9.9"]])(
    "ignores X-Forwarded-For %j from a peer that is not a trusted proxy",
    (header) => {
      expect(resolveClientAddress("203.0.113.9", header, none)).toBe("203.0.113.9");
      expect(resolveClientAddress("203.0.113.9", header, nginx)).toBe("203.0.113.9");
    },
  );

  it("believes a trusted proxy, walking the chain from the right past other trusted hops", () => {
    expect(resolveClientAddress("127.0.0.1", "198.51.100.7", nginx)).toBe("198.51.100.7");
    expect(resolveClientAddress("127.0.0.1", "6.6.6.6, 198.51.100.7, 10.1.2.3", nginx)).toBe("198.51.100.7");
    expect(resolveClientAddress("::ffff:127.0.0.1", "198.51.100.7", nginx)).toBe("198.51.100.7");
  });

  it("keeps the proxy's own address when its chain is empty or not addresses", () => {
    expect(resolveClientAddress("127.0.0.1", ",", nginx)).toBe("127.0.0.1");
    expect(resolveClientAddress("127.0.0.1", "unknown", nginx)).toBe("127.0.0.1");
  });

  it("trusts X-Forwarded-Proto only from a trusted proxy", () => {
    expect(requestProtocol("203.0.113.9", false, { "x-forwarded-proto": "https" }, nginx)).toBe("http");
    expect(requestProtocol("127.0.0.1", false, { "x-forwarded-proto": "https" }, nginx)).toBe("https");
    expect(requestProtocol("127.0.0.1", false, { "x-forwarded-proto": "http" }, nginx)).toBe("http");
    expect(requestProtocol("203.0.113.9", true, {}, none)).toBe("https");
  });

  it("takes the trusted proxy's own (right-most) X-Forwarded-Proto, not the client's", () => {
    expect(requestProtocol("127.0.0.1", false, { "x-forwarded-proto": "https, http" }, nginx)).toBe("http");
    expect(requestProtocol("127.0.0.1", false, { "x-forwarded-proto": "http,https" }, nginx)).toBe("https");
  });

  it("reads the client address from request headers only through a trusted proxy", () => {
    expect(clientAddressOf("127.0.0.1", { "x-forwarded-for": ["198.51.100.7"] }, nginx)).toBe("198.51.100.7");
    expect(clientAddressOf("203.0.113.9", { "x-forwarded-for": "198.51.100.7" }, nginx)).toBe("203.0.113.9");
  });
});
