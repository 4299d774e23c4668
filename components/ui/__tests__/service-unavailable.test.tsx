import { fireEvent, render, screen } from "@testing-library/react";
import { ServiceUnavailable } from "../service-unavailable";

describe("ServiceUnavailable", () => {
  it("explains the outage and offers a retry and a way home", () => {
    const retry = jest.fn();
    render(<ServiceUnavailable onRetry={retry} />);
    expect(screen.getByRole("alert")).toHaveTextContent("服务暂时不可用，请稍后再试");
    // A drawn picture, not an emoticon.
    expect(screen.getByRole("alert")).not.toHaveTextContent(":(");
    fireEvent.click(screen.getByRole("button", { name: "重新加载" }));
    expect(retry).toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "返回首页" })).toHaveAttribute("href", "/");
  });
});
