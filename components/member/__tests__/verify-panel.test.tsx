import { render, screen } from "@testing-library/react";
import { VerifyPanel } from "../verify-panel";

const profile = { realName: "张*", idNumber: "110101********1234" };

it("offers 开始认证 while face verification is switched on", () => {
  render(<VerifyPanel verified={false} profile={profile} enabled />);
  expect(screen.getByRole("link", { name: "开始认证" })).toHaveAttribute(
    "href",
    "/face-check?redirect=%2Fmember%3Ftab%3Dverify",
  );
});

it("says the school has not switched it on instead of a start that can only fail", () => {
  render(<VerifyPanel verified={false} profile={profile} enabled={false} />);
  expect(screen.getByText("本站暂未开启实名认证")).toBeInTheDocument();
  expect(screen.queryByRole("link", { name: "开始认证" })).not.toBeInTheDocument();
});

it("shows a verified member's details whatever the switch says", () => {
  render(<VerifyPanel verified profile={profile} enabled={false} />);
  expect(screen.getByText("已认证")).toBeInTheDocument();
  expect(screen.getByText("110101********1234")).toBeInTheDocument();
});
