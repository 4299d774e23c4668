import type { ContractFixture } from "../../contract/fixtures";
import type { EmbeddedApiOptions } from "../types";
import type { TestApi } from "./harness";
import { newMember } from "./learning";

/** What a scenario changes in the fixture's request: another URL or body, another token (null = none), a multipart body. */
export interface Prepared {
  url?: string;
  body?: Record<string, unknown>;
  token?: string | null;
  multipart?: { payload: Buffer; contentType: string };
}

export interface Scenario {
  options?: Partial<EmbeddedApiOptions>;
  /** Brings the seeded database into the state the fixture shows; runs before the request. */
  prepare?(api: TestApi, fixture: ContractFixture): Promise<Prepared | void>;
}

const run = (api: TestApi, sql: string, ...params: unknown[]) => api.db.prepare(sql).run(...params);

// Fixtures whose request works on the seeded database as recorded need no entry.
export const SCENARIOS: Record<string, Scenario> = {
  "system/navs.empty": { prepare: async (api) => void run(api, "DELETE FROM navs") },
  "content/decoration-blocks.no-page": {
    prepare: async (api) => {
      run(api, "DELETE FROM view_blocks");
      run(api, "DELETE FROM decoration_pages");
    },
  },
  "content/announcement-latest.empty": { prepare: async (api) => void run(api, "DELETE FROM announcements") },
  "content/announcements.empty": { prepare: async (api) => void run(api, "DELETE FROM announcements") },
  "courses/courses.empty": { prepare: async (api) => void run(api, "UPDATE courses SET is_show = -1") },
  "courses/course-detail.member": {
    prepare: async (api, fixture) => {
      const token = await api.login();
      await api.get(`${fixture.request.path}/like`, token);
      const lesson = api.db.prepare("SELECT id FROM videos WHERE course_id = 3 ORDER BY published_at, id").get() as { id: number };
      await api.get(`/api/v2/video/${lesson.id}`, token);
      await api.post(`/api/v2/video/${lesson.id}/record`, { duration: 5 }, token);
      return { token };
    },
  },
  "courses/course-like.unliked": {
    prepare: async (api, fixture) => {
      const token = await api.login();
      await api.get(fixture.request.path, token);
      return { token };
    },
  },
  "courses/attach-download-url.success": {
    prepare: async (api) => ({ url: `/api/v3/course/3/attach/${firstAttachOf(api, 3)}` }),
  },
  "courses/attach-download-url.not-bought": {
    prepare: async (api) => ({ url: `/api/v3/course/3/attach/${firstAttachOf(api, 3)}`, token: (await newMember(api, "13700000001")).token }),
  },
};

function firstAttachOf(api: TestApi, courseId: number): number {
  return (api.db.prepare("SELECT id FROM course_attach WHERE course_id = ? ORDER BY id").get(courseId) as { id: number }).id;
}
