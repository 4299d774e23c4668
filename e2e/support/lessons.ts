import { E2E_API_URL } from "./environment";

export interface SeedLesson {
  id: number;
  title: string;
  chapter_id: number;
  duration: number;
  free_seconds: number;
}

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

async function get<T>(path: string, token?: string, apiURL = E2E_API_URL): Promise<Envelope<T>> {
  const response = await fetch(`${apiURL}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return (await response.json()) as Envelope<T>;
}

/** A course's lessons in the order the site lists them: no-chapter lessons first, then by chapter. */
export async function courseLessons(courseId: number, apiURL = E2E_API_URL): Promise<SeedLesson[]> {
  const { data } = await get<{ chapters: { id: number }[]; videos: Record<string, SeedLesson[]> | SeedLesson[][] }>(
    `/api/v2/course/${courseId}`,
    undefined,
    apiURL,
  );
  const groups = new Map<number, SeedLesson[]>();
  for (const list of Object.values(data.videos)) {
    for (const lesson of list) groups.set(lesson.chapter_id, [...(groups.get(lesson.chapter_id) ?? []), lesson]);
  }
  const chapterIds = data.chapters.map((chapter) => chapter.id);
  const loose = [...groups.entries()].filter(([id]) => !chapterIds.includes(id)).flatMap(([, lessons]) => lessons);
  return [...loose, ...chapterIds.flatMap((id) => groups.get(id) ?? [])];
}

/** The format of a lesson's first play URL (mp4, m3u8), as the member would get it. */
export async function playFormat(videoId: number, token: string, apiURL = E2E_API_URL): Promise<string> {
  const { data } = await get<{ urls: { format: string }[] }>(`/api/v2/video/${videoId}/playinfo`, token, apiURL);
  return data.urls?.[0]?.format ?? "";
}

/** What the API recorded for the demo member (test hook). */
export async function recordedSeconds(mobile: string, videoId: number, apiURL = E2E_API_URL): Promise<number> {
  const path = `/__test/progress?mobile=${mobile}&video_id=${videoId}`;
  const { code, data } = await get<{ watch_seconds?: number }>(path, undefined, apiURL);
  return code === 0 ? Number(data.watch_seconds ?? 0) : 0;
}
