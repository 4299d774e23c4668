import type { Database } from "better-sqlite3";
import { isoUtc } from "../lib/dates";
import { laravelPaginator } from "../lib/paginator";
import { ORDER_PAID, orderGoods, type OrderRow } from "./orders";

const STATUS_TEXT: Record<number, string> = { 1: "未支付", 5: "支付中", 7: "已取消", 9: "已支付" };

/** GET v2/member/orders: paid orders, newest first, as a Laravel paginator (no raw status in the items). */
export function paidOrdersPage(db: Database, userId: number, page: number, pageSize: number) {
  const total = (
    db.prepare("SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND status = ?").get(userId, ORDER_PAID) as {
      n: number;
    }
  ).n;
  const rows = db
    .prepare("SELECT * FROM orders WHERE user_id = ? AND status = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?")
    .all(userId, ORDER_PAID, pageSize, (page - 1) * pageSize) as OrderRow[];
  const items = rows.map((o) => ({
    id: o.id,
    user_id: o.user_id,
    charge: o.charge,
    order_id: o.order_id,
    payment_method: o.payment_method,
    created_at: isoUtc(o.created_at),
    status_text: STATUS_TEXT[o.status] ?? "",
    payment_text: "",
    continue_pay: false,
    goods: orderGoods(db, o.id).map((g) => ({
      goods_id: g.goods_id,
      goods_type: g.goods_type,
      goods_name: g.goods_name,
      goods_thumb: g.goods_thumb,
      goods_charge: g.goods_charge,
      goods_ori_charge: g.goods_ori_charge,
      num: g.num,
      charge: g.charge,
      goods_text: g.goods_type,
    })),
    refund_amount: 0,
  }));
  return laravelPaginator(items, total, page, pageSize, "api/v2/member/orders");
}

/** GET v2/member/credit1Records: credit1 ledger, newest first, `{total, data:[{sum, remark, created_at}]}`. */
export function credit1Records(db: Database, userId: number, page: number, pageSize: number) {
  const total = (
    db.prepare("SELECT COUNT(*) AS n FROM user_credit_records WHERE user_id = ? AND field = 'credit1'").get(userId) as {
      n: number;
    }
  ).n;
  const rows = db
    .prepare(
      `SELECT sum, remark, created_at FROM user_credit_records WHERE user_id = ? AND field = 'credit1'
       ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(userId, pageSize, (page - 1) * pageSize) as Array<{ sum: number; remark: string; created_at: string }>;
  return { total, data: rows.map((r) => ({ sum: r.sum, remark: r.remark, created_at: isoUtc(r.created_at) })) };
}
