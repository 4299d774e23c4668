import type { ReactNode } from "react";

/** A message over (or instead of) the video, centred in the 16:9 frame. */
export function PlayerPanel({ title, children, label }: { title: string; children?: ReactNode; label?: string }) {
  return (
    <div
      role="region"
      aria-label={label ?? title}
      className="absolute inset-0 z-20 flex flex-col items-center justify-center gap-5 bg-black/80 px-6 text-center text-white"
    >
      <p className="text-lg">{title}</p>
      {children}
    </div>
  );
}

export const panelButton =
  "rounded-md bg-primary-ink px-5 py-2 text-sm text-white hover:bg-primary-dark focus:outline-none focus-visible:ring-2 focus-visible:ring-white";
export const panelGhostButton =
  "rounded-md border border-white/60 px-5 py-2 text-sm text-white hover:bg-white/10 focus:outline-none focus-visible:ring-2 focus-visible:ring-white";
