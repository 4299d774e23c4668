import type { CreditRewards } from "@/lib/api/member-lists-types";

/** Rules from config.credit1_reward; rows with no reward are left out. */
export function creditRuleRows(rewards: CreditRewards): string[] {
  const rows: string[] = [];
  if (rewards.register > 0) rows.push(`注册奖励 ${rewards.register} 积分`);
  if (rewards.watchedCourse > 0) rows.push(`看完一门录播课奖励 ${rewards.watchedCourse} 积分`);
  if (rewards.watchedVideo > 0) rows.push(`看完一个课时奖励 ${rewards.watchedVideo} 积分`);
  if (rewards.paidOrderRatio > 0)
    rows.push(`支付订单按实付金额的 ${Math.round(rewards.paidOrderRatio * 1000) / 10}% 奖励积分`);
  return rows;
}

export function CreditRules({ rewards }: { rewards: CreditRewards }) {
  const rows = creditRuleRows(rewards);
  if (rows.length === 0) return <p className="py-8 text-sm text-gray-500">暂未配置积分奖励规则</p>;
  return (
    <ol aria-label="积分规则" className="list-decimal space-y-2 py-4 pl-6 text-sm text-gray-700">
      {rows.map((row) => (
        <li key={row}>{row}</li>
      ))}
    </ol>
  );
}
