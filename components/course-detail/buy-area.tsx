"use client";

import { MemberLink } from "@/components/ui/member-link";
import type { CourseInfo } from "@/lib/api/courses-types";
import { useCourseAccess } from "./course-access";
import { VipFreeLink } from "./vip-free-link";

const buyClass = "inline-block rounded-md bg-primary-ink px-8 py-3 text-base text-white hover:bg-primary-dark";
const stateClass = "inline-block rounded-md bg-gray-100 px-8 py-3 text-base text-gray-600";

// Free → 本课程免费; bought → 课程已购买; otherwise the buy
// button (paid courses) and 会员免费看 (VIP-free courses).
export function BuyArea({ course }: { course: CourseInfo }) {
  const { isBuy } = useCourseAccess();
  if (course.isFree) return <p className={stateClass}>本课程免费</p>;
  if (isBuy) return <p className={stateClass}>课程已购买</p>;
  return (
    <div className="flex flex-wrap items-center gap-4">
      {course.charge > 0 && (
        <MemberLink href={`/order?goods_id=${course.id}&goods_type=vod`} className={buyClass}>
          {`购买课程￥${course.charge}`}
        </MemberLink>
      )}
      {course.isVipFree && <VipFreeLink />}
    </div>
  );
}
