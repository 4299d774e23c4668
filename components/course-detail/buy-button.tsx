"use client";

import Link from "next/link";
import { LoginLink } from "@/components/ui/login-link";
import { useUserStore } from "@/lib/stores/store-provider";

const buttonClass = "inline-block rounded-md bg-primary px-8 py-3 text-base text-white hover:bg-primary-dark";

// Logged out: the login dialog (or /login without JS); logged in: the order page.
export function BuyButton({ courseId, charge }: { courseId: number; charge: number }) {
  const isLogin = useUserStore((state) => state.isLogin);
  const orderPath = `/order?goods_id=${courseId}&goods_type=vod`;
  const label = `购买课程￥${charge}`;
  if (!isLogin) {
    return (
      <LoginLink returnTo={orderPath} className={buttonClass}>
        {label}
      </LoginLink>
    );
  }
  return (
    <Link href={orderPath} prefetch={false} className={buttonClass}>
      {label}
    </Link>
  );
}
