"use client";

import Link from "next/link";
import { LoginLink } from "@/components/ui/login-link";
import { useUserStore } from "@/lib/stores/store-provider";

const buttonClass = "block w-full rounded-md bg-primary py-2.5 text-center text-base text-white hover:bg-primary-dark";

// Logged out: the login dialog first; logged in: the checkout for this plan.
export function RoleBuyButton({ roleId }: { roleId: number }) {
  const isLogin = useUserStore((state) => state.isLogin);
  const orderPath = `/order?goods_type=role&goods_id=${roleId}`;
  const label = "购买";
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
