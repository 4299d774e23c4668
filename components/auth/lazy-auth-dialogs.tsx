import dynamic from "next/dynamic";
import { useAuthDialogStore } from "./auth-dialog-store";

// The dialogs (and Headless UI's Dialog) load on the first open, not with every page.
const AuthDialogs = dynamic(() => import("./auth-dialogs").then((module) => module.AuthDialogs), { ssr: false });

export function LazyAuthDialogs() {
  const open = useAuthDialogStore((state) => state.open);
  return open ? <AuthDialogs /> : null;
}
