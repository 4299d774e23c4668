import Link from "next/link";

export type AccountTab = "info" | "verify";

const TABS: { key: AccountTab; label: string; href: string }[] = [
  { key: "info", label: "基本信息", href: "/member" },
  { key: "verify", label: "实名认证", href: "/member?tab=verify" },
];

export function AccountTabs({ active }: { active: AccountTab }) {
  return (
    <nav aria-label="账号设置" className="flex gap-6 border-b border-gray-100">
      {TABS.map((tab) => (
        <Link
          prefetch={false}
          key={tab.key}
          href={tab.href}
          aria-current={tab.key === active ? "page" : undefined}
          className={`-mb-px border-b-2 pb-3 text-base ${tab.key === active ? "border-primary text-primary-ink" : "border-transparent text-gray-600 hover:text-primary-ink"}`}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
