import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { changeNickname } from "@/lib/api/account";
import { NicknameForm } from "../nickname-form";

const run = jest.fn((change: () => Promise<unknown>) => change());
jest.mock("../use-member-update", () => ({ useMemberUpdate: () => ({ busy: false, run }) }));
jest.mock("@/lib/api/account", () => ({ changeNickname: jest.fn(() => Promise.resolve()) }));

const field = () => screen.getByRole("textbox", { name: "昵称" });

beforeEach(() => {
  run.mockClear();
  jest.mocked(changeNickname).mockClear();
});

it("keeps a pasted name whole and says it is too long before saving", async () => {
  render(<NicknameForm current="abc" />);
  fireEvent.change(field(), { target: { value: "长".repeat(30) } });
  expect(field()).toHaveValue("长".repeat(30));
  expect(field()).not.toHaveAttribute("maxLength");
  expect(screen.getByText("30/24")).toBeInTheDocument();
  expect(screen.getByRole("alert")).toHaveTextContent("昵称不能超过24个字符");
  expect(field()).toHaveAccessibleDescription("昵称不能超过24个字符");

  await userEvent.click(screen.getByRole("button", { name: "保存" }));
  expect(changeNickname).not.toHaveBeenCalled();
  expect(field()).toHaveFocus();
});

it("counts characters as MeEdu's column does (an emoji is one) and saves 24", async () => {
  render(<NicknameForm current="" />);
  fireEvent.change(field(), { target: { value: ` ${"😀".repeat(24)} ` } });
  expect(screen.getByText("24/24")).toBeInTheDocument();
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "保存" }));
  expect(changeNickname).toHaveBeenCalledWith("😀".repeat(24));
});
