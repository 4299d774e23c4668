import { formatCreditSum } from "../credit-records";
import { creditRuleRows } from "../credit-rules";

describe("credit display", () => {
  it("signs the sums", () => {
    expect(formatCreditSum(20)).toBe("+20");
    expect(formatCreditSum(-5)).toBe("-5");
    expect(formatCreditSum(0)).toBe("0");
  });
  it("lists only configured rewards", () => {
    expect(creditRuleRows({ register: 20, watchedCourse: 0, watchedVideo: 2, paidOrderRatio: 0.1 })).toEqual([
      "注册奖励 20 积分",
      "看完一个课时奖励 2 积分",
      "支付订单按实付金额的 10% 奖励积分",
    ]);
  });
});
