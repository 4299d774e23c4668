export type LoginTab = 0 | 1;

const TABS: { value: LoginTab; label: string }[] = [
  { value: 0, label: "密码登录" },
  { value: 1, label: "短信登录" },
];

export const loginTabId = (tab: LoginTab) => `login-tab-${tab}`;
export const LOGIN_TAB_PANEL_ID = "login-tab-panel";

export function LoginTabs({ value, onChange }: { value: LoginTab; onChange: (tab: LoginTab) => void }) {
  return (
    <div role="tablist" aria-label="登录方式" className="mb-6 flex gap-8 pr-10">
      {TABS.map((tab) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            id={loginTabId(tab.value)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={LOGIN_TAB_PANEL_ID}
            onClick={() => onChange(tab.value)}
            className={`border-b-2 pb-2 text-lg transition-colors ${
              selected
                ? "border-primary font-medium text-gray-900"
                : "border-transparent text-gray-500 hover:text-gray-800"
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
