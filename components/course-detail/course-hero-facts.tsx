import { courseHeroFacts, type HeroFactsInput } from "@/lib/shared/course-facts";

/** The course's facts between its description and the buy area: the same for every visitor (cached HTML). */
export function CourseHeroFacts(props: HeroFactsInput) {
  const rows = courseHeroFacts(props);
  if (rows.length === 0) return null;
  return (
    <dl
      aria-label="课程概况"
      className="mt-4 grid grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] gap-3 rounded-md bg-gray-50 px-4 py-3 text-sm max-sm:grid-cols-2"
    >
      {rows.map((row) => (
        <div key={row.label} className="min-w-0">
          <dt className="text-xs text-gray-500">{row.label}</dt>
          <dd className="mt-1 truncate font-medium text-gray-900" title={row.value}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
