import type { CourseSeed } from "./courses";

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Description HTML for a course: a hand-written one when it has richDesc, else generated. */
export function courseDescription(course: CourseSeed): string {
  const extra = course.richDesc ? (richDescriptions[course.richDesc] ?? "") : "";
  return [
    `<h2>课程简介</h2>`,
    `<p>${escapeHtml(course.short)}</p>`,
    `<h3>你将学到</h3>`,
    `<ul>${course.points.map((p) => `<li>${escapeHtml(p)}</li>`).join("")}</ul>`,
    extra,
    `<h3>适合人群</h3>`,
    `<ol><li>希望系统入门的零基础学员</li><li>想要查漏补缺、提升实战能力的在职人员</li><li>准备求职或转岗的同学</li></ol>`,
    `<blockquote><p>学习建议：每节课后动手练习，遇到问题可在课程评论区留言交流。</p></blockquote>`,
  ]
    .filter(Boolean)
    .join("\n");
}

const richDescriptions: Record<string, string> = {
  "python-data": `<h3>先睹为快</h3>
<p>课程第一节就会带你用几行代码读取并汇总一份销售数据：</p>
<pre><code class="language-python">import pandas as pd

df = pd.read_csv("orders.csv", parse_dates=["paid_at"])
monthly = (
    df.groupby(df["paid_at"].dt.to_period("M"))["amount"]
      .sum()
      .sort_index()
)
print(monthly.tail(3))
</code></pre>
<p>我们还会复习必要的数学知识，例如质能方程 $E=mc^2$ 这样的行内公式，以及独立公式：</p>
<p>$$\\int_0^1 x^2\\,dx = \\frac{1}{3}$$</p>
<script>document.title = "seed-script-ran";</script>`,
  "ml-math": `<h3>核心公式</h3>
<p>线性回归的假设函数为 $h_\\theta(x) = \\theta^T x$，损失函数为均方误差：</p>
<p>$$J(\\theta) = \\frac{1}{2m}\\sum_{i=1}^{m}\\left(h_\\theta(x^{(i)}) - y^{(i)}\\right)^2$$</p>
<p>梯度下降的更新规则：$\\theta_j := \\theta_j - \\alpha \\frac{\\partial J}{\\partial \\theta_j}$。</p>`,
};
