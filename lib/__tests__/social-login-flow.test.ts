import {
  SOCIAL_FLOW_KEY,
  SOCIAL_FLOW_LIFETIME_MS,
  startSocialFlow,
  takeSocialFlow,
} from "../browser/social-login-flow";

const T0 = 1_700_000_000_000;

beforeEach(() => sessionStorage.clear());

describe("social login flow state", () => {
  it("keeps a random state with the flow and start time in this tab only", () => {
    const random = jest.spyOn(crypto, "getRandomValues");
    startSocialFlow("login", T0);
    const first = JSON.parse(sessionStorage.getItem(SOCIAL_FLOW_KEY) ?? "{}");
    startSocialFlow("login", T0);
    const second = JSON.parse(sessionStorage.getItem(SOCIAL_FLOW_KEY) ?? "{}");
    expect(random).toHaveBeenCalledTimes(2);
    expect(first).toEqual({ state: expect.stringMatching(/^[0-9a-f]{32}$/), flow: "login", startedAt: T0 });
    expect(second.state).not.toBe(first.state);
    expect(localStorage.length).toBe(0);
    expect(document.cookie).toBe("");
    random.mockRestore();
  });

  it("lets one code in per start", () => {
    startSocialFlow("login", T0);
    expect(takeSocialFlow("login", T0 + 1000)).toBe(true);
    expect(takeSocialFlow("login", T0 + 2000)).toBe(false);
    expect(sessionStorage.getItem(SOCIAL_FLOW_KEY)).toBeNull();
  });

  it.each([
    ["nothing was started", () => {}, "login", T0],
    [
      "the start is older than 10 minutes",
      () => startSocialFlow("login", T0),
      "login",
      T0 + SOCIAL_FLOW_LIFETIME_MS + 1,
    ],
    ["the start is dated in the future", () => startSocialFlow("login", T0), "login", T0 - 1],
    ["a bind was started, not a login", () => startSocialFlow("bind", T0), "login", T0],
    ["a login was started, not a bind", () => startSocialFlow("login", T0), "bind", T0],
    ["the record is not JSON", () => sessionStorage.setItem(SOCIAL_FLOW_KEY, "login"), "login", T0],
    [
      "the record has no state",
      () => sessionStorage.setItem(SOCIAL_FLOW_KEY, JSON.stringify({ flow: "login", startedAt: T0 })),
      "login",
      T0,
    ],
  ] as const)("refuses and clears when %s", (_name, arrange, flow, now) => {
    arrange();
    expect(takeSocialFlow(flow, now)).toBe(false);
    expect(sessionStorage.getItem(SOCIAL_FLOW_KEY)).toBeNull();
  });

  it("accepts a start exactly 10 minutes old", () => {
    startSocialFlow("bind", T0);
    expect(takeSocialFlow("bind", T0 + SOCIAL_FLOW_LIFETIME_MS)).toBe(true);
  });
});
