import { useReducer, type RefObject } from "react";
import { formatDuration } from "@/lib/shared/format-duration";
import { iconButton, selectControl } from "./control-styles";
import type { PlayerCommand } from "./player-commands";
import { FullscreenIcon, PauseIcon, PlayIcon } from "./player-icons";
import { SeekBar } from "./seek-bar";
import { useMediaState } from "./use-media-state";
import { VolumeControl } from "./volume-control";

interface PlayerControlsProps {
  videoRef: RefObject<HTMLVideoElement | null>;
  /** The lesson's length from the backend, shown until the media reports its own. */
  fallbackDuration: number;
  /** An overlay covers the video: play and seek wait. */
  blocked: boolean;
  onCommand: (command: PlayerCommand) => void;
  rates: readonly number[];
  rate: number;
  onRate: (rate: number) => void;
  qualities: string[];
  quality: number;
  onQuality: (index: number) => void;
  /** Trial length in seconds; 0 when not in trial mode. */
  trialSeconds: number;
  fullscreen: boolean;
}

/** The player's only controls: the <video> has none of its own. */
export function PlayerControls(props: PlayerControlsProps) {
  const { rates, rate, qualities, quality, trialSeconds, fullscreen, blocked } = props;
  const media = useMediaState(props.videoRef);
  // A command changes the element at once but its events come later; re-reading it now keeps a
  // dragged slider from jumping back to the old value for a frame.
  const [, reread] = useReducer((count: number) => count + 1, 0);
  const run = (command: PlayerCommand) => {
    props.onCommand(command);
    reread();
  };
  const duration =
    Number.isFinite(media.duration) && media.duration > 0 ? media.duration : Math.max(0, props.fallbackDuration);
  const playLabel = media.paused ? "播放" : "暂停";
  const fullscreenLabel = fullscreen ? "退出全屏" : "全屏";

  return (
    <div className="bg-[#1a1a1a] px-3 pb-2 pt-1.5 text-xs text-white/80">
      <SeekBar
        time={media.time}
        duration={duration}
        disabled={blocked}
        onSeek={(seconds) => run({ type: "seek-to", seconds })}
      />
      {/* One row on a phone too: the select labels and 全屏 keep their names but show no text there. */}
      <div className="mt-1 flex items-center gap-2 max-sm:gap-1">
        <button
          type="button"
          className={iconButton}
          aria-label={playLabel}
          title={playLabel}
          disabled={blocked}
          onClick={() => run({ type: "toggle-play" })}
        >
          {media.paused ? <PlayIcon /> : <PauseIcon />}
        </button>
        <span className="tabular-nums" data-testid="player-time">
          {formatDuration(media.time)} / {formatDuration(duration)}
        </span>
        <VolumeControl
          volume={media.volume}
          muted={media.muted}
          onToggleMute={() => run({ type: "toggle-mute" })}
          onLevel={(level) => run({ type: "set-volume", level })}
        />
        {trialSeconds > 0 && (
          <span className="rounded bg-orange-500 px-2 py-0.5 text-white">试看 {formatDuration(trialSeconds)}</span>
        )}
        <span className="flex-1" />
        <label className="flex items-center gap-1">
          <span className="max-sm:sr-only">倍速</span>
          <select
            className={selectControl}
            value={rate}
            disabled={rates.length < 2}
            onChange={(event) => props.onRate(Number(event.target.value))}
          >
            {rates.map((value) => (
              <option key={value} value={value}>
                {value}x
              </option>
            ))}
          </select>
        </label>
        {qualities.length > 1 && (
          <label className="flex items-center gap-1">
            <span className="max-sm:sr-only">清晰度</span>
            <select
              className={selectControl}
              value={quality}
              onChange={(event) => props.onQuality(Number(event.target.value))}
            >
              {qualities.map((label, index) => (
                <option key={`${label}-${index}`} value={index}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        )}
        <button type="button" className={iconButton} onClick={() => run({ type: "toggle-fullscreen" })}>
          <FullscreenIcon active={fullscreen} />
          <span className="max-sm:sr-only">{fullscreenLabel}</span>
        </button>
      </div>
    </div>
  );
}
