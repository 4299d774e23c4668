"use client";

import { QrPopover } from "@/components/share/qr-popover";

/** 手机继续看: the same lesson's H5 address as a QR code for the phone's camera. */
export function PhoneContinue({ h5Address }: { h5Address: string }) {
  return (
    <QrPopover label="手机继续看" url={h5Address} qrAlt="本课时手机版二维码" caption="手机扫码，从当前进度继续观看" />
  );
}
