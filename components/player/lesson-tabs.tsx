"use client";

import { useId, useState, type ReactNode } from "react";

export interface LessonTab {
  label: string;
  content: ReactNode;
}

// Switching tabs must not re-render the page on the server: that would re-fetch the
// signed play URLs and restart the player, so the panels are all in the HTML.
export function LessonTabs({ tabs }: { tabs: LessonTab[] }) {
  const [active, setActive] = useState(0);
  const id = useId();
  return (
    <div className="mt-6 rounded-lg bg-white shadow-sm max-sm:mt-4">
      <div
        role="tablist"
        aria-label="课时内容"
        className="flex gap-10 border-b border-gray-100 px-6 max-sm:gap-8 max-sm:px-4"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.label}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${id}-panel-${index}`}
            onClick={() => setActive(index)}
            className={`-mb-px border-b-2 py-4 text-base ${index === active ? "border-primary font-medium text-primary-ink" : "border-transparent text-gray-600 hover:text-primary-ink"}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.label}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== active}
          className="p-6 max-sm:p-4"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
