/** @jest-environment node */
import { fetchOwnedCourseProgress, OWNED_COURSES_READ_SIZE } from "../api/member-lists";
import { jsonResponse, lastRequest, mockFetch } from "../test-helpers/fetch-mock";

beforeEach(() => {
  process.env.MEEDU_API_URL = "http://meedu.internal:8000/";
});

// MeEdu 4.9.30's GET /api/v3/member/courses: {data:[{course_id, watch_record ({…progress} or []), course}], total}.
const bought = (courseId: number, watchRecord: unknown) => ({
  course_id: courseId,
  user_id: 12,
  charge: 99,
  created_at: "2024-05-01 10:30:16",
  learned_count: 0,
  watch_record: watchRecord,
  last_view_video: [],
  course: { id: courseId, title: "课程", thumb: "", charge: 99, videos_count: 5 },
});

it("asks once for the bought courses and answers each one's progress", async () => {
  const fetchMock = mockFetch(
    jsonResponse({
      code: 0,
      message: "",
      data: {
        data: [bought(3, { id: 8, course_id: 3, progress: 40 }), bought(4, []), bought(5, { progress: 180 })],
        total: 3,
      },
    }),
  );
  const progress = await fetchOwnedCourseProgress();
  expect([...progress]).toEqual([
    [3, 40],
    [4, 0],
    [5, 100],
  ]);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(lastRequest(fetchMock).url).toBe(
    `http://meedu.internal:8000/api/v3/member/courses?page=1&size=${OWNED_COURSES_READ_SIZE}`,
  );
});
