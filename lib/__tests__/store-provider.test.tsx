import { act, fireEvent, render, screen } from "@testing-library/react";
import { StoreProvider, useNavsStore, useSystemStore, useUserStore, useUserStoreApi } from "../stores/store-provider";
import { makeConfig, makeNavs, makeUser } from "../test-helpers/fixtures";

function Probe() {
  const name = useUserStore((state) => state.user?.name ?? "游客");
  const credit = useUserStore((state) => state.user?.credit1 ?? 0);
  const site = useSystemStore((state) => state.config?.name ?? "");
  const vip = useSystemStore((state) => state.configFunc.vip);
  const navCount = useNavsStore((state) => state.navs.length);
  const userStore = useUserStoreApi();
  return (
    <div>
      <p>{`${name}|${credit}|${site}|${vip ? "vip" : "no-vip"}|${navCount}`}</p>
      <button onClick={() => userStore.getState().changeUserCredit(99)}>credit</button>
    </div>
  );
}

describe("StoreProvider", () => {
  it("seeds the stores from server data and re-renders on actions", () => {
    render(
      <StoreProvider seed={{ user: makeUser(), config: makeConfig(), navs: makeNavs() }}>
        <Probe />
      </StoreProvider>,
    );
    expect(screen.getByText("小明|10|测试网校|vip|2")).toBeInTheDocument();
    act(() => fireEvent.click(screen.getByRole("button", { name: "credit" })));
    expect(screen.getByText("小明|99|测试网校|vip|2")).toBeInTheDocument();
  });

  it("gives each provider its own stores", () => {
    render(
      <>
        <StoreProvider seed={{ user: makeUser(), config: null, navs: [] }}>
          <Probe />
        </StoreProvider>
        <StoreProvider seed={{ user: null, config: null, navs: [] }}>
          <Probe />
        </StoreProvider>
      </>,
    );
    fireEvent.click(screen.getAllByRole("button", { name: "credit" })[0]);
    expect(screen.getByText("小明|99||vip|0")).toBeInTheDocument();
    expect(screen.getByText("游客|0||vip|0")).toBeInTheDocument();
  });

  it("hooks throw outside the provider", () => {
    const quiet = jest.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow("Store hooks must be used inside <StoreProvider>");
    quiet.mockRestore();
  });
});
