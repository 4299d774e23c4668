import { formatDuration } from "@/lib/shared/format-duration";
import { rangeControl } from "./control-styles";

interface SeekBarProps {
  time: number;
  /** Seconds; 0 while unknown. */
  duration: number;
  disabled: boolean;
  onSeek: (seconds: number) => void;
}

/** The playback position as a slider. Its arrow keys are the player's ±5 s shortcuts (player-shortcuts). */
export function SeekBar({ time, duration, disabled, onSeek }: SeekBarProps) {
  const position = Math.min(Math.max(0, time), duration);
  return (
    <input
      type="range"
      data-seek-bar=""
      aria-label="播放进度"
      title="播放进度"
      aria-valuetext={`${formatDuration(position)} / ${formatDuration(duration)}`}
      min={0}
      max={duration}
      step="any"
      value={position}
      disabled={disabled || duration <= 0}
      onChange={(event) => onSeek(Number(event.target.value))}
      className={`block h-4 w-full max-lg:h-7 ${rangeControl}`}
    />
  );
}
