import "server-only";
import { fetchCourseDetail } from "../api/courses";
import { canWatchCourse } from "../shared/course-watchable";
import { logSoftFailure } from "../shared/soft-failure";
import { loadAssetOrigin, loadMemberDetail } from "./bootstrap";

/**
 * Which of `courseIds` the member may watch. The favourites list does not say, so each course
 * is asked with the member's token (one page holds at most 10); a course that cannot be read
 * counts as not watchable, which only turns 继续学习 into a link to its page.
 */
export async function loadWatchableCourseIds(courseIds: number[], token: string): Promise<Set<number>> {
  const [user, assetOrigin] = await Promise.all([loadMemberDetail(token), loadAssetOrigin()]);
  const answers = await Promise.all(
    courseIds.map((id) =>
      fetchCourseDetail(id, assetOrigin, token)
        .then((detail) => (canWatchCourse(detail, user) ? id : null))
        .catch((error: unknown) => {
          logSoftFailure(`读取收藏课程 ${id}`, error, "视为不可观看（继续学习链接到课程页）");
          return null;
        }),
    ),
  );
  return new Set(answers.filter((id): id is number => id !== null));
}
