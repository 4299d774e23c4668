import { useRouter } from "next/navigation";
import { useState } from "react";
import { PlayerPanel, panelButton, panelGhostButton } from "./player-panel";
import { useCountdown } from "./use-countdown";

export const AUTO_NEXT_SECONDS = 10;

/** After the last frame: 播放下一节课程 with a 10 s auto-play countdown, or the course is done. */
export function NextLessonOverlay({ nextLessonId, onReplay }: { nextLessonId: number | null; onReplay: () => void }) {
  const router = useRouter();
  const [cancelled, setCancelled] = useState(false);
  const href = nextLessonId ? `/courses/video/${nextLessonId}` : null;
  const goNext = () => {
    if (href) router.replace(href);
  };
  const left = useCountdown(AUTO_NEXT_SECONDS, href !== null && !cancelled, goNext);

  if (!href) {
    return (
      <PlayerPanel title="恭喜你学完最后一节">
        <button type="button" className={panelGhostButton} onClick={onReplay}>
          重新播放
        </button>
      </PlayerPanel>
    );
  }
  return (
    <PlayerPanel title="本节已播放完毕" label="播放下一节">
      <button type="button" className={panelButton} onClick={goNext}>
        播放下一节课程
      </button>
      {cancelled ? (
        <button type="button" className={panelGhostButton} onClick={onReplay}>
          重新播放
        </button>
      ) : (
        <p className="flex items-center gap-3 text-sm text-white/80">
          <span role="timer">{left}秒后开始自动播放下一节</span>
          <button type="button" className="underline hover:text-white" onClick={() => setCancelled(true)}>
            取消
          </button>
        </p>
      )}
    </PlayerPanel>
  );
}
