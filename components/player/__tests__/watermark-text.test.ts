import { watermarkPosition, watermarkText } from "../watermark-text";

describe("watermarkText", () => {
  const user = { id: 7, mobile: "13800138000" };

  it("replaces ${mobile}, ${user.mobile} and ${user.id}, every occurrence", () => {
    expect(watermarkText("${mobile}", user)).toBe("13800138000");
    expect(watermarkText("学员 ${user.id} / ${user.mobile} / ${mobile}", user)).toBe(
      "学员 7 / 13800138000 / 13800138000",
    );
    expect(watermarkText("${user.id}-${user.id}", user)).toBe("7-7");
  });

  it("leaves other text alone and treats regex characters literally", () => {
    expect(watermarkText("版权所有 (.*) ${unknown} $1", user)).toBe("版权所有 (.*) ${unknown} $1");
  });

  it("blanks the placeholders without a user", () => {
    expect(watermarkText("${mobile}", null)).toBe("");
    expect(watermarkText("网校 ${user.id}", null)).toBe("网校");
  });
});

describe("watermarkPosition", () => {
  it("stays inside the frame", () => {
    expect(watermarkPosition(() => 0)).toEqual({ top: 5, left: 5 });
    expect(watermarkPosition(() => 0.999)).toEqual({ top: 85, left: 70 });
  });
});
