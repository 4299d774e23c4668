import "server-only";
import { cache } from "react";
import { REQUEST_TIMEOUT_MS, shareDeadlinePerRender } from "../api/request-deadline";

// React's cache() is scoped to one server render: every backend read of a page shares this
// deadline. Outside a render (route handlers) each call starts a fresh one.
const renderDeadline = cache(() => Date.now() + REQUEST_TIMEOUT_MS);

shareDeadlinePerRender(renderDeadline);
