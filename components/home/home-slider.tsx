"use client";

import { useEffect, useState } from "react";
import { SlideLink } from "./slide-link";

export const SLIDE_INTERVAL_MS = 5000;

export function HomeSlider({ slides }: { slides: { src: string; href: string }[] }) {
  const [current, setCurrent] = useState(0);
  const count = slides.length;

  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count]);

  if (count === 0) return null;
  return (
    <section aria-roledescription="carousel" aria-label="首页轮播" className="relative mt-6 overflow-hidden rounded-lg">
      <div className="aspect-[3/1] w-full bg-gray-200">
        {slides.map((slide, index) => (
          <SlideLink
            key={`${index}-${slide.src}`}
            href={slide.href}
            className={`absolute inset-0 transition-opacity duration-500 ${index === current ? "opacity-100" : "pointer-events-none opacity-0"}`}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- banners live on the API host */}
            <img
              src={slide.src}
              alt={`轮播图 ${index + 1}`}
              className="h-full w-full object-cover"
              loading={index === 0 ? "eager" : "lazy"}
              fetchPriority={index === 0 ? "high" : "auto"}
            />
          </SlideLink>
        ))}
      </div>
      {count > 1 && (
        <div className="absolute bottom-4 left-1/2 flex -translate-x-1/2 gap-2">
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              aria-label={`第 ${index + 1} 张`}
              aria-current={index === current}
              onClick={() => setCurrent(index)}
              className={`h-2 rounded-full transition-all ${index === current ? "w-6 bg-white" : "w-2 bg-white/60"}`}
            />
          ))}
        </div>
      )}
    </section>
  );
}
