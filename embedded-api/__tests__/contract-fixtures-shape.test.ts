import { loadFixtures, type ContractFixture } from "../../contract/fixtures";
import { shapeDrift } from "../../contract/shape";
import { createTestApi, type Json, type TestApi } from "../test-support/harness";
import { SCENARIOS, type Prepared } from "../test-support/contract-scenarios";

// The embedded API must answer every request in contract/ with the shape MeEdu 4.9.30 gives
// (keys, JSON types, [] vs {}, recursively) and the same code. Each fixture gets a fresh database.

const fixtures = loadFixtures().filter((fixture) => !fixture.embeddedApi);

function urlOf(fixture: ContractFixture): string {
  const query = new URLSearchParams(fixture.request.query ?? {}).toString();
  return query ? `${fixture.request.path}?${query}` : fixture.request.path;
}

async function send(api: TestApi, fixture: ContractFixture, prepared: Prepared): Promise<Json> {
  const token =
    prepared.token === undefined ? (fixture.request.auth === "member" ? await api.login() : undefined) : prepared.token;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const body = prepared.body ?? fixture.request.body;
  const res = await api.app.inject({
    method: fixture.request.method,
    url: prepared.url ?? urlOf(fixture),
    headers: prepared.multipart ? { ...headers, "content-type": prepared.multipart.contentType } : headers,
    payload: prepared.multipart ? prepared.multipart.payload : (body as object | undefined),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe.each(fixtures.map((fixture) => [fixture.id, fixture] as const))("%s", (id, fixture) => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi(SCENARIOS[id]?.options ?? {});
  });
  afterEach(() => api.close());

  it("answers with MeEdu's code and shape", async () => {
    const prepared = (await SCENARIOS[id]?.prepare?.(api, fixture)) ?? {};
    const answer = await send(api, fixture, prepared);
    expect(answer.code).toEqual(fixture.response.code);
    expect(answer.message).toBe(fixture.response.message);
    expect(shapeDrift(fixture.response, answer, fixture.shape)).toEqual([]);
  });
});
