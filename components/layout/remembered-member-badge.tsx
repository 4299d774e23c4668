"use client";

import { MemberLink } from "@/components/ui/member-link";
import { useUserStore } from "@/lib/stores/store-provider";

// While a session is loading, or the API cannot confirm it (busy), the header keeps the member
// last signed in here instead of showing neither them nor 登录 | 注册.
export function RememberedMemberBadge() {
  const member = useUserStore((state) => state.rememberedMember);
  if (!member) return null;
  return (
    <MemberLink href="/member" className="flex items-center gap-2 text-[15px] text-gray-800 hover:text-primary-ink">
      {/* eslint-disable-next-line @next/next/no-img-element -- avatars live on the API host */}
      <img src={member.avatar} alt="" width={40} height={40} className="h-10 w-10 rounded-full object-cover" />
      <span className="max-w-[120px] truncate">{member.name}</span>
    </MemberLink>
  );
}
