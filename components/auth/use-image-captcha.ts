import { useCallback, useEffect, useRef, useState } from "react";
import { fetchImageCaptcha } from "@/lib/api/auth";
import type { ImageCaptcha } from "@/lib/api/auth-types";
import { reportUnexpectedError } from "./report-error";

/** Loads an image captcha on mount; `refresh` fetches a new one (each key works once). */
export function useImageCaptcha() {
  const [captcha, setCaptcha] = useState<ImageCaptcha | null>(null);
  const latestRequest = useRef(0);

  const refresh = useCallback(() => {
    const request = ++latestRequest.current;
    // Only the newest answer is kept when the image is clicked several times.
    fetchImageCaptcha().then((next) => {
      if (request === latestRequest.current) setCaptcha(next);
    }, reportUnexpectedError);
  }, []);

  useEffect(() => {
    refresh();
  }, [refresh]);

  return { captcha, refresh };
}
