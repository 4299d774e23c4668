import "server-only";
import { notFound } from "next/navigation";
import { fetchCourseDetail } from "../api/courses";
import { isApiError } from "../api/errors";
import type { CheckoutGoods, GoodsType } from "../api/orders-types";
import { fetchRole } from "../api/roles";
import { courseAccessKind, type CourseAccessKind } from "../shared/course-watchable";
import { loadAssetOrigin, loadMemberDetail } from "./bootstrap";

export interface CheckoutState {
  goods: CheckoutGoods;
  /** Courses only: free, bought, or free with the member's VIP — nothing to pay. */
  owned: CourseAccessKind | null;
}

/** The goods, name and price as the API has them; the URL only names type and id. */
export async function loadCheckoutGoods(type: GoodsType, id: number, token: string): Promise<CheckoutState> {
  try {
    if (type === "ROLE") {
      const role = await fetchRole(id);
      return {
        goods: { type, id: role.id, name: role.name, thumb: "", charge: role.charge, label: "VIP会员" },
        owned: null,
      };
    }
    // The member is read for the page's gates anyway (one request per render).
    const [detail, user] = await Promise.all([
      fetchCourseDetail(id, loadAssetOrigin(), token),
      loadMemberDetail(token),
    ]);
    const { course } = detail;
    return {
      goods: { type, id: course.id, name: course.title, thumb: course.thumb, charge: course.charge, label: "录播课程" },
      owned: courseAccessKind(course, detail.isBuy, user) ?? (course.charge <= 0 ? "free" : null),
    };
  } catch (error) {
    if (isApiError(error) && error.kind === "not-found") notFound();
    throw error;
  }
}
