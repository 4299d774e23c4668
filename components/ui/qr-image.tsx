import { qrCodeDataUrl } from "@/lib/shared/qr-code";

export interface QrImageProps {
  value: string;
  alt: string;
  size?: number;
  className?: string;
}

/** A QR code drawn from `value` (an SVG data URL, so it renders the same on server and client). */
export function QrImage({ value, alt, size = 200, className = "" }: QrImageProps) {
  return (
    // A generated data: URL; next/image adds nothing here.
    // eslint-disable-next-line @next/next/no-img-element
    <img src={qrCodeDataUrl(value)} alt={alt} width={size} height={size} className={className} />
  );
}
