"use client";

import { useSessionStatus } from "@/components/providers/use-session-status";
import { UnpaidOrderNotice } from "@/components/order/unpaid-order-notice";
import { MemberLink } from "@/components/ui/member-link";
import type { CourseInfo } from "@/lib/api/courses-types";
import { COURSE_ACCESS_LABELS, courseAccessKind } from "@/lib/shared/course-watchable";
import { useUserStore } from "@/lib/stores/store-provider";
import { useCourseAccess } from "./course-access";
import { LearnLink } from "./learn-link";
import { VipFreeLink } from "./vip-free-link";

const buyClass = "inline-block rounded-md bg-primary-ink px-8 py-3 text-base text-white hover:bg-primary-dark";
const stateClass = "inline-block rounded-md bg-gray-100 px-8 py-3 text-base text-gray-600";

// A member who may watch: 开始学习 / 继续学习 and why they may (本课程免费, 课程已购买, 已开通会员，会员免费看).
// Otherwise, as in the cached HTML: 本课程免费 for a free course, else the buy button (paid
// courses) and 会员免费看 (VIP-free courses).
export function BuyArea({ course }: { course: CourseInfo }) {
  const access = useCourseAccess();
  const user = useUserStore((state) => state.user);
  const sessionUnknown = useSessionStatus() === "unknown";
  const kind = access.isLogin && access.settled ? courseAccessKind(course, access.isBuy, user) : null;
  if (kind) {
    return (
      <div className="flex flex-wrap items-center gap-4">
        <LearnLink
          firstLessonId={access.firstLessonId}
          lastViewedLessonId={access.lastViewedLessonId}
          className={buyClass}
        />
        <p className="text-sm text-gray-600">{COURSE_ACCESS_LABELS[kind]}</p>
      </div>
    );
  }
  // Also while a member's answer is on its way: the cached page's view stays until it is in. When
  // the API cannot tell who is asking, it says why 开始学习 is missing (购买 then says 服务繁忙).
  const unknownNote = sessionUnknown && (
    <p className="w-full text-sm text-gray-500">暂时无法确认你的学习状态，请稍后刷新</p>
  );
  if (course.isFree) {
    return (
      <div className="flex flex-wrap items-center gap-4">
        <p className={stateClass}>本课程免费</p>
        {unknownNote}
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-4">
      {course.charge > 0 && (
        <MemberLink href={`/order?goods_id=${course.id}&goods_type=vod`} className={buyClass}>
          {`购买课程￥${course.charge}`}
        </MemberLink>
      )}
      {course.isVipFree && <VipFreeLink />}
      {course.charge > 0 && <UnpaidOrderNotice goodsType="COURSE" goodsId={course.id} className="w-full" />}
      {unknownNote}
    </div>
  );
}
