/** Two-level course categories: parents with their children, in display order. */
export interface CategorySeed {
  name: string;
  children: string[];
}

export const categorySeeds: CategorySeed[] = [
  { name: "编程开发", children: ["前端开发", "后端开发", "移动开发"] },
  { name: "数据与人工智能", children: ["数据分析", "机器学习"] },
  { name: "设计创意", children: ["UI设计", "平面设计"] },
  { name: "职场技能", children: ["办公效率", "职场沟通", "个人成长"] },
];
