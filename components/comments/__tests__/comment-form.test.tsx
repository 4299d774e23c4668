import { fireEvent, screen, waitFor } from "@testing-library/react";
import { ApiError } from "@/lib/api/errors";
import { renderWithStores } from "@/lib/test-helpers/render-with-stores";
import { CommentForm } from "../comment-form";

const field = () => screen.getByRole("textbox", { name: "评论" });
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });
const post = () => fireEvent.click(screen.getByRole("button", { name: "发表评论" }));

describe("CommentForm", () => {
  it("counts characters as MeEdu does: 140 emoji fit, none is cut off", async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderWithStores(<CommentForm label="评论" onSubmit={onSubmit} />);
    expect(field()).not.toHaveAttribute("maxlength");
    const emoji = "😀".repeat(140);
    type(emoji);
    expect(screen.getByText("140/140")).toBeInTheDocument();
    post();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(emoji));
  });

  it("says what is too long and keeps the text, sending nothing", () => {
    const onSubmit = jest.fn();
    renderWithStores(<CommentForm label="评论" onSubmit={onSubmit} />);
    type(`${"好".repeat(140)}😀`);
    expect(screen.getByText("141/140")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("评论内容最多140个字符");
    expect(field()).toHaveAttribute("aria-invalid", "true");
    post();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field()).toHaveValue(`${"好".repeat(140)}😀`);
  });

  it("says why a post failed that the API client kept quiet about (network, time-out), keeping the text", async () => {
    const onSubmit = jest.fn().mockRejectedValue(new ApiError("transport", -1, "请求超时，请稍后再试"));
    renderWithStores(<CommentForm label="评论" onSubmit={onSubmit} />);
    type("好课");
    post();
    expect(await screen.findByText("请求超时，请稍后再试")).toBeInTheDocument();
    expect(field()).toHaveValue("好课");
  });
});
