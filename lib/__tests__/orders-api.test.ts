import { createOrder } from "../api/orders";
import { jsonResponse, lastRequest, mockFetch } from "../test-helpers/fetch-mock";

const created = { order_no: "N1", total: 199, discount: 0, is_paid: false, pay_url: "https://api.example.com/pay" };

describe("createOrder", () => {
  it("sends agree_protocol 1 only for a member who agreed to the purchase agreement", async () => {
    const fetchMock = mockFetch(jsonResponse({ code: 0, message: "", data: created }));
    await createOrder({ goodsType: "COURSE", goodsId: 2, promoCode: "", agreed: true });
    expect(JSON.parse(String(lastRequest(fetchMock).init.body))).toEqual({
      goods_type: "COURSE",
      goods_id: 2,
      promo_code: "",
      agree_protocol: 1,
    });
  });

  it("leaves agree_protocol out otherwise, so MeEdu refuses the order itself", async () => {
    const fetchMock = mockFetch(jsonResponse({ code: 1, message: "请同意付费内容购买协议", data: [] }));
    await expect(createOrder({ goodsType: "COURSE", goodsId: 2, promoCode: "", agreed: false })).rejects.toMatchObject({
      message: "请同意付费内容购买协议",
    });
    expect(JSON.parse(String(lastRequest(fetchMock).init.body))).toEqual({
      goods_type: "COURSE",
      goods_id: 2,
      promo_code: "",
    });
  });
});
