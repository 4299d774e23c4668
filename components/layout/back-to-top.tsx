import { useEffect, useState } from "react";

export const BACK_TO_TOP_THRESHOLD_PX = 2000;

export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY >= BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0 })}
      className="fixed right-8 bottom-24 z-40 flex h-12 w-12 items-center justify-center rounded-full bg-white text-sm text-gray-600 shadow-lg hover:text-primary-ink"
    >
      顶部
    </button>
  );
}
