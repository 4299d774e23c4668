import type { ReactNode } from "react";
import type { PlaybackState } from "@/lib/api/video-types";
import { BuyActions } from "./buy-actions";
import { PlayerPanel } from "./player-panel";
import { VideoStage, type VideoStageProps } from "./video-stage";

/** The stage's props, with the play addresses still in their server-side state. */
export type LessonPlayerProps = Omit<VideoStageProps, "urls" | "failed" | "isTry"> & { playback: PlaybackState };

/** Server-side switch: locked lesson, no address, or the (client) video stage. */
export function LessonPlayer({ playback, ...props }: LessonPlayerProps) {
  if (playback.kind === "locked") {
    return (
      <Frame>
        <PlayerPanel title="购买课程后即可观看本节课程" label="购买课程">
          <BuyActions {...props.buy} />
        </PlayerPanel>
      </Frame>
    );
  }
  if (playback.kind === "ready" && playback.urls.length === 0) {
    return (
      <Frame>
        <PlayerPanel title="暂无播放地址" />
      </Frame>
    );
  }
  return (
    <VideoStage
      {...props}
      urls={playback.kind === "ready" ? playback.urls : []}
      failed={playback.kind === "error"}
      isTry={playback.isTry}
    />
  );
}

function Frame({ children }: { children: ReactNode }) {
  return <div className="relative aspect-video w-full bg-black">{children}</div>;
}
