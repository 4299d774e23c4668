import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "@/components/ui/toaster";
import { COPY_FAILED, LINK_COPIED, SharePopover } from "../share-popover";

// The encoder is tested on its own (lib/__tests__/qr-code.test.ts): here, what it is asked to encode.
jest.mock("@/lib/shared/qr-code", () => ({ qrCodeDataUrl: (text: string) => `data:,${encodeURIComponent(text)}` }));

const URL = "https://school.example.com/courses/detail/5";
const TITLE = "Python 从入门到实践 & 练习";

function renderShare() {
  return render(
    <>
      <SharePopover url={URL} title={TITLE} />
      <Toaster />
    </>,
  );
}

const setClipboard = (writeText: ((text: string) => Promise<void>) | undefined) =>
  Object.defineProperty(navigator, "clipboard", {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });

describe("分享", () => {
  beforeEach(() => {
    Object.defineProperty(window, "isSecureContext", { configurable: true, value: true });
  });

  it("opens with the page's QR, its address and the share links, and closes with Escape", async () => {
    const user = userEvent.setup();
    renderShare();
    await user.click(screen.getByRole("button", { name: "分享" }));
    expect(await screen.findByRole("img", { name: "本页二维码" })).toHaveAttribute(
      "src",
      `data:,${encodeURIComponent(URL)}`,
    );
    expect(screen.getByRole("textbox", { name: "页面链接" })).toHaveValue(URL);
    const page = encodeURIComponent(URL);
    const title = encodeURIComponent(TITLE);
    expect(screen.getByRole("link", { name: "微博" })).toHaveAttribute(
      "href",
      `https://service.weibo.com/share/share.php?url=${page}&title=${title}`,
    );
    expect(screen.getByRole("link", { name: "QQ空间" })).toHaveAttribute(
      "href",
      `https://sns.qzone.qq.com/cgi-bin/qzshare/cgi_qzshare_onekey?url=${page}&title=${title}&summary=${title}`,
    );
    for (const name of ["微博", "QQ空间"]) {
      expect(screen.getByRole("link", { name })).toHaveAttribute("rel", "noopener noreferrer");
    }
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("link", { name: "微博" })).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "分享" })).toHaveFocus();
  });

  it("复制链接 puts the canonical address on the clipboard and says 链接已复制", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderShare();
    setClipboard(writeText);
    await user.click(screen.getByRole("button", { name: "分享" }));
    await user.click(await screen.findByRole("button", { name: "复制链接" }));
    expect(writeText).toHaveBeenCalledWith(URL);
    expect(await screen.findByText(LINK_COPIED)).toBeInTheDocument();
  });

  it("without the Clipboard API it copies with the older command, and says so when that fails too", async () => {
    const user = userEvent.setup();
    renderShare();
    setClipboard(undefined);
    const execCommand = jest.fn().mockReturnValue(true);
    Object.defineProperty(document, "execCommand", { configurable: true, value: execCommand });
    await user.click(screen.getByRole("button", { name: "分享" }));
    await user.click(await screen.findByRole("button", { name: "复制链接" }));
    expect(execCommand).toHaveBeenCalledWith("copy");
    expect(await screen.findByText(LINK_COPIED)).toBeInTheDocument();

    execCommand.mockReturnValue(false);
    await user.click(screen.getByRole("button", { name: "复制链接" }));
    expect(await screen.findByText(COPY_FAILED)).toBeInTheDocument();
  });
});
