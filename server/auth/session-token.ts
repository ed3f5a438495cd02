/**
 * Better Auth puts the session token in the JSON of some answers (sign-in's `token`, get-session's
 * `session.token`). The browser holds the session in an HttpOnly cookie that page scripts cannot read; the same
 * secret in a JSON body would hand it to any script on the page. This removes it from every JSON answer of
 * /api/auth/*, whatever the endpoint, before it leaves the server.
 */
export async function withoutSessionToken(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : text;
  if (!isRecord(body)) return new Response(text, response);
  delete body.token;
  if (isRecord(body.session)) delete body.session.token;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, statusText: response.statusText, headers });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
