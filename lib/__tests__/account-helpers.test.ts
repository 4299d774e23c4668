/** @jest-environment node */
import { AVATAR_MAX_BYTES, avatarFileProblem, maskMobile } from "../api/account";

describe("maskMobile", () => {
  it("masks the middle four digits of a real mobile", () => {
    expect(maskMobile("13800138000")).toBe("138****8000");
  });
  it("leaves placeholders and odd values alone", () => {
    expect(maskMobile("234567891")).toBe("234567891");
    expect(maskMobile("")).toBe("");
  });
});

describe("avatarFileProblem", () => {
  it("accepts png/jpg/jpeg up to 1 MB", () => {
    expect(avatarFileProblem({ name: "a.png", type: "image/png", size: 10 })).toBeNull();
    expect(avatarFileProblem({ name: "a.JPG", type: "", size: AVATAR_MAX_BYTES })).toBeNull();
    expect(avatarFileProblem({ name: "a", type: "image/jpeg", size: 1 })).toBeNull();
  });
  it("refuses other types and big files with clear messages", () => {
    expect(avatarFileProblem({ name: "a.gif", type: "image/gif", size: 10 })).toBe("头像仅支持 png、jpg、jpeg 格式");
    expect(avatarFileProblem({ name: "a.png", type: "image/png", size: AVATAR_MAX_BYTES + 1 })).toBe(
      "头像图片不能超过1M",
    );
  });
});
