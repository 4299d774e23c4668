// Minimal fetch doubles: jsdom has no fetch/Response, and the client only
// reads status, ok and json().

export function jsonResponse(body: unknown, status = 200): Response {
  return { status, ok: status >= 200 && status < 300, json: async () => body } as unknown as Response;
}

export function htmlResponse(status: number): Response {
  return {
    status,
    ok: status >= 200 && status < 300,
    json: async () => {
      throw new SyntaxError("Unexpected token <");
    },
  } as unknown as Response;
}

export function mockFetch(...responses: Array<Response | Error>): jest.Mock {
  const fn = jest.fn();
  for (const response of responses) {
    if (response instanceof Error) fn.mockRejectedValueOnce(response);
    else fn.mockResolvedValueOnce(response);
  }
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

export function lastRequest(fn: jest.Mock): { url: string; init: RequestInit & { headers: Record<string, string> } } {
  const [url, init] = fn.mock.calls[fn.mock.calls.length - 1];
  return { url, init };
}
