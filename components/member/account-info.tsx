import Link from "next/link";
import type { User } from "@/lib/api/member-types";
import { maskMobile } from "@/lib/api/account";
import { ChangeMobileButton, PasswordButton } from "./account-actions";
import { AccountRow } from "./account-row";
import { AvatarUpload } from "./avatar-upload";
import { NicknameForm } from "./nickname-form";
import { QqBindButton, WechatBindButton } from "./social-bind-buttons";
import { SocialUnbindButton } from "./social-unbind-button";

const linkClass = "text-sm text-primary-ink hover:underline";

/** `socialites`: which social logins the school has on (config `socialites`, as the login dialog reads it). */
export function AccountInfo({ user, socialites }: { user: User; socialites: { qq: boolean; wechat: boolean } }) {
  const hasMobile = user.is_bind_mobile === 1;
  return (
    <dl>
      <AccountRow label="头像">
        <AvatarUpload avatar={user.avatar} name={user.name} />
      </AccountRow>
      <AccountRow label="昵称">
        {user.is_set_nickname === 0 ? <NicknameForm current={user.name} /> : user.name}
      </AccountRow>
      <AccountRow
        label="手机号"
        action={
          hasMobile ? (
            <ChangeMobileButton />
          ) : (
            <Link prefetch={false} href="/bind-mobile" className={linkClass}>
              绑定手机号
            </Link>
          )
        }
      >
        {hasMobile ? maskMobile(user.mobile) : "未绑定"}
      </AccountRow>
      <AccountRow
        label="密码"
        action={
          hasMobile ? (
            <PasswordButton mobile={user.mobile} isSet={user.is_password_set === 1} />
          ) : (
            <span className="text-xs text-gray-500">请绑定手机号</span>
          )
        }
      >
        {user.is_password_set === 1 ? "已设置" : "未设置"}
      </AccountRow>
      {/* As MeEdu's own PC site: a login the school switched off has no row (no bind, no unbind). */}
      {socialites.qq ? (
        <AccountRow label="QQ" action={user.is_bind_qq === 1 ? <SocialUnbindButton app="qq" /> : <QqBindButton />}>
          {user.is_bind_qq === 1 ? "已绑定" : "未绑定"}
        </AccountRow>
      ) : null}
      {socialites.wechat ? (
        <AccountRow
          label="微信"
          action={user.is_bind_wechat === 1 ? <SocialUnbindButton app="wechat" /> : <WechatBindButton />}
        >
          {user.is_bind_wechat === 1 ? "已绑定" : "未绑定"}
        </AccountRow>
      ) : null}
    </dl>
  );
}
