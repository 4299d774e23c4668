/** Commenters who only exist to give the demo comments authors (they cannot log in). */
export const commenterSeeds = [
  { mobile: "17000000001", nickName: "前端小李" },
  { mobile: "17000000002", nickName: "数据控阿强" },
  { mobile: "17000000003", nickName: "自学编程的猫" },
  { mobile: "17000000004", nickName: "产品经理老王" },
];

export interface ReplySeed {
  author: string;
  content: string;
  hoursAfter: number;
  province?: string;
  /** Index of an earlier reply in the same thread that this one answers (reply_id). */
  replyTo?: number;
  pending?: boolean;
}

export interface CommentSeed {
  /** Course slug, plus a 0-based lesson index for lesson comments (rt 2). */
  course: string;
  lesson?: number;
  author: string;
  content: string;
  daysAgo: number;
  province?: string;
  pending?: boolean;
  replies?: ReplySeed[];
}

// Oldest first: ids then grow with time, as in MeEdu.
export const commentSeeds: CommentSeed[] = [
  {
    course: "vue3-typescript",
    author: "产品经理老王",
    daysAgo: 20,
    province: "北京",
    content: "课程结构很清晰，适合有 Vue 2 基础的同学升级。",
  },
  {
    course: "vue3-typescript",
    author: "自学编程的猫",
    daysAgo: 16,
    province: "四川",
    content: "Pinia 那一章讲得比官方文档好懂。",
  },
  {
    course: "vue3-typescript",
    author: "前端小李",
    daysAgo: 12,
    province: "浙江",
    content: "组合式 API 的讲解非常透彻，跟着做完项目收获很大！",
    replies: [
      { author: "数据控阿强", hoursAfter: 3, province: "广东", content: "同感，第二章的响应式原理部分建议多看两遍。" },
      { author: "前端小李", hoursAfter: 5, province: "浙江", content: "是的，我还做了笔记。", replyTo: 0 },
      { author: "自学编程的猫", hoursAfter: 8, province: "四川", content: "请问项目源码在哪里下载？" },
      { author: "演示学员", hoursAfter: 9, content: "课程附件里就有项目源码。", replyTo: 2 },
    ],
  },
  {
    course: "vue3-typescript",
    author: "数据控阿强",
    daysAgo: 9,
    province: "广东",
    content: "路由权限那部分能不能再多讲一些动态路由的例子？",
  },
  {
    course: "vue3-typescript",
    author: "演示学员",
    daysAgo: 7,
    content: "第一次系统学 TypeScript，类型体操那节有点难，多看几遍就懂了。",
    replies: [{ author: "产品经理老王", hoursAfter: 2, province: "北京", content: "慢慢来，多写就熟练了。" }],
  },
  {
    course: "vue3-typescript",
    author: "自学编程的猫",
    daysAgo: 4,
    province: "四川",
    content: "Vite 部署那节帮我解决了线上白屏的问题，感谢老师。",
  },
  {
    course: "vue3-typescript",
    author: "前端小李",
    daysAgo: 2,
    province: "浙江",
    content: "期待出一期 Vue 3 + Nuxt 的进阶课程。",
  },
  {
    course: "python-basics",
    author: "自学编程的猫",
    daysAgo: 30,
    province: "四川",
    content: "零基础也能听懂，老师讲得很耐心。",
    replies: [{ author: "前端小李", hoursAfter: 6, province: "浙江", content: "同是零基础，一起加油！" }],
  },
  {
    course: "python-basics",
    author: "数据控阿强",
    daysAgo: 14,
    province: "广东",
    content: "记账小工具的项目很实用，已经用起来了。",
  },
  {
    course: "vue3-typescript",
    lesson: 0,
    author: "前端小李",
    daysAgo: 11,
    province: "浙江",
    content: "导学讲得很清楚，学习路线一目了然。",
    replies: [{ author: "演示学员", hoursAfter: 4, content: "对，先看导学再开始效率高很多。" }],
  },
  {
    course: "vue3-typescript",
    lesson: 1,
    author: "数据控阿强",
    daysAgo: 8,
    province: "广东",
    content: "Node 版本建议用 18 以上，不然 Vite 会报错。",
  },
  {
    course: "python-basics",
    lesson: 0,
    author: "产品经理老王",
    daysAgo: 20,
    province: "北京",
    content: "这一节把 Python 的安装讲得很细。",
  },
];
