"use client";

import { formatDuration } from "@/lib/format-duration";

interface PlayerToolbarProps {
  rates: readonly number[];
  rate: number;
  onRate: (rate: number) => void;
  qualities: string[];
  quality: number;
  onQuality: (index: number) => void;
  /** Trial length in seconds; 0 when not in trial mode. */
  trialSeconds: number;
  fullscreen: boolean;
  onFullscreen: () => void;
}

const selectClass = "rounded border border-white/30 bg-black/60 px-2 py-1 text-xs text-white";

export function PlayerToolbar(props: PlayerToolbarProps) {
  const { rates, rate, qualities, quality, trialSeconds, fullscreen } = props;
  return (
    <div className="flex items-center gap-3 bg-[#1a1a1a] px-3 py-2 text-xs text-white/80">
      {trialSeconds > 0 && (
        <span className="rounded bg-orange-500 px-2 py-0.5 text-white">试看 {formatDuration(trialSeconds)}</span>
      )}
      <span className="flex-1" />
      <label className="flex items-center gap-1">
        倍速
        <select
          className={selectClass}
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
          清晰度
          <select
            className={selectClass}
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
      <button type="button" className="rounded px-2 py-1 hover:bg-white/10" onClick={props.onFullscreen}>
        {fullscreen ? "退出全屏" : "全屏"}
      </button>
    </div>
  );
}
