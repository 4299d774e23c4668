/** Demo course catalogue. Ids follow array order (first course is id 1). */
export interface CourseSeed {
  title: string;
  slug: string;
  /** Child category name (see categories.ts). */
  category: string;
  /** Price in yuan; 0 means a free course (is_free=1). */
  charge: number;
  vipFree?: boolean;
  rec?: boolean;
  userCount: number;
  short: string;
  /** "What you will learn" bullet points for the generated description. */
  points: string[];
  /** Published this many days ago; negative = scheduled in the future. */
  daysAgo: number;
  hidden?: boolean;
  /** Key of a hand-written description in descriptions.ts. */
  richDesc?: string;
  /** Lesson layout key in lessons.ts (default "standard"). */
  lessons?: string;
  seoKeywords?: string;
}

export const courseSeeds: CourseSeed[] = [
  { title: "Python 零基础入门到实践", slug: "python-basics", category: "后端开发", charge: 0, rec: true, userCount: 3280, daysAgo: 60, short: "零基础也能学会的 Python 入门课，边学边练，轻松掌握编程思维。", points: ["变量、数据类型与流程控制", "函数、模块与面向对象", "文件读写与常用标准库", "完成一个命令行记账小工具"], seoKeywords: "python,入门,编程" },
  { title: "Python 数据分析实战", slug: "python-data-analysis", category: "数据分析", charge: 199, rec: true, userCount: 1265, daysAgo: 45, richDesc: "python-data", short: "用 NumPy、Pandas 与 Matplotlib 完成真实业务数据的清洗、分析与可视化。", points: ["NumPy 数组运算", "Pandas 数据清洗与透视", "Matplotlib 可视化", "电商销售数据分析项目"], seoKeywords: "python,pandas,数据分析" },
  { title: "Vue 3 + TypeScript 企业级项目开发", slug: "vue3-typescript", category: "前端开发", charge: 299, rec: true, userCount: 986, daysAgo: 30, short: "从组合式 API 到工程化部署，完整开发一个中后台管理系统。", points: ["组合式 API 与响应式原理", "Pinia 状态管理", "Vue Router 权限路由", "Vite 工程化与部署"], seoKeywords: "vue3,typescript" },
  { title: "React 18 从入门到精通", slug: "react-18", category: "前端开发", charge: 249, vipFree: true, rec: true, userCount: 1520, daysAgo: 40, short: "系统学习 React Hooks、并发特性与服务端渲染，VIP 会员免费学习。", points: ["JSX 与组件化思想", "Hooks 全家桶", "并发渲染与 Suspense", "Next.js 服务端渲染入门"] },
  { title: "HTML5 与 CSS3 基础教程", slug: "html5-css3", category: "前端开发", charge: 0, userCount: 4210, daysAgo: 90, short: "网页开发第一课：语义化标签、盒模型、Flex 与 Grid 布局一网打尽。", points: ["语义化 HTML5 标签", "盒模型与选择器", "Flex 与 Grid 布局", "响应式页面实战"] },
  { title: "Node.js 后端开发实战", slug: "nodejs-backend", category: "后端开发", charge: 199, vipFree: true, userCount: 742, daysAgo: 28, short: "使用 Node.js 与 Fastify 构建高性能 REST API，涵盖鉴权、数据库与部署。", points: ["事件循环与异步编程", "Fastify 路由与插件", "JWT 鉴权", "SQLite / MySQL 数据访问"] },
  { title: "Go 语言高并发编程", slug: "go-concurrency", category: "后端开发", charge: 399, rec: true, userCount: 518, daysAgo: 20, short: "深入 goroutine 与 channel，掌握高并发服务的设计与调优。", points: ["goroutine 调度模型", "channel 与 select", "sync 包与并发安全", "高并发秒杀服务实战"] },
  { title: "Java Spring Boot 微服务架构", slug: "spring-boot-microservices", category: "后端开发", charge: 349, userCount: 893, daysAgo: 75, short: "基于 Spring Boot 与 Spring Cloud 搭建可扩展的微服务系统。", points: ["Spring Boot 自动配置", "服务注册与发现", "网关与熔断", "容器化部署"] },
  { title: "MySQL 数据库优化与设计", slug: "mysql-optimization", category: "后端开发", charge: 129, vipFree: true, userCount: 1108, daysAgo: 55, short: "索引原理、慢查询分析与表结构设计，一门课解决数据库性能问题。", points: ["B+ 树索引原理", "EXPLAIN 执行计划", "事务与锁", "分库分表方案"] },
  { title: "Flutter 跨平台应用开发", slug: "flutter", category: "移动开发", charge: 269, userCount: 402, daysAgo: 33, short: "一套代码同时运行在 iOS 与 Android，完成一款记账 App。", points: ["Dart 语言基础", "Widget 与布局", "状态管理", "打包与发布"] },
  { title: "微信小程序开发入门", slug: "wechat-mini-program", category: "移动开发", charge: 0, rec: true, userCount: 2750, daysAgo: 70, short: "从注册账号到上线发布，手把手带你开发第一个微信小程序。", points: ["小程序目录结构", "WXML 与 WXSS", "云开发入门", "上线审核流程"] },
  { title: "Android Jetpack Compose 实战", slug: "jetpack-compose", category: "移动开发", charge: 219, userCount: 311, daysAgo: 18, short: "用声明式 UI 重新认识 Android 开发。", points: ["Compose 基础组件", "状态与重组", "导航与架构", "Material 3 主题"] },
  { title: "Excel 数据可视化", slug: "excel-visualization", category: "数据分析", charge: 49, vipFree: true, userCount: 2036, daysAgo: 100, short: "用图表讲好数据故事，职场汇报必备技能。", points: ["数据透视表", "常用图表选择", "动态图表", "仪表盘制作"] },
  { title: "SQL 数据查询 30 讲", slug: "sql-30", category: "数据分析", charge: 0, userCount: 1890, daysAgo: 85, short: "30 个小节掌握 SQL 查询，数据分析师入门第一步。", points: ["SELECT 与过滤", "聚合与分组", "多表连接", "窗口函数"] },
  { title: "机器学习基础：从线性回归到神经网络", slug: "ml-foundations", category: "机器学习", charge: 399, rec: true, userCount: 667, daysAgo: 25, richDesc: "ml-math", short: "推导 + 代码双管齐下，吃透机器学习核心算法。", points: ["线性回归与梯度下降", "逻辑回归与分类", "决策树与集成学习", "神经网络与反向传播"] },
  { title: "深度学习与 PyTorch 实战", slug: "pytorch", category: "机器学习", charge: 359, vipFree: true, userCount: 455, daysAgo: 15, short: "用 PyTorch 实现图像分类、文本分类等经典任务。", points: ["张量与自动求导", "卷积神经网络", "循环神经网络", "模型训练技巧"] },
  { title: "Figma UI 设计入门", slug: "figma-ui", category: "UI设计", charge: 99, rec: true, userCount: 1342, daysAgo: 38, short: "掌握 Figma 核心功能，独立完成一套 App 界面设计。", points: ["界面与工具", "组件与变体", "自动布局", "交互原型"] },
  { title: "移动端界面设计规范", slug: "mobile-ui-guidelines", category: "UI设计", charge: 0, userCount: 980, daysAgo: 65, short: "iOS 与 Android 设计规范精讲，少走弯路。", points: ["栅格与间距", "字体与色彩", "图标规范", "切图与标注"] },
  { title: "Photoshop 平面设计精讲", slug: "photoshop", category: "平面设计", charge: 79, vipFree: true, userCount: 1733, daysAgo: 120, short: "从抠图修图到合成海报，全面掌握 Photoshop。", points: ["图层与蒙版", "抠图技巧", "调色原理", "海报合成"] },
  { title: "品牌视觉与海报设计", slug: "brand-poster", category: "平面设计", charge: 159, userCount: 264, daysAgo: 12, short: "建立品牌视觉系统，设计有记忆点的海报。", points: ["品牌调性分析", "版式设计", "字体设计", "系列海报实战"] },
  { title: "高效办公：Word/PPT 进阶技巧", slug: "office-skills", category: "办公效率", charge: 19, userCount: 3120, daysAgo: 110, short: "告别加班，让文档与演示又快又好看。", points: ["长文档排版", "PPT 配色与版式", "动画与演示技巧", "模板复用"] },
  { title: "Notion 个人知识管理", slug: "notion-pkm", category: "办公效率", charge: 0, userCount: 1204, daysAgo: 50, short: "搭建属于自己的第二大脑，让知识真正为你所用。", points: ["页面与块", "数据库视图", "任务管理模板", "读书笔记系统"] },
  { title: "职场沟通与表达力", slug: "workplace-communication", category: "职场沟通", charge: 69, vipFree: true, userCount: 876, daysAgo: 42, short: "学会倾听、提问与反馈，成为团队里最会沟通的人。", points: ["倾听与提问", "向上沟通", "跨部门协作", "冲突处理"] },
  { title: "结构化思维与汇报技巧", slug: "structured-thinking", category: "职场沟通", charge: 89, rec: true, userCount: 652, daysAgo: 22, short: "金字塔原理实战，让你的汇报逻辑清晰、重点突出。", points: ["金字塔原理", "MECE 分类", "汇报结构模板", "数据化表达"] },
  { title: "Git 与团队协作", slug: "git-teamwork", category: "后端开发", charge: 0, userCount: 2480, daysAgo: 80, lessons: "flat", short: "掌握 Git 分支模型与代码评审流程，高效参与团队开发。", points: ["提交与分支", "合并与变基", "远程协作", "代码评审"] },
  { title: "时间管理：每天多出两小时", slug: "time-management", category: "个人成长", charge: 29, userCount: 1566, daysAgo: 95, short: "用番茄工作法与四象限法则，找回被浪费的时间。", points: ["时间记录", "四象限法则", "番茄工作法", "习惯养成"] },
  { title: "jQuery 老项目维护指南", slug: "jquery-legacy", category: "前端开发", charge: 39, userCount: 88, daysAgo: 300, hidden: true, short: "该课程已下架，仅供已购学员学习。", points: ["选择器", "事件", "Ajax", "插件"] },
  { title: "Rust 系统编程（即将上线）", slug: "rust-systems", category: "后端开发", charge: 299, userCount: 0, daysAgo: -30, short: "所有权、生命周期与零成本抽象，敬请期待。", points: ["所有权", "生命周期", "trait", "并发"] },
];
