import { Spinner } from "@/components/ui/spinner";
import { BuyActions, type BuyInfo } from "./buy-actions";
import { NextLessonOverlay } from "./next-lesson-overlay";
import { PlayerPanel, panelButton } from "./player-panel";
import type { SourceStatus } from "./use-play-sources";

export type StageOverlay = null | "trial-end" | "ended" | "taken-over";

interface StageOverlaysProps {
  status: SourceStatus;
  overlay: StageOverlay;
  buy: BuyInfo;
  nextLessonId: number | null;
  onRetry: () => void;
  onReplay: () => void;
  onPlayHere: () => void;
}

/** Whatever covers the picture: loading, load failure, trial end, next lesson, another tab. */
export function StageOverlays({
  status,
  overlay,
  buy,
  nextLessonId,
  onRetry,
  onReplay,
  onPlayHere,
}: StageOverlaysProps) {
  if (status === "loading") {
    return (
      <div role="status" className="absolute inset-0 z-20 flex items-center justify-center bg-black/60 text-white">
        <Spinner className="h-8 w-8" />
        <span className="sr-only">视频加载中</span>
      </div>
    );
  }
  if (status === "error") {
    return (
      <PlayerPanel title="视频加载失败，请稍后重试">
        <button type="button" className={panelButton} onClick={onRetry}>
          重试
        </button>
      </PlayerPanel>
    );
  }
  switch (overlay) {
    case "trial-end":
      return (
        <PlayerPanel title="试看结束，购买课程观看所有视频">
          <BuyActions {...buy} />
        </PlayerPanel>
      );
    case "ended":
      return <NextLessonOverlay nextLessonId={nextLessonId} onReplay={onReplay} />;
    case "taken-over":
      return (
        <PlayerPanel title="您已打开新视频，暂停本视频播放">
          <button type="button" className={panelButton} onClick={onPlayHere}>
            继续在此播放
          </button>
        </PlayerPanel>
      );
    default:
      return null;
  }
}
