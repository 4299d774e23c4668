import type { Database } from "better-sqlite3";
import { deepMerge } from "../lib/deep-merge";
import { absoluteUrl } from "../lib/urls";
import type { AppContext } from "../types";
import { listLinks, listNavs } from "./navs-links";

/** app_config as a key → string map. */
export function readAppConfig(db: Database): Map<string, string> {
  const rows = db.prepare(`SELECT "key", value FROM app_config`).all() as Array<{ key: string; value: string }>;
  return new Map(rows.map((r) => [r.key, r.value]));
}

const toInt = (value: string | undefined) => Number.parseInt(value ?? "0", 10) || 0;
const orDefault = (value: string | undefined, fallback: string) => (value ? value : fallback);

/** The /api/v2/other/config payload (MeEdu field set and quirks), with overrides merged in. */
export function buildConfigPayload(ctx: AppContext): Record<string, unknown> {
  const c = readAppConfig(ctx.db);
  const get = (key: string) => c.get(`meedu.${key}`) ?? "";
  const url = ctx.publicUrl;
  const payload = {
    name: get("system.name"),
    logo: { logo: absoluteUrl(url, orDefault(get("system.logo"), "/images/logo.svg")), white_logo: {} },
    url,
    pc_url: get("system.pc_url"),
    h5_url: get("system.h5_url"),
    icp: get("system.icp"),
    icp_link: get("system.icp_link"),
    icp2: get("system.icp2"),
    icp2_link: get("system.icp2_link"),
    user_protocol: `${url}/user/protocol`,
    user_private_protocol: `${url}/user/private_protocol`,
    vip_protocol: `${url}/user/vip_protocol`,
    paid_content_purchase_protocol: `${url}/user/paid_content_purchase_protocol`,
    aboutus: `${url}/aboutus`,
    course_purchase_notice: get("system.course_purchase_notice"),
    player: {
      cover: absoluteUrl(url, orDefault(get("system.player_thumb"), "/images/player-cover.svg")),
      enabled_bullet_secret: orDefault(get("system.player.enabled_bullet_secret"), "0"),
      bullet_secret: {
        size: orDefault(get("system.player.bullet_secret.size"), "14"),
        color: orDefault(get("system.player.bullet_secret.color"), "red"),
        opacity: orDefault(get("system.player.bullet_secret.opacity"), "1"),
        text: orDefault(get("system.player.bullet_secret.text"), "${mobile}"),
      },
    },
    member: {
      enabled_mobile_bind_alert: toInt(get("member.enabled_mobile_bind_alert")),
      enabled_face_verify: get("member.enabled_face_verify") === "1",
    },
    socialites: {
      qq: toInt(get("member.socialite.qq.enabled")),
      wechat_oauth: toInt(get("mp_wechat.enabled_oauth_login")),
    },
    credit1_reward: {
      register: toInt(get("member.credit1.register")),
      watched_vod_course: toInt(get("member.credit1.watched_vod_course")),
      watched_video: toInt(get("member.credit1.watched_video")),
      paid_order: orDefault(get("member.credit1.paid_order"), "0"),
    },
    enabled_addons: [] as string[],
    navs: listNavs(ctx.db, "PC"),
    links: listLinks(ctx.db),
  };
  return deepMerge(payload as Record<string, unknown>, ctx.configOverrides);
}
