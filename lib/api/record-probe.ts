import { apiRequest } from "./client";
import { isApiError } from "./errors";

/** The records whose pages are read by id: the reads the course, lesson and announcement pages make. */
export type ProbedRecord = "course" | "lesson" | "announcement";

const RECORD_PATHS: Record<ProbedRecord, (id: number) => string> = {
  course: (id) => `v2/course/${id}`,
  lesson: (id) => `v2/video/${id}`,
  announcement: (id) => `v2/announcement/${id}`,
};

/**
 * Whether the backend has the record, asked as a visitor and uncached (middleware has no data
 * cache): "missing" only on MeEdu's 404, "unknown" when it cannot say (down, slow, throttled).
 */
export async function probeRecord(
  kind: ProbedRecord,
  id: number,
  timeoutMs: number,
): Promise<"found" | "missing" | "unknown"> {
  try {
    await apiRequest<unknown>(RECORD_PATHS[kind](id), { timeoutMs, silent: true });
    return "found";
  } catch (error) {
    return isApiError(error) && error.kind === "not-found" ? "missing" : "unknown";
  }
}
