/** @jest-environment node */
import { internalMediaOriginProblem, isInternalHost, warnOnceAboutMediaOrigin } from "../server/media-origin-check";

const PUBLIC_SITE = "https://www.school.cn";
const facts = (overrides: Partial<Parameters<typeof internalMediaOriginProblem>[0]>) => ({
  configUrl: "https://api.school.cn",
  builtLink: "https://api.school.cn/user/protocol",
  meeduApiUrl: "http://10.0.0.5:8000",
  siteUrl: PUBLIC_SITE,
  ...overrides,
});

describe("isInternalHost", () => {
  it.each([
    "localhost",
    "api.localhost",
    "127.0.0.1",
    "10.1.2.3",
    "172.16.0.9",
    "172.31.255.1",
    "192.168.1.20",
    "169.254.0.1",
    "100.64.0.1",
    "0.0.0.0",
    "[::1]",
    "[fd00::5]",
    "[fe80::1]",
    "[::ffff:192.168.1.2]",
    "meedu-api",
    "api.internal",
    "meedu.svc.cluster.local",
    "nas.lan",
  ])("%s is internal", (host) => expect(isInternalHost(host)).toBe(true));

  it.each(["api.school.cn", "8.8.8.8", "172.32.0.1", "[2001:db8::1]", "www.example.com"])("%s is not", (host) =>
    expect(isInternalHost(host)).toBe(false),
  );
});

describe("internalMediaOriginProblem", () => {
  it("is quiet when config url is a public address, whatever MEEDU_API_URL the site uses", () => {
    expect(internalMediaOriginProblem(facts({}))).toBeNull();
    expect(internalMediaOriginProblem(facts({ meeduApiUrl: "https://api.school.cn" }))).toBeNull();
  });

  it("warns when config url is the internal MEEDU_API_URL origin while the site is public", () => {
    const problem = internalMediaOriginProblem(
      facts({ configUrl: "http://10.0.0.5:8000", builtLink: "http://10.0.0.5:8000/user/protocol" }),
    );
    expect(problem).toContain("http://10.0.0.5:8000");
    expect(problem).toContain("API访问地址");
    expect(problem).toContain(PUBLIC_SITE);
  });

  it("warns when config url is a loopback or private address other than MEEDU_API_URL", () => {
    expect(internalMediaOriginProblem(facts({ configUrl: "http://127.0.0.1" }))).toContain("http://127.0.0.1");
    expect(internalMediaOriginProblem(facts({ configUrl: "http://meedu-api:8000" }))).toContain("meedu-api");
  });

  it("with 「API访问地址」 empty, judges the Host MeEdu built its links from", () => {
    const empty = facts({ configUrl: "", builtLink: "http://10.0.0.5:8000/user/protocol" });
    expect(internalMediaOriginProblem(empty)).toContain("未填写");
    expect(internalMediaOriginProblem(empty)).toContain("http://10.0.0.5:8000");
    // No absolute link to go by: MeEdu was reached at MEEDU_API_URL.
    expect(internalMediaOriginProblem(facts({ configUrl: "", builtLink: "" }))).toContain("http://10.0.0.5:8000");
    expect(
      internalMediaOriginProblem(
        facts({
          configUrl: "",
          builtLink: "https://api.school.cn/user/protocol",
          meeduApiUrl: "https://api.school.cn",
        }),
      ),
    ).toBeNull();
  });

  it("is quiet when the site itself is internal (development, tests, an intranet school)", () => {
    for (const siteUrl of ["http://localhost:3000", "http://127.0.0.1:3100", "http://school.lan"]) {
      expect(internalMediaOriginProblem(facts({ configUrl: "http://127.0.0.1:8000", siteUrl }))).toBeNull();
    }
  });

  it("is quiet about values it cannot read", () => {
    expect(internalMediaOriginProblem(facts({ configUrl: "not a url" }))).toBeNull();
    expect(internalMediaOriginProblem(facts({ configUrl: "", builtLink: "", meeduApiUrl: "" }))).toBeNull();
  });
});

describe("warnOnceAboutMediaOrigin", () => {
  it("warns on the first config read only", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const internal = facts({ configUrl: "http://10.0.0.5:8000" });
    warnOnceAboutMediaOrigin(internal);
    warnOnceAboutMediaOrigin(internal);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/^\[配置\] /);
    warn.mockRestore();
  });
});
