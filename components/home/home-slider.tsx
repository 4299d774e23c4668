"use client";

import { useEffect, useState } from "react";
import { SlideLink } from "./slide-link";

export const SLIDE_INTERVAL_MS = 5000;

// White focus rings: the theme's blue one would vanish on the banners. The slide's own sits inside the clipped frame.
const controlFocus = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";
const slideFocus = "focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-white";

export function HomeSlider({ slides }: { slides: { src: string; href: string }[] }) {
  const [current, setCurrent] = useState(0);
  const [stopped, setStopped] = useState(false);
  // Rotation waits while the visitor points at or tabs into the slider (WCAG 2.2.2).
  const [held, setHeld] = useState(false);
  const count = slides.length;
  const rotating = count > 1 && !stopped && !held;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count, rotating]);

  if (count === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label="首页轮播"
      className="relative mt-6 overflow-hidden rounded-lg max-sm:-mx-4 max-sm:mt-0 max-sm:rounded-none"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      {/* A phone shows the 3:1 banner edge to edge, its left part at 16:9, so the text drawn into it stays readable. */}
      <div className="aspect-[3/1] w-full bg-gray-200 max-sm:aspect-video" aria-live={rotating ? "off" : "polite"}>
        {slides.map((slide, index) => (
          <div
            key={`${index}-${slide.src}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${count}`}
            // Hidden slides leave the tab order and the accessibility tree.
            inert={index !== current}
            className={`absolute inset-0 transition-opacity duration-500 ${index === current ? "opacity-100" : "pointer-events-none opacity-0"}`}
          >
            <SlideLink href={slide.href} className={`block h-full w-full ${slideFocus}`}>
              {/* eslint-disable-next-line @next/next/no-img-element -- banners live on the API host */}
              <img
                src={slide.src}
                alt={`轮播图 ${index + 1}`}
                className="h-full w-full object-cover max-sm:object-left"
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : "auto"}
              />
            </SlideLink>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="absolute bottom-3 left-1/2 flex -translate-x-1/2 items-center rounded-full bg-black/60 px-2">
          <button
            type="button"
            aria-label={stopped ? "播放轮播" : "暂停轮播"}
            onClick={() => setStopped((value) => !value)}
            className={`h-6 rounded px-1.5 text-xs text-white ${controlFocus}`}
          >
            {stopped ? "播放" : "暂停"}
          </button>
          {/* 24 px targets around the small dots (WCAG 2.5.8). */}
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              aria-label={`第 ${index + 1} 张`}
              aria-current={index === current ? "true" : undefined}
              onClick={() => setCurrent(index)}
              className={`flex h-6 min-w-6 items-center justify-center rounded-full px-1 ${controlFocus}`}
            >
              <span
                className={`h-2 rounded-full transition-all ${index === current ? "w-6 bg-white" : "w-2 bg-white/60"}`}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
