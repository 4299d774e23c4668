"use client";

import { toast } from "@/components/ui/toast-store";
import { copyText } from "@/lib/browser/copy-text";
import { shareTargets } from "@/lib/shared/share-targets";
import { QrPopover } from "./qr-popover";

export const LINK_COPIED = "链接已复制";
export const COPY_FAILED = "复制失败，请手动复制链接";

/** 分享: a QR of the page's canonical address for WeChat, 复制链接, and 微博 / QQ空间. The same for every visitor. */
export function SharePopover({ url, title }: { url: string; title: string }) {
  const copy = async () => {
    if (await copyText(url)) toast.success(LINK_COPIED);
    else toast.error(COPY_FAILED);
  };

  return (
    <QrPopover label="分享" url={url} qrAlt="本页二维码" caption="微信扫一扫，分享给好友">
      <label className="mt-3 block">
        <span className="sr-only">页面链接</span>
        <input
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full truncate rounded border border-gray-200 px-2 py-1 text-xs text-gray-600"
        />
      </label>
      <div className="mt-3 flex items-center gap-2">
        <button
          type="button"
          onClick={copy}
          className="flex-1 rounded bg-primary-ink px-3 py-1.5 text-white hover:bg-primary-dark"
        >
          复制链接
        </button>
        {shareTargets(url, title).map((target) => (
          <a
            key={target.name}
            href={target.href}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded border border-gray-200 px-2 py-1.5 text-gray-600 hover:border-primary-ink hover:text-primary-ink"
          >
            {target.name}
          </a>
        ))}
      </div>
    </QrPopover>
  );
}
