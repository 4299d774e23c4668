/** Announcements, oldest first (the last one is the latest). */
export interface AnnouncementSeed {
  title: string;
  html: string;
  viewTimes: number;
  daysAgo: number;
}

export const announcementSeeds: AnnouncementSeed[] = [
  {
    title: "春季开学季：全场课程限时优惠",
    daysAgo: 20,
    viewTimes: 1380,
    html: `<p>亲爱的同学们：</p>
<p>春季开学季活动正式开启！活动期间<strong>全场付费课程享受限时优惠</strong>，年度会员更有额外赠送。</p>
<ul><li>活动时间：即日起至本月底</li><li>参与方式：在课程详情页直接购买即可</li></ul>
<p>祝大家学习进步！</p>`,
  },
  {
    title: "VIP 会员权益升级说明",
    daysAgo: 8,
    viewTimes: 642,
    html: `<h2>会员权益升级</h2>
<p>即日起，VIP 会员可免费学习全部标注「会员免费」的课程，并享受以下新权益：</p>
<ol><li>专属学习群与助教答疑</li><li>课程资料优先下载</li><li>新课上线抢先看</li></ol>
<p>已开通会员的同学无需任何操作，权益自动生效。</p>`,
  },
  {
    title: "平台新功能上线：代码高亮与数学公式",
    daysAgo: 1,
    viewTimes: 97,
    html: `<p>课程详情与公告现已支持<strong>代码高亮</strong>和 <strong>数学公式</strong>渲染。</p>
<h2>代码示例</h2>
<pre><code class="language-javascript">function greet(name) {
  const time = new Date().getHours() &lt; 12 ? "上午好" : "下午好";
  return \`\${time}，\${name}！欢迎来到 MeEdu 演示网校\`;
}

console.log(greet("同学"));
</code></pre>
<h2>公式示例</h2>
<p>行内公式：勾股定理 $a^2+b^2=c^2$。</p>
<p>独立公式：</p>
<p>$$\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}$$</p>
<p>欢迎大家体验并反馈意见。</p>`,
  },
];
