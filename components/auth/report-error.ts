import { isApiError } from "@/lib/api/errors";
import { toast } from "@/components/ui/toast-store";

const UNEXPECTED_FAILURE = "操作失败，请稍后再试";

/**
 * The API client already toasts business errors and handles 401, so only
 * failures it stays silent about (network, time-out, unexpected replies) are shown here.
 */
export function reportUnexpectedError(error: unknown): void {
  if (isApiError(error)) {
    if (error.kind === "transport") toast.error(error.message);
    return;
  }
  // Anything else is a fault of ours (a TypeError on an odd answer): its text is for the log, not the reader.
  toast.error(UNEXPECTED_FAILURE);
}
