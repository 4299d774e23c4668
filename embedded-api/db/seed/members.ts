/** Demo members. Passwords are hashed at seed time. */
export interface MemberSeed {
  mobile: string;
  password: string;
  nickName: string;
  credit1: number;
  isLock: boolean;
  registeredDaysAgo: number;
  /** Notifications, oldest first. */
  notifications: Array<{ message: string; read: boolean; daysAgo: number }>;
  creditRecords: Array<{ sum: number; remark: string; daysAgo: number }>;
  /** Slugs of bought courses. */
  boughtCourses: string[];
  likedCourses: string[];
}

export const DEMO_PASSWORD = "meedu123";

export const memberSeeds: MemberSeed[] = [
  {
    mobile: "13800138000",
    password: DEMO_PASSWORD,
    nickName: "演示学员",
    credit1: 120,
    isLock: false,
    registeredDaysAgo: 30,
    notifications: [
      { message: "欢迎注册 MeEdu 演示网校，祝您学习愉快！", read: true, daysAgo: 30 },
      { message: "您已成功购买课程《Vue 3 + TypeScript 企业级项目开发》，快去学习吧。", read: false, daysAgo: 10 },
      { message: "您获得了 100 积分奖励（完成课程学习）。", read: false, daysAgo: 5 },
      { message: "新课《深度学习与 PyTorch 实战》已上线，VIP 会员可免费学习。", read: false, daysAgo: 2 },
    ],
    creditRecords: [
      { sum: 20, remark: "注册送20积分", daysAgo: 30 },
      { sum: 100, remark: "看完课程奖励", daysAgo: 5 },
    ],
    boughtCourses: ["vue3-typescript"],
    likedCourses: ["python-data-analysis", "go-concurrency"],
  },
  {
    mobile: "13900139000",
    password: DEMO_PASSWORD,
    nickName: "已锁定学员",
    credit1: 0,
    isLock: true,
    registeredDaysAgo: 60,
    notifications: [],
    creditRecords: [],
    boughtCourses: [],
    likedCourses: [],
  },
];
