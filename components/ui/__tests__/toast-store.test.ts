import { toast, useToastStore } from "../toast-store";

beforeEach(() => {
  jest.useFakeTimers();
  useToastStore.setState({ messages: [] });
});
afterEach(() => jest.useRealTimers());

const shown = () => useToastStore.getState().messages.map((message) => `${message.kind}:${message.text}`);

it("shows one toast for the same message while it is on screen (several calls failing for one reason)", () => {
  toast.error("服务繁忙，请稍后再试");
  toast.error("服务繁忙，请稍后再试");
  toast.success("服务繁忙，请稍后再试");
  expect(shown()).toEqual(["error:服务繁忙，请稍后再试", "success:服务繁忙，请稍后再试"]);
  jest.advanceTimersByTime(3000);
  expect(shown()).toEqual([]);
  toast.error("服务繁忙，请稍后再试");
  expect(shown()).toEqual(["error:服务繁忙，请稍后再试"]);
});
