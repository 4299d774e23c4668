import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HeaderSearch } from "../header-search";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

const box = () => screen.getByRole("searchbox", { name: "搜索课程" });

beforeEach(() => push.mockClear());

it("caps typing at the 100 characters the search keeps", () => {
  render(<HeaderSearch />);
  expect(box()).toHaveAttribute("maxLength", "100");
});

it("keeps the first 100 characters of a pasted text, trimmed, and searches for them", async () => {
  render(<HeaderSearch />);
  fireEvent.paste(box(), { clipboardData: { getData: () => `\n  ${"数据分析".repeat(500)}  ` } });
  expect(box()).toHaveValue("数据分析".repeat(25));
  await userEvent.type(box(), "{Enter}");
  expect(push).toHaveBeenCalledWith(`/search?keywords=${encodeURIComponent("数据分析".repeat(25))}`);
});

it("cuts keywords longer than 100 characters before building the address", async () => {
  render(<HeaderSearch />);
  fireEvent.change(box(), { target: { value: `  ${"a".repeat(150)}` } });
  await userEvent.type(box(), "{Enter}");
  expect(push).toHaveBeenCalledWith(`/search?keywords=${"a".repeat(100)}`);
});
