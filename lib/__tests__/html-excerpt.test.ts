/** @jest-environment node */
import { htmlExcerpt } from "../server/html-excerpt";

describe("htmlExcerpt", () => {
  it("keeps list items, paragraphs and line breaks apart", () => {
    expect(htmlExcerpt("<p>本周更新：</p><ul><li>新增课程</li><li>修复播放</li></ul><p>第一行<br>第二行</p>")).toBe(
      "本周更新： 新增课程 修复播放 第一行 第二行",
    );
  });

  it("does not split inline runs and decodes entities", () => {
    expect(htmlExcerpt("<p>限时<strong>五折</strong>优惠&amp;赠品</p>")).toBe("限时五折优惠&赠品");
  });

  it("leaves out script and style text", () => {
    expect(htmlExcerpt("<style>p{color:red}</style><p>公告</p><script>alert(1)</script>")).toBe("公告");
  });

  it("cuts to the limit with an ellipsis", () => {
    expect(htmlExcerpt("<p>一二三四五六</p>", 4)).toBe("一二三…");
    expect(htmlExcerpt("")).toBe("");
  });
});
