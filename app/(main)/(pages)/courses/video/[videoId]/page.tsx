import type { Metadata } from "next";
import { PRIVATE_PAGE_ROBOTS } from "@/lib/server/page-metadata";
import { CommentsSection } from "@/components/comments/comments-section";
import { COURSES_SECTION, courseCrumb } from "@/components/ui/course-crumbs";
import { AttachmentList } from "@/components/course-detail/attachment-list";
import { CourseAccessProvider } from "@/components/course-detail/course-access";
import { CurrentLessonScroller } from "@/components/player/current-lesson-scroller";
import { LessonList } from "@/components/player/lesson-list";
import { LessonPlayer } from "@/components/player/lesson-player";
import { LessonTabs } from "@/components/player/lesson-tabs";
import { PhoneContinue } from "@/components/player/phone-continue";
import { LazySharePopover } from "@/components/share/lazy-share-popover";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { nextLessonId } from "@/lib/api/video";
import { loadLessonCourse, loadLessonPage, loadPlayback } from "@/lib/server/lesson-page";
import { loadSystemConfig } from "@/lib/server/bootstrap";
import { loadForMember } from "@/lib/server/member-data";
import { absoluteSiteUrl } from "@/lib/server/site-url";
import { siteEnv } from "@/lib/shared/env";
import { lessonH5Address } from "@/lib/shared/lesson-h5-address";
import { routeHref } from "@/lib/shared/routes/route-href";

interface PageProps {
  params: Promise<{ videoId: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const page = await loadLessonPage((await params).videoId);
  return { title: page?.video.title || "课时", robots: PRIVATE_PAGE_ROBOTS };
}

export default async function LessonPageRoute({ params }: PageProps) {
  const { videoId } = await params;
  // Middleware only sees that a cookie exists; an expired token and the member gates are checked here.
  const { page, token } = await loadForMember(`/courses/video/${videoId}`, async (token) => ({
    page: await loadLessonPage(videoId),
    token,
  }));
  if (!page) {
    return (
      <div className="mx-auto max-w-site px-4 py-24 text-center text-gray-500">
        <h1 className="text-lg text-gray-800">课时加载失败</h1>
        <p className="mt-2">请稍后刷新页面重试。</p>
      </div>
    );
  }

  const { video, course } = page;
  const [playback, courseDetail, config] = await Promise.all([
    loadPlayback(page, token),
    loadLessonCourse(course.id, token),
    loadSystemConfig(),
  ]);
  const h5Address = lessonH5Address(config?.h5_url ?? "", video.id, siteEnv().h5RouteStyle);
  const courseAccess = courseDetail?.isBuy ?? page.canWatch;
  const path = `/courses/video/${video.id}`;

  return (
    <div className="mx-auto max-w-site px-4">
      <Breadcrumb sections={[COURSES_SECTION]} trail={[courseCrumb(course)]} current={video.title} />
      <div className="mb-4 flex items-center justify-between gap-4 max-sm:mb-3">
        <h1 className="min-w-0 truncate text-xl font-semibold text-gray-900 max-sm:text-lg">{video.title}</h1>
        <div className="flex shrink-0 items-center gap-4">
          {h5Address && <PhoneContinue h5Address={h5Address} />}
          {/* A lesson is the member's own: what can be shared is its course. */}
          <LazySharePopover url={absoluteSiteUrl(routeHref("course", {}, course.id))} title={course.title} />
        </div>
      </div>
      {/* Below 1024 px the video takes the full width (on phones edge to edge) and the catalogue follows it. */}
      <div className="flex items-stretch overflow-hidden rounded-lg bg-[#1f1f1f] shadow-sm max-lg:flex-col max-sm:-mx-4 max-sm:rounded-none">
        <div className="min-w-0 flex-1">
          <LessonPlayer
            key={video.id}
            videoId={video.id}
            playback={playback}
            freeSeconds={video.freeSeconds}
            banDrag={video.banDrag}
            duration={video.duration}
            watchedSeconds={page.watchedProgress[video.id]?.watchSeconds ?? 0}
            nextLessonId={nextLessonId(page.chapters, video.id)}
            buy={{ courseId: course.id, charge: course.charge, isVipFree: course.isVipFree }}
          />
        </div>
        <aside className="relative w-80 shrink-0 border-l border-black/40 max-lg:h-80 max-lg:w-auto max-lg:border-t max-lg:border-l-0">
          <CurrentLessonScroller key={video.id}>
            <LessonList
              chapters={page.chapters}
              currentId={video.id}
              paid={!course.isFree}
              courseAccess={courseAccess}
              buyVideos={page.buyVideos}
              progress={page.watchedProgress}
            />
          </CurrentLessonScroller>
        </aside>
      </div>
      <LessonTabs
        tabs={[
          {
            label: "课时评论",
            content: (
              <CourseAccessProvider courseId={course.id} known={{ isBuy: page.canWatch, isCollect: false }}>
                <CommentsSection
                  rt={2}
                  rid={video.id}
                  allowed={video.allowComment}
                  blockedHint={video.allowComment ? "购买课程后可参与评论" : "本课时已关闭评论"}
                  returnTo={path}
                />
              </CourseAccessProvider>
            ),
          },
          {
            label: "课程附件",
            content: (
              <CourseAccessProvider courseId={course.id} known={{ isBuy: courseAccess, isCollect: false }}>
                <AttachmentList courseId={course.id} attachments={courseDetail?.attachments ?? []} returnTo={path} />
              </CourseAccessProvider>
            ),
          },
        ]}
      />
    </div>
  );
}
