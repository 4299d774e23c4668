import type { ContractFixture } from "../../contract/fixtures";
import { toLocal } from "../lib/dates";
import type { EmbeddedApiOptions } from "../types";
import type { TestApi } from "./harness";
import { courseIdOf, newMember, setVip } from "./learning";
import { FACE_ON, postForm, scanAsWechatUser, WECHAT_ON } from "./social";

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

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const BIND_ALERT_ON = { ...WECHAT_ON, member: { enabled_mobile_bind_alert: 1 } };

function avatarUpload(): Prepared["multipart"] {
  const boundary = "----contractBoundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="avatar.png"\r\nContent-Type: image/png\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function captcha(api: TestApi): Promise<{ key: string; answer: string }> {
  const { key } = (await api.get("/api/v2/captcha/image")).data;
  return { key, answer: (await api.get(`/__test/captcha?key=${encodeURIComponent(key)}`)).data.answer };
}

/** A WeChat login code (the QR flow up to the scan). */
async function loginCode(api: TestApi, action = "login"): Promise<string> {
  return (await scanAsWechatUser(api, `wx-contract-${action}`, "微信学员", action)).code;
}

/** A biz_token of a started face check, finished through the demo page when `verified`. */
async function faceSession(api: TestApi, token: string, verified: boolean): Promise<string> {
  const { biz_token: bizToken } = (await api.post("/api/v3/member/tencent/faceVerify", { s_url: "PC" }, token)).data;
  if (verified)
    await postForm(api, "/demo/face-verify", {
      biz_token: bizToken,
      real_name: "张三",
      id_number: "110101199001011234",
    });
  return bizToken;
}

const faceQueryUrl = (bizToken: string) =>
  `/api/v3/member/tencent/faceVerify?rule_id=1&biz_token=${encodeURIComponent(bizToken)}`;

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
  "courses/courses.category-deleted": {
    prepare: async (api) => void run(api, "UPDATE courses SET category_id = 9999"),
  },
  "courses/course-detail.member": {
    prepare: async (api, fixture) => {
      const token = await api.login();
      await api.get(`${fixture.request.path}/like`, token);
      const lesson = api.db.prepare("SELECT id FROM videos WHERE course_id = 3 ORDER BY published_at, id").get() as {
        id: number;
      };
      await api.get(`/api/v2/video/${lesson.id}`, token);
      await api.post(`/api/v2/video/${lesson.id}/record`, { duration: 5 }, token);
      return { token };
    },
  },
  "courses/course-detail.no-chapters": {
    prepare: async (api) => ({ url: `/api/v2/course/${courseIdOf(api, "git-teamwork")}` }),
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
    prepare: async (api) => ({
      url: `/api/v3/course/3/attach/${firstAttachOf(api, 3)}`,
      token: (await newMember(api, "13700000001")).token,
    }),
  },
  "auth/captcha-sms.success": {
    options: { testHooks: true },
    prepare: async (api, fixture) => {
      const { key, answer } = await captcha(api);
      return { body: { ...fixture.request.body, image_key: key, image_captcha: answer } };
    },
  },
  "auth/captcha-sms.wrong-captcha": {
    options: { testHooks: true },
    prepare: async (api, fixture) => ({
      body: { ...fixture.request.body, image_key: (await captcha(api)).key, image_captcha: "0000" },
    }),
  },
  "social/wechat-scan-url.success": { options: { configOverrides: WECHAT_ON } },
  "social/wechat-scan-query.waiting": {
    options: { configOverrides: WECHAT_ON },
    prepare: async (api) => {
      const { key } = (await api.post("/api/v3/auth/login/wechat-scan/url", { action: "login" })).data;
      return { url: `/api/v3/auth/login/wechat-scan/query?key=${key}` };
    },
  },
  "social/wechat-scan-query.scanned": {
    options: { configOverrides: WECHAT_ON },
    prepare: async (api) => ({
      url: `/api/v3/auth/login/wechat-scan/query?key=${(await scanAsWechatUser(api, "wx-contract")).key}`,
    }),
  },
  "social/login-code.signed-in": {
    options: { configOverrides: WECHAT_ON },
    prepare: async (api, fixture) => ({ body: { ...fixture.request.body, code: await loginCode(api) } }),
  },
  "social/login-code.bind-mobile": {
    options: { configOverrides: BIND_ALERT_ON },
    prepare: async (api, fixture) => ({ body: { ...fixture.request.body, code: await loginCode(api) } }),
  },
  "social/register-with-socialite.success": {
    options: { configOverrides: BIND_ALERT_ON },
    prepare: async (api, fixture) => ({ body: { ...fixture.request.body, code: await loginCode(api) } }),
  },
  "social/bind-with-code.success": {
    options: { configOverrides: WECHAT_ON },
    prepare: async (api) => ({ body: { code: await loginCode(api, "bind") } }),
  },
  // A VIP, so that `role` is the object and not null.
  "member/detail.success": {
    prepare: async (api) => {
      const { token, id } = await newMember(api, "13700000001");
      setVip(api, id, Date.now(), 86_400_000);
      return { token };
    },
  },
  "member/detail.logged-in-elsewhere": {
    // One device (rule 3): signing in again makes the first token answer 请重新登录 once.
    options: { loginLimitRule: 3 },
    prepare: async (api) => {
      const first = await api.login();
      await api.login();
      return { token: first };
    },
  },
  "member/messages.empty": { prepare: async (api) => void run(api, "DELETE FROM notifications") },
  "member/avatar.success": { prepare: async () => ({ multipart: avatarUpload() }) },
  "member/nickname.success": { prepare: async (api) => ({ token: (await newMember(api, "13700000001")).token }) },
  "member/nickname.already-set": {
    prepare: async (api, fixture) => {
      const { token } = await newMember(api, "13700000001");
      await api.post(fixture.request.path, fixture.request.body, token);
      return { token };
    },
  },
  "member/mobile-change.success": {
    prepare: async (api, fixture) => {
      const token = await api.login();
      const { sign } = (
        await api.post("/api/v2/member/verify", { mobile: "13800138000", mobile_code: "112233" }, token)
      ).data;
      return { token, body: { ...fixture.request.body, sign } };
    },
  },
  "member/mobile-bind.success": {
    options: { configOverrides: WECHAT_ON },
    prepare: async (api) => ({
      token: (await api.post("/api/v3/auth/login/code", { code: await loginCode(api) })).data.token,
    }),
  },
  "member/destroy.already-requested": {
    prepare: async (api, fixture) => {
      const token = await api.login();
      await api.post(fixture.request.path, {}, token);
      return { token };
    },
  },
  "member/face-verify-start.success": { options: { configOverrides: FACE_ON } },
  "member/face-verify-start.already-verified": {
    options: { configOverrides: FACE_ON },
    prepare: async (api) => {
      const token = await api.login();
      await faceSession(api, token, true);
      return { token };
    },
  },
  "member/face-verify-query.verified": {
    options: { configOverrides: FACE_ON },
    prepare: async (api) => {
      const token = await api.login();
      return { token, url: faceQueryUrl(await faceSession(api, token, true)) };
    },
  },
  "member/face-verify-query.pending": {
    options: { configOverrides: FACE_ON },
    prepare: async (api) => {
      const token = await api.login();
      return { token, url: faceQueryUrl(await faceSession(api, token, false)) };
    },
  },
  "comments/comments.empty": { prepare: async (api) => void run(api, "DELETE FROM comments") },
  "comments/replies.success": {
    prepare: async (api) => {
      const { data } = (await api.get("/api/v3/comments?rt=1&rid=3")).data;
      const parent = data.find((comment: { replies_count: number }) => comment.replies_count > 1);
      return { url: `/api/v3/comments/replies?rt=1&rid=3&parent_id=${parent.id}` };
    },
  },
  "video/detail.success": {
    prepare: async (api) => ({ url: `/api/v2/video/${lessonOf(api, "v.course_id = 3")}`, token: null }),
  },
  "video/detail.member": {
    prepare: async (api) => {
      const { token, lessonId } = await demoMemberWatching(api);
      return { token, url: `/api/v2/video/${lessonId}` };
    },
  },
  "video/playinfo.success": {
    prepare: async (api, fixture) =>
      withToken(
        fixture,
        `/api/v2/video/${lessonOf(api, "v.course_id = 3 AND v.url LIKE '%.mp4'")}/playinfo`,
        await api.login(),
      ),
  },
  // The local HLS master stands in for a VOD lesson: one entry per rendition.
  "video/playinfo.vod": {
    prepare: async (api, fixture) =>
      withToken(
        fixture,
        `/api/v2/video/${lessonOf(api, "v.course_id = 3 AND v.url LIKE '%.m3u8'")}/playinfo`,
        await api.login(),
      ),
  },
  "video/playinfo.not-bought": {
    prepare: async (api, fixture) =>
      withToken(fixture, `/api/v2/video/${lessonOf(api, LOCKED_LESSON)}/playinfo`, await api.login()),
  },
  "video/record.success": {
    prepare: async (api) => ({ url: `/api/v2/video/${lessonOf(api, "v.course_id = 3")}/record` }),
  },
  "video/record.no-access": {
    prepare: async (api) => ({ url: `/api/v2/video/${lessonOf(api, LOCKED_LESSON)}/record` }),
  },
  "member-lists/courses.success": { prepare: async (api) => ({ token: (await demoMemberWatching(api)).token }) },
  "member-lists/courses.empty": { prepare: async (api) => ({ token: (await newMember(api, "13700000001")).token }) },
  "member-lists/courses-learned.success": {
    prepare: async (api) => ({ token: (await demoMemberWatching(api)).token }),
  },
  "member-lists/courses-learned.empty": {
    prepare: async (api) => ({ token: (await newMember(api, "13700000001")).token }),
  },
  "member-lists/courses-like.success": {
    prepare: async (api) => {
      const { token } = await demoMemberWatching(api);
      await api.get("/api/v2/course/3/like", token);
      return { token };
    },
  },
  "member-lists/courses-like.empty": {
    prepare: async (api) => ({ token: (await newMember(api, "13700000001")).token }),
  },
  "member-lists/learned-course.success": { prepare: async (api) => ({ token: (await demoMemberWatching(api)).token }) },
  "member-lists/credit1-records.success": {
    prepare: async (api) => {
      const { token, id } = await newMember(api, "13700000001");
      const now = toLocal(Date.now());
      run(
        api,
        "INSERT INTO user_credit_records (user_id, sum, remark, created_at, updated_at) VALUES (?, 20, '注册送20积分', ?, ?)",
        id,
        now,
        now,
      );
      return { token };
    },
  },
  "member-lists/credit1-records.empty": {
    prepare: async (api) => {
      const { token, id } = await newMember(api, "13700000001");
      run(api, "DELETE FROM user_credit_records WHERE user_id = ?", id);
      return { token };
    },
  },
  "orders/status.paid": {
    prepare: async (api) => {
      const { order_id: orderNo } = api.db
        .prepare(
          "SELECT o.order_id FROM orders o JOIN users u ON u.id = o.user_id WHERE u.mobile = '13800138000' AND o.status = 9",
        )
        .get() as { order_id: string };
      return { url: `/api/v2/order/status?order_id=${orderNo}` };
    },
  },
  "orders/member-orders.empty": { prepare: async (api) => ({ token: (await newMember(api, "13700000001")).token }) },
};

/** The demo member (who bought course 3) after watching a few seconds of its first lesson. */
async function demoMemberWatching(api: TestApi): Promise<{ token: string; lessonId: number }> {
  const token = await api.login();
  const lessonId = lessonOf(api, "v.course_id = 3");
  await api.get(`/api/v2/video/${lessonId}`, token);
  await api.post(`/api/v2/video/${lessonId}/record`, { duration: 5 }, token);
  return { token, lessonId };
}

/** The first lesson (play order) matching `where` (v = videos, c = courses). */
function lessonOf(api: TestApi, where: string): number {
  const sql = `SELECT v.id FROM videos v JOIN courses c ON c.id = v.course_id WHERE ${where} ORDER BY v.published_at, v.id`;
  return (api.db.prepare(sql).get() as { id: number }).id;
}

const LOCKED_LESSON = "c.charge > 0 AND c.is_vip_free = 0 AND c.id <> 3 AND v.free_seconds = 0";

const withToken = (fixture: ContractFixture, path: string, token: string): Prepared => {
  const query = new URLSearchParams(fixture.request.query ?? {}).toString();
  return { token, url: query ? `${path}?${query}` : path };
};

function firstAttachOf(api: TestApi, courseId: number): number {
  return (
    api.db.prepare("SELECT id FROM course_attach WHERE course_id = ? ORDER BY id").get(courseId) as { id: number }
  ).id;
}
