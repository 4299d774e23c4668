/** @jest-environment node */
import { deviceAnnotations } from "../shared/device-annotations";
import { mapToH5Url } from "../shared/h5-redirect";

const H5 = "https://m.school.cn";

describe("deviceAnnotations", () => {
  it.each([
    ["/", "hash", `${H5}/`],
    ["/courses?cid=3&page=2", "hash", `${H5}/#/?cid=3&page=2`],
    ["/courses/detail/5", "hash", `${H5}/#/pages/course/show?id=5`],
    ["/courses/detail/5", "path", `${H5}/course/5`],
    ["/announcement?id=7", "path", `${H5}/?id=7`],
  ] as const)("%s (%s style) has the twin middleware forwards phones to", (address, style, twin) => {
    const [pathname, query] = address.split("?");
    expect(mapToH5Url({ h5Url: H5, pathname, search: query ? `?${query}` : "", style })).toBe(twin);
    expect(deviceAnnotations({ h5Url: H5, address, style })).toEqual({
      mobileAlternate: twin,
      meta: { "mobile-agent": `format=html5;url=${twin}`, "applicable-device": "pc" },
    });
  });

  it.each(["", "m.school.cn", "ftp://m.school.cn"])(
    "h5_url %j is no H5 site: the page serves phones itself",
    (h5Url) => {
      expect(deviceAnnotations({ h5Url, address: "/courses/detail/5", style: "hash" })).toEqual({
        mobileAlternate: "",
        meta: { "applicable-device": "pc,mobile" },
      });
    },
  );
});
