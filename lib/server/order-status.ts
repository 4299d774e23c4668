import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { isApiError } from "../api/errors";
import { fetchOrderStatus } from "../api/orders";
import { orderPageHref, type OrderPage } from "../shared/order-page-href";
import { loadForMember } from "./member-data";

/**
 * The member's order's status, read once per request (the page and its metadata both ask);
 * an order the API does not know for this member is a 404. `page` is where /login returns.
 */
export const loadMemberOrderStatus = cache((orderNo: string, page: OrderPage) =>
  loadForMember(orderPageHref(page, orderNo), (token) =>
    fetchOrderStatus(orderNo, token).catch((error: unknown) => {
      if (isApiError(error) && error.kind === "not-found") notFound();
      throw error;
    }),
  ),
);
