import type { Metadata } from "next";
import { CourseFilters } from "@/components/courses/course-filters";
import { CourseGrid } from "@/components/courses/course-grid";
import { PaginationLinks } from "@/components/ui/pagination-links";
import { fetchCourseCategories, fetchCourses } from "@/lib/api/courses";
import { coursesHref, filterCategoryId, parseCoursesQuery, resolveCoursesQuery } from "@/lib/courses-query";
import type { SearchParams } from "@/lib/search-params";
import { absoluteSiteUrl } from "@/lib/server/site-url";

interface PageProps {
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  const query = parseCoursesQuery(await searchParams);
  return {
    title: "录播课",
    description: "全部录播课程：按分类筛选免费课与热门课，在线学习。",
    alternates: { canonical: await absoluteSiteUrl(coursesHref(query)) },
  };
}

export default async function CoursesPage({ searchParams }: PageProps) {
  const categories = await fetchCourseCategories().catch(() => []);
  const query = resolveCoursesQuery(parseCoursesQuery(await searchParams), categories);
  const result = await fetchCourses({ page: query.page, categoryId: filterCategoryId(query), scene: query.scene });

  return (
    <div className="mx-auto max-w-site px-4 pt-6">
      <h1 className="sr-only">录播课</h1>
      <CourseFilters query={query} categories={categories} />
      <CourseGrid courses={result.items} />
      <PaginationLinks
        page={query.page}
        lastPage={result.lastPage}
        hrefFor={(page) => coursesHref({ ...query, page })}
      />
    </div>
  );
}
