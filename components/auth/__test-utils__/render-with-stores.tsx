import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import type { SystemConfig } from "@/lib/api/system-types";
import { StoreProvider } from "@/lib/stores/store-provider";
import { makeConfig } from "@/lib/test-helpers/fixtures";
import { Toaster } from "@/components/ui/toaster";
import { useToastStore } from "@/components/ui/toast-store";

/** Renders inside the app stores plus the toaster, so toast text is on screen. */
export function renderWithStores(ui: ReactElement, config: SystemConfig | null = makeConfig()) {
  return render(
    <StoreProvider seed={{ user: null, config, navs: [] }}>
      {ui}
      <Toaster />
    </StoreProvider>,
  );
}

export function resetToasts(): void {
  useToastStore.setState({ messages: [] });
}
