import { render, screen } from "@testing-library/react";
import { loadSystemConfig } from "@/lib/server/bootstrap";
import { makeConfig } from "@/lib/test-helpers/fixtures";
import { DEFAULT_LOGO, Header } from "../header";

jest.mock("@/lib/server/bootstrap", () => ({ loadSystemConfig: jest.fn() }));
jest.mock("../nav-menu", () => ({ NavMenu: () => null }));
jest.mock("../header-search", () => ({ HeaderSearch: () => null }));
jest.mock("../header-actions", () => ({ HeaderActions: () => null }));

const mockedConfig = jest.mocked(loadSystemConfig);

it("keeps a logo linking home when the config cannot be read (backend down)", async () => {
  mockedConfig.mockResolvedValue(null);
  render(await Header());
  const home = screen.getByRole("link", { name: "首页" });
  expect(home).toHaveAttribute("href", "/");
  expect(screen.getByRole("img")).toHaveAttribute("src", DEFAULT_LOGO);
});

it("shows the school's logo from the config", async () => {
  const config = makeConfig({ logo: "https://api.example.com/logo.png" });
  mockedConfig.mockResolvedValue(config);
  render(await Header());
  expect(screen.getByRole("img", { name: config.name })).toHaveAttribute("src", "https://api.example.com/logo.png");
});
