"use client";

import Link from "next/link";
import { useState } from "react";
import useSWR from "swr";
import { Modal } from "@/components/ui/modal";
import { Spinner } from "@/components/ui/spinner";
import { fetchLessonProgress } from "@/lib/api/member-lists";
import { formatDuration } from "@/lib/shared/format-duration";

function ProgressRows({ courseId }: { courseId: number }) {
  const { data, error } = useSWR(["learned-course", courseId], ([, id]) => fetchLessonProgress(id));
  if (error) return <p className="text-sm text-red-600">加载失败，请稍后再试</p>;
  if (!data) return <Spinner className="mx-auto h-6 w-6" />;
  if (data.length === 0) return <p className="text-sm text-gray-500">暂无课时</p>;
  return (
    <ul aria-label="课时进度" className="max-h-96 divide-y divide-gray-100 overflow-y-auto">
      {data.map((lesson) => (
        <li key={lesson.id}>
          <Link
            prefetch={false}
            href={`/courses/video/${lesson.id}`}
            className="flex items-center gap-3 py-3 text-sm hover:text-primary-ink"
          >
            <span className="flex-1 truncate">{lesson.title}</span>
            <span className="text-xs text-gray-500">
              {formatDuration(lesson.watchSeconds)}/{formatDuration(lesson.duration)}
            </span>
            <span className={`w-12 text-right text-xs ${lesson.watched ? "text-green-700" : "text-gray-500"}`}>
              {lesson.watched ? "已学完" : "未学完"}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** 学习进度: per-lesson progress, loaded when the dialog opens. */
export function LessonProgressButton({ courseId }: { courseId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="text-sm text-gray-600 hover:text-primary-ink">
        学习进度
      </button>
      <Modal open={open} title="学习进度" onClose={() => setOpen(false)}>
        {open && <ProgressRows courseId={courseId} />}
      </Modal>
    </>
  );
}
