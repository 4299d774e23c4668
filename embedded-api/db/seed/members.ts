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
      // MeEdu's own messages, as its listeners word them; the last one an admin sent by hand.
      { message: "用户注册成功", read: true, daysAgo: 30 },
      { message: "积分变动:20，备注:注册送20积分", read: true, daysAgo: 30 },
      { message: "订单202611160930151234已支付", read: false, daysAgo: 10 },
      { message: "积分变动:100，备注:看完点播课程送100积分", read: false, daysAgo: 5 },
      { message: "新课《深度学习与 PyTorch 实战》已上线，VIP 会员可免费学习。", read: false, daysAgo: 2 },
    ],
    creditRecords: [
      { sum: 20, remark: "注册送20积分", daysAgo: 30 },
      { sum: 100, remark: "看完点播课程送100积分", daysAgo: 5 },
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
