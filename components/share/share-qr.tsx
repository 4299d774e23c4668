"use client";

import { useEffect, useState } from "react";

/**
 * An address as a QR code for a phone's scanner (WeChat's, or the camera's). The QR encoder loads when the panel opens:
 * nobody who never shares pays for it.
 */
export function ShareQr({ url, alt }: { url: string; alt: string }) {
  const [src, setSrc] = useState("");

  useEffect(() => {
    let current = true;
    void import("@/lib/shared/qr-code").then(({ qrCodeDataUrl }) => {
      if (current) setSrc(qrCodeDataUrl(url));
    });
    return () => {
      current = false;
    };
  }, [url]);

  return (
    <div className="mx-auto h-40 w-40 rounded border border-gray-100 bg-gray-50">
      {/* A generated data: URL; next/image adds nothing here. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      {src && <img src={src} alt={alt} width={160} height={160} />}
    </div>
  );
}
