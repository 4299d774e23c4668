import { Bone } from "./bone";
import { MemberPanelSkeleton } from "./member-panel-skeleton";

const NAV_LINKS = 4;

// Shaped like the member layout: the side navigation, then the page's white panel.
export function MemberPageSkeleton() {
  return (
    <div className="mx-auto flex max-w-site items-start gap-6 px-4 py-8">
      <div aria-hidden className="w-48 shrink-0 space-y-5 rounded-lg bg-white px-6 py-5 shadow-sm">
        {Array.from({ length: NAV_LINKS }, (_, link) => (
          <Bone key={link} className="h-4 w-20" />
        ))}
      </div>
      <div className="min-w-0 flex-1">
        <MemberPanelSkeleton />
      </div>
    </div>
  );
}
