import { isApiError } from "@/lib/api/errors";
import { toast } from "@/components/ui/toast-store";

/**
 * The API client already toasts business errors and handles 401, so only
 * failures it stays silent about (network, time-out, unexpected replies) are shown here.
 */
export function reportUnexpectedError(error: unknown): void {
  if (isApiError(error)) {
    if (error.kind === "transport") toast.error(error.message);
    return;
  }
  toast.error(error instanceof Error && error.message ? error.message : "操作失败，请稍后再试");
}
