import { useEffect, useState } from "react";
import { useSystemStore, useUserStore } from "@/lib/stores/store-provider";
import { watermarkPosition, watermarkText } from "./watermark-text";

export const WATERMARK_MOVE_MS = 4000;

/** The moving anti-piracy text (config.player.bullet_secret) over the video. */
export function Watermark() {
  const player = useSystemStore((state) => state.config?.player);
  const user = useUserStore((state) => state.user);
  const [position, setPosition] = useState({ top: 8, left: 8 });
  const enabled = player?.enabled_bullet_secret === true;

  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => setPosition(watermarkPosition()), WATERMARK_MOVE_MS);
    return () => clearInterval(timer);
  }, [enabled]);

  if (!enabled || !player) return null;
  const text = watermarkText(player.bullet_secret.text, user ? { id: user.id, mobile: user.mobile } : null);
  if (!text) return null;
  const { size, color, opacity } = player.bullet_secret;
  return (
    <div
      aria-hidden="true"
      data-testid="player-watermark"
      className="pointer-events-none absolute z-10 select-none whitespace-nowrap transition-all duration-1000 ease-linear"
      style={{ top: `${position.top}%`, left: `${position.left}%`, fontSize: size, color, opacity }}
    >
      {text}
    </div>
  );
}
