import { fireEvent, render, screen } from "@testing-library/react";
import { MobileField } from "../mobile-field";
import { normalizeMobileInput } from "../mobile-input";
import { useAuthForm } from "../use-auth-form";

describe("normalizeMobileInput", () => {
  it.each([
    [" 13800138000 ", "13800138000"],
    ["138 0013 8000", "13800138000"],
    ["138\u30000013\u00a08000\t", "13800138000"],
    ["１３８００１３８０００", "13800138000"],
    [" １３８ ００１３ ８０００ ", "13800138000"],
    ["+86 138-0013-8000", "+86138-0013-8000"],
  ])("%j → %j", (typed, kept) => {
    expect(normalizeMobileInput(typed)).toBe(kept);
  });
});

function Harness() {
  const form = useAuthForm(["mobile"] as const);
  return <MobileField form={form} />;
}

it("the mobile field keeps a pasted number without spaces and with ASCII digits", () => {
  render(<Harness />);
  const field = screen.getByLabelText("手机号");
  fireEvent.change(field, { target: { value: " １３８ ００１３ ８０００ " } });
  expect(field).toHaveValue("13800138000");
});
