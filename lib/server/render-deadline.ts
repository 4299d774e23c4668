import { cache } from "react";
import { REQUEST_TIMEOUT_MS, shareDeadlinePerRender } from "../api/request-deadline";

// React's cache() is scoped to one server render: every backend read of a page shares
// this signal. Outside a render (route handlers) each call gets a fresh one.
const renderDeadline = cache(() => AbortSignal.timeout(REQUEST_TIMEOUT_MS));

shareDeadlinePerRender(renderDeadline);
