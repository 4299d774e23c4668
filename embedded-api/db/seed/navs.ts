/** Navigation items per platform; children hang under their parent. */
export interface NavSeed {
  name: string;
  url: string;
  activeRoutes?: string;
  blank?: boolean;
  children?: NavSeed[];
}

export const pcNavSeeds: NavSeed[] = [
  { name: "首页", url: "/", activeRoutes: "index" },
  { name: "录播课", url: "/courses", activeRoutes: "courses,course.show" },
  {
    name: "学习资源",
    url: "",
    children: [
      { name: "公告", url: "/announcement", activeRoutes: "announcement" },
      { name: "搜索", url: "/search", activeRoutes: "search" },
    ],
  },
  { name: "官网", url: "https://www.meedu.vip" },
  { name: "开源仓库", url: "https://github.com/Qsnh/meedu", blank: true },
];

export const h5NavSeeds: NavSeed[] = [
  { name: "首页", url: "/" },
  { name: "课程", url: "/courses" },
  { name: "会员", url: "/vip" },
  { name: "我的", url: "/member" },
];
