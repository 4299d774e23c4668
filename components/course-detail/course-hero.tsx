import { LazySharePopover } from "@/components/share/lazy-share-popover";
import type { CourseInfo } from "@/lib/api/courses-types";
import type { CourseFacts } from "@/lib/shared/course-facts";
import { BuyArea } from "./buy-area";
import { CollectButton } from "./collect-button";
import { CourseHeroFacts } from "./course-hero-facts";

interface CourseHeroProps {
  course: CourseInfo;
  /** The course's canonical address, for 分享. */
  url: string;
  facts: CourseFacts;
  categoryName: string;
}

export function CourseHero({ course, url, facts, categoryName }: CourseHeroProps) {
  return (
    <section
      aria-label="课程信息"
      className="flex flex-col gap-8 rounded-lg bg-white p-6 shadow-sm max-md:gap-5 max-sm:p-4 md:flex-row"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- covers live on the API host */}
      <img
        src={course.thumb}
        alt={course.title}
        width={320}
        height={240}
        fetchPriority="high"
        className="aspect-[4/3] w-full shrink-0 self-start rounded-md bg-gray-100 object-cover md:w-80"
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-4">
          <h1 className="text-2xl leading-9 font-semibold text-gray-900 max-sm:text-xl max-sm:leading-8">
            {course.title}
          </h1>
          <div className="flex shrink-0 items-center gap-4">
            <LazySharePopover url={url} title={course.title} />
            <CollectButton courseId={course.id} />
          </div>
        </div>
        {course.shortDescription && <p className="mt-3 text-sm leading-6 text-gray-500">{course.shortDescription}</p>}
        <CourseHeroFacts
          facts={facts}
          userCount={course.userCount}
          categoryName={categoryName}
          publishedAt={course.publishedAt}
        />
        <div className="mt-auto pt-6">
          <BuyArea course={course} />
        </div>
      </div>
    </section>
  );
}
