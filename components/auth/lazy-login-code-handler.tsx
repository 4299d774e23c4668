import dynamic from "next/dynamic";
import { useBrowserParams } from "@/components/providers/use-browser-params";
import { useEffect } from "react";
import { useLoginCodeStore } from "./login-code-store";

// The exchange code (social sign-in API, bind flows) loads only when a login_code is in the URL.
const LoginCodeHandler = dynamic(() => import("./login-code-handler").then((module) => module.LoginCodeHandler), {
  ssr: false,
});

/** Mount inside <Suspense> (it reads the search params). */
export function LazyLoginCodeHandler() {
  const hasCode = Boolean(useBrowserParams().get("login_code"));
  const setPhase = useLoginCodeStore((state) => state.set);

  useEffect(() => {
    if (!hasCode) setPhase("none");
  }, [hasCode, setPhase]);

  return hasCode ? <LoginCodeHandler /> : null;
}
