import Link from "next/link";
import type { User } from "@/lib/api/models";
import { maskMobile } from "@/lib/api/account";
import { ChangeMobileButton, PasswordButton } from "./account-actions";
import { AccountRow } from "./account-row";
import { AvatarUpload } from "./avatar-upload";
import { NicknameForm } from "./nickname-form";
import { SocialUnbindButton } from "./social-unbind-button";

const linkClass = "text-sm text-primary hover:underline";

export function AccountInfo({ user }: { user: User }) {
  const hasMobile = user.is_bind_mobile === 1;
  return (
    <section className="mt-6 rounded-lg bg-white p-6 shadow-sm">
      <h2 className="border-b border-gray-100 pb-4 text-base font-medium text-gray-900">基本信息</h2>
      <dl>
        <AccountRow label="头像">
          <AvatarUpload avatar={user.avatar} name={user.name} />
        </AccountRow>
        <AccountRow label="昵称">{user.is_set_nickname === 0 ? <NicknameForm current={user.name} /> : user.name}</AccountRow>
        <AccountRow
          label="手机号"
          action={hasMobile ? <ChangeMobileButton /> : <Link href="/bind-mobile" className={linkClass}>绑定手机号</Link>}
        >
          {hasMobile ? maskMobile(user.mobile) : "未绑定"}
        </AccountRow>
        <AccountRow
          label="密码"
          action={
            hasMobile ? (
              <PasswordButton mobile={user.mobile} isSet={user.is_password_set === 1} />
            ) : (
              <span className="text-xs text-gray-400">请绑定手机号</span>
            )
          }
        >
          {user.is_password_set === 1 ? "已设置" : "未设置"}
        </AccountRow>
        <AccountRow label="QQ" action={user.is_bind_qq === 1 ? <SocialUnbindButton app="qq" /> : undefined}>
          {user.is_bind_qq === 1 ? "已绑定" : "未绑定"}
        </AccountRow>
        <AccountRow label="微信" action={user.is_bind_wechat === 1 ? <SocialUnbindButton app="wechat" /> : undefined}>
          {user.is_bind_wechat === 1 ? "已绑定" : "未绑定"}
        </AccountRow>
        <AccountRow
          label="实名认证"
          action={user.is_face_verify ? undefined : <Link href="/face-check" className={linkClass}>开始认证</Link>}
        >
          {user.is_face_verify ? "已认证" : "未认证"}
        </AccountRow>
      </dl>
    </section>
  );
}
