import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { StoreProvider, type StoreSeed } from "@/lib/stores/store-provider";
import { makeConfig } from "@/lib/test-helpers/fixtures";
import { Toaster } from "@/components/ui/toaster";
import { useToastStore } from "@/components/ui/toast-store";

/**
 * Renders inside the app stores plus the toaster, so toast text is on screen. The stores start
 * with no member, makeConfig() and no navs unless the seed says otherwise.
 */
export function renderWithStores(ui: ReactElement, seed: Partial<StoreSeed> = {}) {
  const { user = null, hasUnread, config = makeConfig(), navs = [] } = seed;
  return render(
    <StoreProvider seed={{ user, hasUnread, config, navs }}>
      {ui}
      <Toaster />
    </StoreProvider>,
  );
}

export function resetToasts(): void {
  useToastStore.setState({ messages: [] });
}
