"use client";

import Link from "next/link";
import { useSystemStore } from "@/lib/stores/store-provider";
import { isVipVisible } from "@/lib/shared/vip";
import { panelButton, panelGhostButton } from "./player-panel";

export interface BuyInfo {
  courseId: number;
  charge: number;
  isVipFree: boolean;
}

/** 订阅/购买课程 ￥{charge}, plus 会员免费看 for VIP-free courses when VIP is offered. */
export function BuyActions({ courseId, charge, isVipFree }: BuyInfo) {
  const configFunc = useSystemStore((state) => state.configFunc);
  return (
    <div className="flex flex-wrap items-center justify-center gap-3">
      <Link prefetch={false} href={`/order?goods_id=${courseId}&goods_type=vod`} className={panelButton}>
        订阅/购买课程 ￥{charge}
      </Link>
      {isVipFree && isVipVisible(configFunc) && (
        <Link prefetch={false} href="/vip" className={panelGhostButton}>
          会员免费看
        </Link>
      )}
    </div>
  );
}
