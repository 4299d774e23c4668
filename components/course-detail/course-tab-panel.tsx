import { CommentsSection } from "@/components/comments/comments-section";
import type { CourseDetail } from "@/lib/api/courses-types";
import { AttachmentList } from "./attachment-list";
import { ChapterList } from "./chapter-list";
import { CourseDescription } from "./course-description";
import type { CourseTabId } from "./course-tabs";

interface CourseTabPanelProps {
  tab: CourseTabId;
  /** The public course detail (fetched without a token). */
  detail: CourseDetail;
  purchaseNotice: string;
  returnTo: string;
}

export function CourseTabPanel({ tab, detail, purchaseNotice, returnTo }: CourseTabPanelProps) {
  const { course } = detail;
  switch (tab) {
    case 3:
      return <ChapterList chapters={detail.chapters} locked={!course.isFree} />;
    case 4:
      return (
        <CommentsSection
          rt={1}
          rid={course.id}
          allowed={course.allowComment}
          blockedHint={course.allowComment ? "购买课程后可参与评论" : "本课程已关闭评论"}
          returnTo={returnTo}
        />
      );
    case 5:
      return <AttachmentList courseId={course.id} attachments={detail.attachments} returnTo={returnTo} />;
    default:
      return <CourseDescription html={course.descriptionHtml} purchaseNotice={purchaseNotice} />;
  }
}
