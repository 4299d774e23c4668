"use client";

import { useRef, useState, type SyntheticEvent } from "react";
import type { PlayUrl } from "@/lib/api/video-types";
import { readWatchMemory, resumeSeconds } from "@/lib/browser/watch-memory";
import { useSystemStore, useUserStore } from "@/lib/stores/store-provider";
import type { BuyInfo } from "./buy-actions";
import { allowedRates, resumePosition } from "./playback-rules";
import { PlayerControls } from "./player-controls";
import { PLAYER_KEY_SHORTCUTS } from "./player-shortcuts";
import { ResumeNote } from "./resume-note";
import { StageOverlays, type StageOverlay } from "./stage-overlays";
import { useFullscreen } from "./use-fullscreen";
import { useMediaSource } from "./use-media-source";
import { usePlaySources } from "./use-play-sources";
import { usePlaybackGuards } from "./use-playback-guards";
import { usePlayerCommands } from "./use-player-commands";
import { useProgressReporting } from "./use-progress-reporting";
import { useSinglePlayback } from "./use-single-playback";
import { Watermark } from "./watermark";

export interface VideoStageProps {
  videoId: number;
  urls: PlayUrl[];
  /** The server could not get the URLs; the member may retry. */
  failed: boolean;
  isTry: boolean;
  freeSeconds: number;
  banDrag: boolean;
  /** Lesson length from the backend, used until the media reports its own. */
  duration: number;
  watchedSeconds: number;
  nextLessonId: number | null;
  buy: BuyInfo;
}

export function VideoStage(props: VideoStageProps) {
  const { videoId, isTry, freeSeconds, banDrag, watchedSeconds } = props;
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const resumed = useRef(false);
  const lastPointer = useRef("");
  const [overlay, setOverlay] = useState<StageOverlay>(null);
  const [resumedAt, setResumedAt] = useState(0);
  const [rate, setRate] = useState(1);
  const memberId = useUserStore((state) => state.user?.id ?? null);
  const poster = useSystemStore((state) => state.config?.player.cover) || undefined;
  const sources = usePlaySources(videoRef, { videoId, isTry, initialUrls: props.urls, failed: props.failed });
  const trialSeconds = isTry ? freeSeconds : 0;
  const rates = allowedRates(banDrag);

  // Another tab took over: pause only. The source stays attached, so this tab keeps its position
  // (and shows it) and 继续在此播放 goes on from there.
  const { claim } = useSinglePlayback(videoId, () => {
    videoRef.current?.pause();
    setOverlay("taken-over");
  });
  useMediaSource(videoRef, sources.source, sources.attachKey, sources.onFatal);
  useProgressReporting(videoRef, { videoId, lessonSeconds: props.duration, watchedSeconds, memberId });
  const guards = usePlaybackGuards(videoRef, {
    banDrag,
    watchedSeconds,
    trialSeconds,
    onTrialEnd: () => setOverlay("trial-end"),
  });
  const fullscreen = useFullscreen(frameRef, videoRef);
  const blocked = overlay !== null || sources.status !== "ok";
  const commands = usePlayerCommands(videoRef, {
    forwardLimit: guards.forwardLimit,
    fallbackDuration: props.duration,
    toggleFullscreen: fullscreen.toggle,
    blocked,
  });

  const onLoadedMetadata = (event: SyntheticEvent<HTMLVideoElement>) => {
    const video = event.currentTarget;
    video.defaultPlaybackRate = rate;
    video.playbackRate = rate;
    const pending = sources.takePendingSeek();
    if (pending) {
      if (pending.time > 0) video.currentTime = pending.time;
      if (pending.play) video.play().catch(() => undefined); // autoplay refused: the play button stays
      return;
    }
    if (resumed.current) return;
    resumed.current = true;
    const length = Number.isFinite(video.duration) && video.duration > 0 ? video.duration : props.duration;
    // Where this browser saw the member stop, unless MeEdu learnt of more from another device.
    const memory = memberId === null ? null : readWatchMemory(memberId, videoId);
    const at = resumePosition(resumeSeconds(watchedSeconds, memory), length, isTry ? freeSeconds : null);
    if (at > 0) {
      video.currentTime = at;
      setResumedAt(at);
    }
  };

  const changeRate = (value: number) => {
    setRate(value);
    if (videoRef.current) videoRef.current.playbackRate = value;
  };

  const replay = () => {
    setOverlay(null);
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = 0;
    video.play().catch(() => undefined); // refused or interrupted by a new source: the play button stays
  };

  const playHere = () => {
    claim();
    setOverlay(null);
    videoRef.current?.play().catch(() => undefined); // refused: the play button stays
  };

  return (
    // Focusable so the shortcuts work once the member clicks the picture or tabs to the player.
    <div
      ref={frameRef}
      role="group"
      aria-label="视频播放器"
      aria-keyshortcuts={PLAYER_KEY_SHORTCUTS}
      tabIndex={0}
      onKeyDown={commands.onKeyDown}
      className={`flex h-full w-full flex-col bg-black focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-primary ${fullscreen.emulated ? "fixed inset-0 z-[60]" : ""}`}
      data-testid="player-frame"
    >
      <div className={fullscreen.active ? "relative min-h-0 flex-1" : "relative aspect-video w-full"}>
        <video
          ref={videoRef}
          className="absolute inset-0 h-full w-full bg-black"
          aria-label="课程视频"
          playsInline
          preload="metadata"
          poster={poster}
          // No `controls`: the bar below is the only set. These limits still apply should the member
          // switch the native ones on from the browser's context menu.
          controlsList="nodownload nofullscreen noremoteplayback noplaybackrate"
          disablePictureInPicture
          onLoadedMetadata={onLoadedMetadata}
          onPlay={claim}
          onPlaying={sources.markHealthy}
          onEnded={() => setOverlay(isTry ? "trial-end" : "ended")}
          onError={sources.onFatal}
          onPointerDown={(event) => {
            lastPointer.current = event.pointerType;
          }}
          onClick={() => commands.run({ type: "toggle-play" })}
          onDoubleClick={(event) => {
            event.preventDefault();
            // A quick second tap on a phone means play/pause again, not fullscreen (全屏 is in the bar below).
            if (lastPointer.current !== "touch") fullscreen.toggle();
          }}
        />
        <Watermark />
        {resumedAt > 0 && <ResumeNote seconds={resumedAt} />}
        <StageOverlays
          status={sources.status}
          overlay={overlay}
          buy={props.buy}
          nextLessonId={props.nextLessonId}
          onRetry={sources.retry}
          onReplay={replay}
          onPlayHere={playHere}
        />
      </div>
      <PlayerControls
        videoRef={videoRef}
        fallbackDuration={props.duration}
        blocked={blocked}
        onCommand={commands.run}
        rates={rates}
        rate={rate}
        onRate={changeRate}
        qualities={sources.urls.map((url) => url.label)}
        quality={sources.quality}
        onQuality={sources.changeQuality}
        trialSeconds={trialSeconds}
        fullscreen={fullscreen.active}
      />
    </div>
  );
}
