/** @jest-environment node */
import { lessonH5Address } from "../shared/lesson-h5-address";
import { mapToH5Url } from "../shared/h5-redirect";

describe("lessonH5Address: the same lesson on the school's H5 site", () => {
  it.each([
    ["uni-app H5 (hash routes)", "https://m.school.cn", "hash", "https://m.school.cn/#/pages/course/video?id=42"],
    ["React H5 (path routes)", "https://m.school.cn/", "path", "https://m.school.cn/course/video/42"],
    ["an H5 under a folder", "https://school.cn/h5", "path", "https://school.cn/h5/course/video/42"],
  ] as const)("%s", (_case, h5Url, style, expected) => {
    expect(lessonH5Address(h5Url, 42, style)).toBe(expected);
    // the very address middleware forwards a phone asking for the lesson to
    expect(lessonH5Address(h5Url, 42, style)).toBe(
      mapToH5Url({ h5Url, pathname: "/courses/video/42", search: "", style }),
    );
  });

  it.each([
    ["no H5 site", ""],
    ["only spaces", "   "],
    ["not an address", "m.school.cn"],
    ["not http(s)", "javascript:alert(1)"],
  ])("%s: no address, so no 手机继续看", (_case, h5Url) => {
    expect(lessonH5Address(h5Url, 42, "hash")).toBe("");
  });
});
