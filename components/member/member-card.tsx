import type { User } from "@/lib/api/member-types";
import { formatChinaDateTime } from "@/lib/shared/relative-time";
import { DestroyAccountButton } from "./destroy-account-button";

// The member-centre header card: avatar, nickname, VIP badge and expiry, points, 注销账号.
export function MemberCard({ user }: { user: User }) {
  const isVip = user.role_id !== 0 && user.role !== null;
  return (
    <section
      aria-label="会员信息"
      className="flex items-center gap-5 rounded-lg bg-white p-6 shadow-sm max-sm:flex-wrap max-sm:gap-4 max-sm:p-4"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- avatars live on the API host */}
      <img src={user.avatar} alt="" className="h-20 w-20 rounded-full object-cover max-sm:h-16 max-sm:w-16" />
      <div className="flex-1 max-sm:min-w-0">
        <p className="flex items-center gap-2 text-lg text-gray-900 [overflow-wrap:anywhere] max-sm:flex-wrap">
          {user.name}
          {isVip && <span className="rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-800">{user.role?.name}</span>}
        </p>
        {isVip && user.role_expired_at && (
          <p className="mt-1 text-sm text-gray-500">
            会员有效期至{formatChinaDateTime(user.role_expired_at) || user.role_expired_at}
          </p>
        )}
        <p className="mt-1 text-sm text-gray-500">
          我的积分 <span className="text-primary-ink">{user.credit1}</span>
        </p>
      </div>
      <DestroyAccountButton />
    </section>
  );
}
