import "server-only";
import { fetchCourseDetail, lessonSequence } from "../api/courses";
import { fetchMemberOrders } from "../api/orders";
import { logSoftFailure } from "../shared/soft-failure";
import { loadAssetOrigin, readRequestToken } from "./bootstrap";

/** Where a paid order leads on: the course's first lesson, or the catalogue for a VIP plan. */
export type OrderNextStep = { kind: "course"; href: string } | { kind: "vip"; href: string };

/**
 * MeEdu's order status names no goods; its order list does (paid orders only, newest first), so a
 * just-paid order is on the first page. Null when it is not there or the backend cannot say.
 */
export async function loadOrderNextStep(orderNo: string): Promise<OrderNextStep | null> {
  const token = await readRequestToken();
  if (!token) return null;
  try {
    const origin = loadAssetOrigin();
    const { items } = await fetchMemberOrders(token, 1, origin);
    const goods = items.find((order) => order.orderNo === orderNo)?.goods;
    // MeEdu's course list has no VIP-free filter (scene: free, sub): the catalogue, where those open.
    if (goods?.type === "ROLE") return { kind: "vip", href: "/courses" };
    if (goods?.type !== "COURSE" || goods.id <= 0) return null;
    const detail = await fetchCourseDetail(goods.id, origin, token);
    const [firstLesson] = lessonSequence(detail.chapters);
    return { kind: "course", href: firstLesson ? `/courses/video/${firstLesson}` : `/courses/detail/${goods.id}` };
  } catch (error) {
    logSoftFailure(`读取订单 ${orderNo} 的商品`, error, "支付成功页不显示开始学习");
    return null;
  }
}
