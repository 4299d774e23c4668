import {
  fetchImageCaptcha,
  loginWithPassword,
  loginWithSmsCode,
  logout,
  registerWithSms,
  resetPassword,
  sendSmsCode,
} from "../api/auth";
import {
  changeMobile,
  changeNickname,
  changePassword,
  memberProfileOf,
  requestAccountDeletion,
  unbindSocialite,
  uploadAvatar,
  verifyCurrentMobile,
} from "../api/account";
import { bindMobile, checkFaceVerify, startFaceVerify } from "../api/account-checks";
import { agreeToAgreements } from "../api/agreements";
import { fetchAnnouncement, fetchAnnouncements } from "../api/announcements";
import { configureBrowserApi } from "../api/client";
import { fetchAllComments, fetchComments, fetchReplies, postComment } from "../api/comments";
import { fetchHomeBlocks, fetchLatestAnnouncement } from "../api/content";
import {
  fetchAttachmentDownloadUrl,
  fetchCourseCategories,
  fetchCourseDetail,
  fetchCourses,
  toggleCourseLike,
} from "../api/courses";
import { ApiError } from "../api/errors";
import { fetchMemberDetail, fetchMemberRecord, fetchUnreadCount } from "../api/member";
import {
  fetchCreditRecords,
  fetchCreditRewards,
  fetchLessonProgress,
  fetchMessages,
  fetchStudyList,
  markAllMessagesRead,
  markMessageRead,
} from "../api/member-lists";
import { checkPromoCode, createOrder, fetchMemberOrders, fetchOrderStatus } from "../api/orders";
import { fetchRole, fetchRoles } from "../api/roles";
import { searchResources } from "../api/search";
import {
  bindSocialiteWithCode,
  exchangeLoginCode,
  queryWechatScan,
  registerWithSocialite,
  requestWechatQr,
} from "../api/social-auth";
import { fetchFriendlyLinks, fetchNavs, fetchSystemConfig } from "../api/system";
import { fetchPlayUrls, fetchVideoPage, reportProgress } from "../api/video";
import { jsonResponse } from "../test-helpers/fetch-mock";
import { loadFixtures, type ContractFixture } from "../../contract/fixtures";

// Each MeEdu 4.9.30 answer in contract/ goes through the lib/api function that asks for it:
// the request must be the one the fixture records, and the answer must normalise without surprises.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
interface Runner {
  call(fixture: ContractFixture): Promise<unknown>;
  /** Answers for the other requests the call makes, by path; the fixture answers its own request. */
  otherAnswers?: Record<string, unknown>;
  /** Sanity of the normalised value of a success answer. */
  check?(value: Json, data: Json, fixture: ContractFixture): void;
}

const ORIGIN = "https://api.example.com";
const TOKEN = "member-token";
const body = (f: ContractFixture): Json => f.request.body ?? {};
const query = (f: ContractFixture): Json => f.request.query ?? {};
const idAt = (f: ContractFixture, index: number) =>
  Number(f.request.path.replace(/^\/api\/v\d\//, "").match(/\d+/g)?.[index]);
const lastSegment = (f: ContractFixture) =>
  decodeURIComponent(f.request.path.slice(f.request.path.lastIndexOf("/") + 1));
const listCount = (value: unknown) => Object.values((value as object) ?? {}).length;

const RUNNERS: Record<string, Runner> = {
  "GET /api/v2/captcha/image": {
    call: () => fetchImageCaptcha(),
    check: (value, data) => expect(value).toEqual({ key: data.key, img: data.img }),
  },
  "POST /api/v2/captcha/sms": { call: (f) => sendSmsCode(body(f)) },
  "POST /api/v2/login/password": { call: (f) => loginWithPassword(body(f)) },
  "POST /api/v2/login/mobile": { call: (f) => loginWithSmsCode(body(f)) },
  "POST /api/v2/register/sms": { call: (f) => registerWithSms(body(f)) },
  "POST /api/v2/password/reset": { call: (f) => resetPassword(body(f)) },
  "POST /api/v2/logout": { call: () => logout() },
  "POST /api/v2/member/detail/mobile": { call: (f) => bindMobile(body(f)) },
  "POST /api/v3/member/tencent/faceVerify": {
    call: () => startFaceVerify(TOKEN),
    check: (value, data) => expect(value).toEqual({ url: data.url, ruleId: data.rule_id, bizToken: data.biz_token }),
  },
  "GET /api/v3/member/tencent/faceVerify": {
    call: (f) => checkFaceVerify({ ruleId: query(f).rule_id, bizToken: query(f).biz_token }),
    check: (value, data, f) => expect(value).toBe(f.response.code === 0 ? data.status : 5),
  },
  "POST /api/v2/member/detail/avatar": {
    call: () => uploadAvatar(new File([new Uint8Array([137, 80, 78, 71])], "avatar.png", { type: "image/png" })),
  },
  "POST /api/v2/member/detail/nickname": { call: (f) => changeNickname(body(f).nick_name) },
  "POST /api/v2/member/detail/password": { call: (f) => changePassword(body(f)) },
  "POST /api/v2/member/verify": {
    call: (f) => verifyCurrentMobile(body(f)),
    check: (value, data) => expect(value).toBe(data.sign),
  },
  "PUT /api/v2/member/mobile": { call: (f) => changeMobile(body(f)) },
  "DELETE /api/v2/member/socialite/{app}": { call: (f) => unbindSocialite(lastSegment(f) as "qq" | "wechat") },
  "POST /api/v3/member/destroy": { call: () => requestAccountDeletion() },
  "POST /api/v2/member/agreement/agree": {
    call: (f) =>
      agreeToAgreements({
        userAgreement: body(f).user_agreement_agreed === true,
        privacyPolicy: body(f).privacy_policy_agreed === true,
      }),
  },
  "GET /api/v2/member/detail": {
    call: async () => ({
      profile: memberProfileOf(await fetchMemberRecord(TOKEN)),
      user: await fetchMemberDetail(ORIGIN, TOKEN),
    }),
    check: (value, data) => {
      expect(value.profile).toEqual({
        realName: data.profile_real_name ?? "",
        idNumber: data.profile_id_number ?? "",
      });
      expect(value.user).toMatchObject({ id: data.id, mobile: data.mobile, credit1: data.credit1 });
      expect(value.user.avatar).toMatch(/^https?:\/\//);
      expect(value.user.role === null || value.user.role.id > 0).toBe(true);
    },
  },
  "GET /api/v2/member/unreadNotificationCount": {
    call: () => fetchUnreadCount(TOKEN),
    check: (value, data) => expect(value).toBe(data),
  },
  "GET /api/v2/member/messages": {
    call: (f) => fetchMessages(TOKEN, Number(query(f).page)),
    check: (value, data) => {
      expect(value.total).toBe(data.total);
      expect(value.items).toHaveLength(data.data.length);
      for (const item of value.items) expect(item.id && item.message).toBeTruthy();
    },
  },
  "GET /api/v2/member/notificationMarkAsRead/{notificationId}": { call: (f) => markMessageRead(lastSegment(f)) },
  "GET /api/v2/member/notificationMarkAllAsRead": { call: () => markAllMessagesRead() },
  "GET /api/v2/announcements": {
    call: (f) => fetchAnnouncements(Number(query(f).page), Number(query(f).size)),
    check: (value, data) => {
      expect(value.total).toBe(data.total);
      expect(value.items).toHaveLength(data.data.length);
    },
  },
  "GET /api/v2/announcement/{id}": {
    call: (f) => fetchAnnouncement(idAt(f, 0)),
    check: (value, data) => expect(value).toMatchObject({ id: data.id, title: data.title }),
  },
  "GET /api/v2/announcement/latest": {
    call: () => fetchLatestAnnouncement(),
    check: (value, data) => expect(value === null ? null : value.id).toBe(Array.isArray(data) ? null : data.id),
  },
  "GET /api/v3/comments": {
    call: (f) => fetchComments(Number(query(f).rt) as 1 | 2, Number(query(f).rid), ORIGIN),
    check: (value, data) => {
      expect(value.total).toBe(data.total);
      expect(value.items).toHaveLength(data.data.length);
      for (const item of value.items) expect(item.replies.length).toBeLessThanOrEqual(item.repliesCount);
    },
  },
  "GET /api/v3/comments/replies": {
    call: (f) =>
      query(f).parent_id
        ? fetchReplies(Number(query(f).rt) as 1 | 2, Number(query(f).rid), query(f).parent_id, ORIGIN)
        : fetchAllComments(Number(query(f).rt) as 1 | 2, Number(query(f).rid), ORIGIN),
    check: (value, data) => {
      expect(value).toHaveLength(listCount(data.data));
      for (const item of value) expect(item.id).not.toBe("");
    },
  },
  "POST /api/v3/comment/store": {
    call: (f) =>
      postComment({ rt: body(f).rt, rid: body(f).rid, content: body(f).content, parentId: body(f).parent_id }, ORIGIN),
    check: (value, data) => expect(value).toMatchObject({ id: data.id, approved: false }),
  },
  "GET /api/v2/decorationPage/blocks": {
    call: () => fetchHomeBlocks(ORIGIN),
    check: (value, data) => expect(value.length).toBe(listCount(data)),
  },
  "GET /api/v2/viewBlock/page/blocks": { call: () => fetchHomeBlocks(ORIGIN) },
  "GET /api/v2/sliders": { call: () => fetchHomeBlocks(ORIGIN) },
  "GET /api/v2/courses": {
    call: (f) =>
      fetchCourses(
        { page: Number(query(f).page), categoryId: Number(query(f).category_id), scene: query(f).scene },
        ORIGIN,
      ),
    check: (value, data) => {
      expect(value).toMatchObject({
        total: data.total,
        page: data.current_page,
        lastPage: data.last_page,
        perPage: data.per_page,
      });
      expect(value.items).toHaveLength(data.data.length);
      for (const item of value.items) expect(item.id).toBeGreaterThan(0);
    },
  },
  "GET /api/v2/course_categories": {
    call: () => fetchCourseCategories(),
    check: (value, data) => expect(value).toHaveLength(data.length),
  },
  "GET /api/v2/course/{id}": {
    call: (f) => fetchCourseDetail(idAt(f, 0), ORIGIN, f.request.auth === "member" ? TOKEN : null),
    check: (value, data) => {
      expect(value.course.id).toBe(data.course.id);
      const lessons = value.chapters.flatMap((chapter: Json) => chapter.lessons);
      expect(lessons).toHaveLength(Object.values(data.videos).flat().length);
      expect(value.isBuy).toBe(data.isBuy);
    },
  },
  "GET /api/v2/course/{id}/like": {
    call: (f) => toggleCourseLike(idAt(f, 0)),
    check: (value, data) => expect(value).toBe(data === 1),
  },
  "GET /api/v3/course/{courseId}/attach/{id}": {
    call: (f) => fetchAttachmentDownloadUrl(idAt(f, 0), idAt(f, 1)),
    check: (value, data) => expect(value).toBe(data.download_url),
  },
  "GET /api/v2/video/{id}": {
    call: (f) => fetchVideoPage(idAt(f, 0), f.request.auth === "member" ? TOKEN : null, ORIGIN),
    check: (value, data) => {
      expect(value.video.id).toBe(data.video.id);
      expect(value.course.id).toBe(data.course.id);
      expect(value.canWatch).toBe(data.is_watch);
    },
  },
  "GET /api/v2/video/{id}/playinfo": {
    call: (f) => fetchPlayUrls(idAt(f, 0), query(f).is_try === "1", ORIGIN, TOKEN),
    check: (value, data) => {
      expect(value).toHaveLength(data.urls.length);
      for (const url of value) expect(url.url).toMatch(/^https?:\/\//);
    },
  },
  "POST /api/v2/video/{id}/record": { call: (f) => reportProgress(idAt(f, 0), body(f).duration) },
  "GET /api/v3/member/courses": {
    call: (f) => fetchStudyList(TOKEN, "subscribed", Number(query(f).page), ORIGIN),
    check: checkStudyList,
  },
  "GET /api/v3/member/courses/learned": {
    call: (f) => fetchStudyList(TOKEN, "learning", Number(query(f).page), ORIGIN),
    check: checkStudyList,
  },
  "GET /api/v3/member/courses/like": {
    call: (f) => fetchStudyList(TOKEN, "liked", Number(query(f).page), ORIGIN),
    check: checkStudyList,
  },
  "GET /api/v3/member/learned/course/{courseId}": {
    call: (f) => fetchLessonProgress(idAt(f, 0)),
    // The catalogue the dialog orders by: two chapters of two lessons.
    otherAnswers: {
      "/api/v2/course/3": {
        code: 0,
        message: "",
        data: {
          chapters: [
            { id: 7, title: "第一章" },
            { id: 8, title: "第二章" },
          ],
          videos: { "7": [{ id: 21 }, { id: 22 }], "8": [{ id: 23 }, { id: 24 }] },
        },
      },
    },
    check: (value, data) => {
      expect(value).toHaveLength(listCount(data));
      for (const lesson of value) expect(lesson.watchSeconds).toBeGreaterThanOrEqual(0);
      expect(value.map((lesson: Json) => lesson.id)).toEqual([21, 22, 23, 24]);
    },
  },
  "GET /api/v2/member/credit1Records": {
    call: (f) => fetchCreditRecords(TOKEN, Number(query(f).page)),
    check: (value, data) => {
      expect(value.total).toBe(data.total);
      expect(value.items.map((item: Json) => item.sum)).toEqual(data.data.map((item: Json) => item.sum));
    },
  },
  "GET /api/v2/other/config": {
    call: async () => ({ config: await fetchSystemConfig(), rewards: await fetchCreditRewards() }),
    check: (value, data) => {
      expect(value.config).toMatchObject({ name: data.name, url: data.url, enabled_addons: data.enabled_addons });
      expect(value.config.player.enabled_bullet_secret).toBe(data.player.enabled_bullet_secret === "1");
      expect(value.rewards.paidOrderRatio).toBe(Number(data.credit1_reward.paid_order));
    },
  },
  "GET /api/v2/navs": { call: () => fetchNavs(), check: (value, data) => expect(value).toHaveLength(data.length) },
  "GET /api/v2/links": {
    call: () => fetchFriendlyLinks(),
    check: (value, data) => expect(value).toHaveLength(data.length),
  },
  "GET /api/v2/order/status": {
    call: (f) => fetchOrderStatus(query(f).order_id, TOKEN),
    check: (value, data) => expect(value).toBe(data.status),
  },
  "GET /api/v2/member/orders": {
    call: (f) => fetchMemberOrders(TOKEN, Number(query(f).page), ORIGIN),
    check: (value, data) => {
      expect(value).toMatchObject({ total: data.total, page: data.current_page });
      expect(value.items.map((item: Json) => item.orderNo)).toEqual(data.data.map((item: Json) => item.order_id));
    },
  },
  "GET /api/v2/promoCode/{code}/check": {
    call: (f) => checkPromoCode(f.request.path.split("/")[4]),
    check: (value, data) =>
      expect(value).toEqual({
        canUse: data.can_use === 1,
        discount: data.can_use === 1 ? data.promo_code.invited_user_reward : 0,
      }),
  },
  "POST /api/v3/order": {
    call: (f) =>
      createOrder({
        goodsType: body(f).goods_type,
        goodsId: body(f).goods_id,
        promoCode: body(f).promo_code,
        agreed: body(f).agree_protocol === 1,
      }),
    check: (value, data) =>
      expect(value).toMatchObject({ orderNo: data.order_no, isPaid: data.is_paid, payUrl: data.pay_url ?? "" }),
  },
  "GET /api/v2/roles": { call: () => fetchRoles(), check: (value, data) => expect(value).toHaveLength(data.length) },
  "GET /api/v2/role/{id}": {
    call: (f) => fetchRole(idAt(f, 0)),
    check: (value, data) => expect(value.id).toBe(data.id),
  },
  "GET /api/v2/search": {
    call: (f) => searchResources({ keywords: query(f).keywords, type: "", page: 1 }),
    // Asked when full-text search found nothing (a MeEdu without Meilisearch).
    otherAnswers: { "/api/v3/search": { code: 0, message: "", data: { total: 0, data: [] } } },
    check: (value, data) => {
      expect(value.total).toBe(data.data.length);
      expect(value.items.map((item: Json) => [item.resourceType, item.resourceId, item.title])).toEqual(
        data.data.map((course: Json) => ["vod", course.id, course.title]),
      );
    },
  },
  "GET /api/v3/search": {
    call: (f) => searchResources({ keywords: query(f).keywords, type: query(f).type, page: Number(query(f).page) }),
    check: (value, data) => {
      expect(value.total).toBe(data.total);
      expect(value.items).toHaveLength(data.data.length);
    },
  },
  "POST /api/v3/auth/login/wechat-scan/url": {
    call: (f) => requestWechatQr(body(f).action),
    check: (value, data) => expect(value).toEqual({ url: data.url, key: data.key, expire: data.expire }),
  },
  "GET /api/v3/auth/login/wechat-scan/query": {
    call: (f) => queryWechatScan(query(f).key),
    check: (value, data) => expect(value).toBe(data.code),
  },
  "POST /api/v3/auth/login/code": {
    call: (f) => exchangeLoginCode(body(f)),
    check: (value, data) =>
      expect(value).toEqual(data.success === 1 ? { kind: "signed-in" } : { kind: "bind-mobile", code: data.code }),
  },
  "POST /api/v3/auth/register/withSocialite": { call: (f) => registerWithSocialite(body(f)) },
  "POST /api/v3/member/socialite/bindWithCode": { call: (f) => bindSocialiteWithCode(body(f).code) },
};

function checkStudyList(value: Json, data: Json) {
  expect(value.total).toBe(data.total);
  expect(value.items).toHaveLength(data.data.length);
  for (const item of value.items) {
    expect(item.courseId).toBeGreaterThan(0);
    expect(item.progress).toBeGreaterThanOrEqual(0);
  }
}

/** What lib/api turns a failed envelope into (client.ts): 401 → 请重新登录, 404 → not-found, else business. */
function expectedError(fixture: ContractFixture) {
  const { code, message } = fixture.response;
  if (code === 401) return { kind: "unauthorized", code: 401, message: "请重新登录" };
  return { kind: code === 404 ? "not-found" : "business", code, message };
}

function sentRequests(fetchMock: jest.Mock) {
  return fetchMock.mock.calls.map(([url, init]: [string, RequestInit]) => {
    const parsed = new URL(url, "http://site.test");
    return {
      method: init.method,
      path: parsed.pathname,
      query: Object.fromEntries(parsed.searchParams),
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    };
  });
}

const fixtures = loadFixtures();
const hooks = { onUnauthorized: jest.fn(), onBusinessError: jest.fn(), onBusy: jest.fn() };

beforeEach(() => configureBrowserApi(hooks));
afterEach(() => configureBrowserApi(null));

it("has a lib/api runner for every fixture's endpoint, and a fixture for every runner", () => {
  const endpoints = new Set(fixtures.map((fixture) => fixture.endpoint));
  expect([...endpoints].filter((endpoint) => !RUNNERS[endpoint])).toEqual([]);
  expect(Object.keys(RUNNERS).filter((endpoint) => !endpoints.has(endpoint))).toEqual([]);
});

describe.each(fixtures.map((fixture) => [fixture.id, fixture] as const))("%s", (_id, fixture) => {
  const runner = RUNNERS[fixture.endpoint];
  const succeeds = fixture.response.code === 0 || typeof fixture.response.code === "object";

  it("is asked for with the recorded request and normalises the answer", async () => {
    // The file's own text, so an index-keyed object arrives in MeEdu's key order.
    const fetchMock = jest.fn(async (url: string) => {
      const other = runner.otherAnswers?.[new URL(url, "http://site.test").pathname];
      return jsonResponse(JSON.parse(other === undefined ? fixture.responseText : JSON.stringify(other)));
    });
    global.fetch = fetchMock as unknown as typeof fetch;

    const outcome = await runner.call(fixture).then(
      (value) => ({ value, error: null }),
      (error: unknown) => ({ value: undefined, error }),
    );

    const { method, path, query: recordedQuery = {}, body: recordedBody } = fixture.request;
    expect(sentRequests(fetchMock)).toContainEqual({ method, path, query: recordedQuery, body: recordedBody });
    if (succeeds) {
      expect(outcome.error).toBeNull();
      runner.check?.(outcome.value, fixture.response.data, fixture);
    } else {
      expect(outcome.error).toBeInstanceOf(ApiError);
      expect(outcome.error).toMatchObject(expectedError(fixture));
    }
  });
});
