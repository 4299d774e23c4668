import "@testing-library/jest-dom";
import { forgetSoftFailures } from "./lib/shared/soft-failure";

// The soft-failure log stays quiet about repeats for 10 s; each test starts with a clean slate.
beforeEach(forgetSoftFailures);
