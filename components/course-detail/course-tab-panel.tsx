import { CommentsSection } from "@/components/comments/comments-section";
import type { CourseDetail } from "@/lib/api/course-models";
import { AttachmentList } from "./attachment-list";
import { ChapterList } from "./chapter-list";
import { CourseDescription } from "./course-description";
import type { CourseTabId } from "./course-tabs";

interface CourseTabPanelProps {
  tab: CourseTabId;
  detail: CourseDetail;
  isLogin: boolean;
  purchaseNotice: string;
  returnTo: string;
}

function commentHint(detail: CourseDetail): string {
  if (!detail.course.allowComment) return "本课程已关闭评论";
  return "购买课程后可参与评论";
}

export function CourseTabPanel({ tab, detail, isLogin, purchaseNotice, returnTo }: CourseTabPanelProps) {
  const { course, isBuy } = detail;
  const hasAccess = isBuy || course.isFree;
  switch (tab) {
    case 3:
      return <ChapterList chapters={detail.chapters} locked={!isBuy && !course.isFree} />;
    case 4:
      return (
        <CommentsSection
          rt={1}
          rid={course.id}
          canPost={isLogin && hasAccess && course.allowComment}
          blockedHint={commentHint(detail)}
          returnTo={returnTo}
        />
      );
    case 5:
      return (
        <AttachmentList
          courseId={course.id}
          attachments={detail.attachments}
          isLogin={isLogin}
          canDownload={isLogin && isBuy}
          returnTo={returnTo}
        />
      );
    default:
      return <CourseDescription html={course.descriptionHtml} purchaseNotice={purchaseNotice} />;
  }
}
