import { OpenLoginButton } from "@/components/auth/open-login-button";

/** A visitor on a page that acts for a member: what it is for, and the login dialog (which reloads the page). */
export function SignInFirst({ purpose }: { purpose: string }) {
  return (
    <div className="flex flex-col items-center gap-6 py-6 text-center">
      <p className="text-gray-600">{purpose}</p>
      <OpenLoginButton />
    </div>
  );
}
