"use client";

import { useAuthDialogStore } from "./auth-dialog-store";

export function OpenLoginButton() {
  const show = useAuthDialogStore((state) => state.show);
  return (
    <button
      type="button"
      onClick={() => show("login")}
      className="rounded-md bg-primary-ink px-10 py-3 text-base text-white hover:bg-primary-dark"
    >
      登录后查看
    </button>
  );
}
