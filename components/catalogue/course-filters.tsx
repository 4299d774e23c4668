import type { CourseCategory } from "@/lib/api/courses-types";
import { COURSE_SCENES, coursesHref, type CoursesQuery } from "@/lib/shared/courses-query";
import { FilterRow, type FilterOption } from "./filter-row";

// 分类 (全部 + parents), 细分 (children of the chosen parent), then the scene row.
// Changing a filter always goes back to page 1.
export function CourseFilters({ query, categories }: { query: CoursesQuery; categories: CourseCategory[] }) {
  const parent = categories.find((category) => category.id === query.cid);
  const parents: FilterOption[] = [
    { key: "all", label: "全部", href: coursesHref({ ...query, cid: 0, child: 0, page: 1 }), active: query.cid === 0 },
    ...categories.map((category) => ({
      key: String(category.id),
      label: category.name,
      href: coursesHref({ ...query, cid: category.id, child: 0, page: 1 }),
      active: category.id === query.cid,
    })),
  ];
  const children: FilterOption[] = parent
    ? [
        { key: "all", label: "全部", href: coursesHref({ ...query, child: 0, page: 1 }), active: query.child === 0 },
        ...parent.children.map((child) => ({
          key: String(child.id),
          label: child.name,
          href: coursesHref({ ...query, child: child.id, page: 1 }),
          active: child.id === query.child,
        })),
      ]
    : [];
  const scenes: FilterOption[] = COURSE_SCENES.map((scene) => ({
    key: scene.value || "all",
    label: scene.label,
    href: coursesHref({ ...query, scene: scene.value, page: 1 }),
    active: scene.value === query.scene,
  }));

  return (
    <div className="rounded-lg bg-white px-6 py-4 shadow-sm max-sm:px-4 max-sm:py-2">
      <FilterRow label="分类" options={parents} />
      {children.length > 1 && <FilterRow label="细分" options={children} />}
      <div className="mt-2 border-t border-gray-100 pt-2">
        <FilterRow label="筛选" options={scenes} />
      </div>
    </div>
  );
}
