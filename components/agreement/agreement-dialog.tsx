import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { Fragment, useState } from "react";
import { useLogout } from "@/components/layout/use-logout";
import { Spinner } from "@/components/ui/spinner";
import { agreeToAgreements } from "@/lib/api/agreements";
import { fetchMemberDetail } from "@/lib/api/member";
import type { PendingAgreements } from "@/lib/api/member-types";
import { useSystemStore, useUserStoreApi } from "@/lib/stores/store-provider";
import { agreementLinks, agreementSubject, agreementTitle } from "./agreement-text";

// Neither a click outside nor Escape closes it: the member agrees or signs out (official PC client).
function ignoreCloseRequest(): void {}

interface AgreementDialogProps {
  pending: PendingAgreements;
  /** The member agreed: the caller stops showing the dialog on this page. */
  onAgreed(): void;
}

/** The current user agreement / privacy policy for a member who has not agreed to it yet. */
export function AgreementDialog({ pending, onAgreed }: AgreementDialogProps) {
  const config = useSystemStore((state) => state.config);
  const userStore = useUserStoreApi();
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  const links = agreementLinks(pending, {
    user_protocol: config?.user_protocol ?? "",
    user_private_protocol: config?.user_private_protocol ?? "",
  });

  const agree = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await agreeToAgreements(pending); // a refusal shows the API's message as a toast
    } catch {
      setBusy(false);
      return;
    }
    onAgreed();
    // The member record now says agreed; a failed refresh only leaves the old flags in the store.
    fetchMemberDetail(config?.url ?? "", undefined, { background: true })
      .then((user) => userStore.getState().loginAction(user))
      .catch(() => undefined);
  };

  return (
    <Dialog open onClose={ignoreCloseRequest} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/45" />
      <div className="fixed inset-0 flex w-screen items-center justify-center overflow-y-auto p-4">
        <DialogPanel className="w-[500px] rounded-lg bg-white px-8 pb-8 pt-6 shadow-xl">
          <DialogTitle className="mb-6 text-lg font-medium text-gray-900">{agreementTitle(pending)}</DialogTitle>
          <p className="text-sm leading-7 text-gray-600">
            您需要同意{agreementSubject(pending)}后才能使用本系统。如您不同意，我们将只能为您提供浏览服务。您可阅读
            {links.map((link, index) => (
              <Fragment key={link.label}>
                {index > 0 && "和"}
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-primary-ink hover:underline"
                >
                  {link.label}
                </a>
              </Fragment>
            ))}
            了解详细信息。如您同意，请点击“同意”开始接受我们的服务。
          </p>
          <div className="mt-8 flex justify-end gap-3">
            <button
              type="button"
              onClick={() => void logout()}
              disabled={busy}
              className="h-10 rounded border border-gray-300 px-6 text-sm text-gray-700 hover:border-primary-ink hover:text-primary-ink disabled:opacity-70"
            >
              不同意
            </button>
            <button
              type="button"
              onClick={() => void agree()}
              disabled={busy}
              aria-busy={busy ? true : undefined}
              className="flex h-10 items-center gap-2 rounded bg-primary-ink px-6 text-sm text-white hover:bg-primary-dark disabled:opacity-70"
            >
              {busy ? <Spinner /> : null}
              同意
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
