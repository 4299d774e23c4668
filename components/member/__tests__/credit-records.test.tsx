import { render } from "@testing-library/react";
import { CreditRecords } from "../credit-records";

// Spec §9's relative time, as on messages, orders and comments; the full time stays in the title.
describe("credit records", () => {
  const now = new Date("2026-11-26T10:56:00Z");

  it("show when each change happened as relative time", () => {
    render(
      <CreditRecords
        now={now}
        records={[
          { remark: "支付订单送3积分", sum: 3, createdAt: "2026-11-26T10:54:22.000000Z" },
          { remark: "注册送20积分", sum: 20, createdAt: "2026-11-26T10:55:30.000000Z" },
          { remark: "积分兑换", sum: -5, createdAt: "2026-11-20T02:00:00.000000Z" },
          { remark: "老记录", sum: 1, createdAt: "2026-08-01T02:00:00.000000Z" },
        ]}
      />,
    );
    const cells = Array.from(document.querySelectorAll("time")).map((time) => time.textContent);
    expect(cells).toEqual(["1分钟前", "刚刚", "6天前", "08-01"]);
    expect(document.querySelector("time")?.getAttribute("title")).toBe("2026-11-26 18:54");
  });
});
