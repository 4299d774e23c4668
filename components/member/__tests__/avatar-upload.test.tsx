import { fireEvent, screen } from "@testing-library/react";
import { useToastStore } from "@/components/ui/toast-store";
import { renderWithStores } from "@/lib/test-helpers/render-with-stores";
import { AvatarUpload } from "../avatar-upload";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ refresh: jest.fn(), replace: jest.fn(), push: jest.fn() }),
}));

const gif = () => new File([new Uint8Array([71, 73, 70, 56])], "anim.gif", { type: "image/gif" });

beforeEach(() => useToastStore.setState({ messages: [] }));

describe("AvatarUpload", () => {
  it("refuses a file it cannot send with a message, every time the same file is chosen", () => {
    renderWithStores(<AvatarUpload avatar="/a.png" name="小明" />);
    const picker = screen.getByLabelText("更换头像") as HTMLInputElement;
    const clears = jest.fn();
    Object.defineProperty(picker, "value", { get: () => "", set: clears, configurable: true });
    const choose = (file: File) => {
      // What a browser does: the chosen file becomes the input's value, then change fires.
      Object.defineProperty(picker, "files", { value: [file], configurable: true });
      fireEvent.change(picker);
    };
    choose(gif());
    expect(useToastStore.getState().messages.map((message) => message.text)).toEqual([
      "头像仅支持 png、jpg、jpeg 格式",
    ]);
    // Cleared: the browser fires change again for the same file.
    expect(clears).toHaveBeenCalledWith("");
  });
});
