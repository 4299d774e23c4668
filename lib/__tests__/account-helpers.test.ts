/** @jest-environment node */
import { AVATAR_MAX_BYTES, AVATAR_STORAGE_MISSING, avatarFileProblem, maskMobile, uploadAvatar } from "../api/account";
import { configureBrowserApi } from "../api/client";
import { jsonResponse, mockFetch } from "../test-helpers/fetch-mock";

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
    // The type the browser read decides: a GIF renamed .png is still a GIF.
    expect(avatarFileProblem({ name: "anim.gif.png", type: "image/gif", size: 10 })).toBe(
      "头像仅支持 png、jpg、jpeg 格式",
    );
    expect(avatarFileProblem({ name: "a.webp", type: "", size: 10 })).toBe("头像仅支持 png、jpg、jpeg 格式");
    expect(avatarFileProblem({ name: "a.png", type: "image/png", size: AVATAR_MAX_BYTES + 1 })).toBe(
      "头像图片不能超过1M",
    );
  });
});

describe("uploadAvatar", () => {
  const hooks = { onUnauthorized: jest.fn(), onBusinessError: jest.fn(), onBusy: jest.fn() };
  const png = () => new File([new Uint8Array([137, 80, 78, 71])], "a.png", { type: "image/png" });
  beforeEach(() => {
    jest.clearAllMocks();
    configureBrowserApi(hooks);
  });
  afterEach(() => configureBrowserApi(null));

  it("explains MeEdu's bare 错误: an upload without S3-type storage configured", async () => {
    mockFetch(jsonResponse({ code: 1, message: "错误", data: [] }));
    await expect(uploadAvatar(png())).rejects.toMatchObject({ kind: "business", message: AVATAR_STORAGE_MISSING });
    expect(hooks.onBusinessError).toHaveBeenCalledTimes(1);
    expect(hooks.onBusinessError).toHaveBeenCalledWith(AVATAR_STORAGE_MISSING);
    expect(AVATAR_STORAGE_MISSING).toBe("头像上传失败：网校可能尚未配置图片存储，请联系网校管理员");
  });

  it("passes MeEdu's own messages through", async () => {
    mockFetch(jsonResponse({ code: 1, message: "文件不能超过1M", data: [] }));
    await expect(uploadAvatar(png())).rejects.toMatchObject({ message: "文件不能超过1M" });
    expect(hooks.onBusinessError).toHaveBeenCalledWith("文件不能超过1M");
  });
});
