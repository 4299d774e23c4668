import { isSilent, type VolumeState } from "./media-volume";
import { iconButton, rangeControl } from "./control-styles";
import { VolumeIcon } from "./player-icons";

interface VolumeControlProps extends VolumeState {
  onToggleMute: () => void;
  onLevel: (level: number) => void;
}

/** Mute button and level slider; a muted player shows its slider at 0. */
export function VolumeControl({ volume, muted, onToggleMute, onLevel }: VolumeControlProps) {
  const silent = isSilent({ volume, muted });
  const shown = silent ? 0 : volume;
  const muteLabel = silent ? "取消静音" : "静音";
  return (
    <div className="flex items-center gap-1">
      <button type="button" className={iconButton} aria-label={muteLabel} title={muteLabel} onClick={onToggleMute}>
        <VolumeIcon silent={silent} />
      </button>
      <input
        type="range"
        aria-label="音量"
        title="音量"
        aria-valuetext={`${Math.round(shown * 100)}%`}
        min={0}
        max={1}
        step={0.05}
        value={shown}
        onChange={(event) => onLevel(Number(event.target.value))}
        // Phones set the level with their own buttons: only 静音 stays.
        className={`h-4 w-20 max-sm:hidden ${rangeControl}`}
      />
    </div>
  );
}
