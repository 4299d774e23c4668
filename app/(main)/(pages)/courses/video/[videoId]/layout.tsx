import type { ReactNode } from "react";
import { loadLessonPage } from "@/lib/server/lesson-page";

// An unknown lesson must answer 404 before the page's loading skeleton starts the stream
// (a streamed response is a 200 whatever follows). The page reuses this request's fetch.
export default async function LessonLayout({ children, params }: { children: ReactNode; params: Promise<{ videoId: string }> }) {
  await loadLessonPage((await params).videoId);
  return children;
}
