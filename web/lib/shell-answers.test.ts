// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELL_ANSWERS_ID } from '../../contract/first-answers';
import { ApiError, api } from './api-client';

/** A page whose shell carries `answers` (server/http/web-app.ts); each test loads the modules afresh. */
async function pageWithShellAnswers(answers: Record<string, { status: number; body: string }> | string) {
  document.body.innerHTML = `<script type="application/json" id="${SHELL_ANSWERS_ID}"></script>`;
  document.getElementById(SHELL_ANSWERS_ID)!.textContent =
    typeof answers === 'string' ? answers : JSON.stringify(answers);
  vi.resetModules();
  return (await import('./api-client')) as { api: typeof api; ApiError: typeof ApiError };
}

const server = vi.fn(async () => new Response('{"from":"server"}', { status: 200 }));

// A second after the page's start, whenever the test runs.
beforeEach(() => vi.spyOn(performance, 'now').mockReturnValue(1_000));
afterEach(() => {
  vi.restoreAllMocks();
  server.mockClear();
  document.body.innerHTML = '';
});

describe("the app's first requests take the answers the page's shell carries", () => {
  it('takes an answer once, for its exact address; a second request, or another address, asks the server', async () => {
    vi.stubGlobal('fetch', server);
    const { api } = await pageWithShellAnswers({ '/api/clubs/1?lang=de': { status: 200, body: '{"from":"shell"}' } });
    expect(await api('/api/clubs/1', { query: { lang: 'de' } })).toEqual({ from: 'shell' });
    expect(server).not.toHaveBeenCalled();
    expect(await api('/api/clubs/1', { query: { lang: 'de' } })).toEqual({ from: 'server' });
    expect(await api('/api/clubs/1', { query: { lang: 'fr' } })).toEqual({ from: 'server' });
    expect(server).toHaveBeenCalledTimes(2);
  });

  it('refuses as the server refused, with its code', async () => {
    vi.stubGlobal('fetch', server);
    const body = JSON.stringify({ error: { code: 'not_found', message: 'No such club' } });
    const { api, ApiError } = await pageWithShellAnswers({ '/api/clubs/2': { status: 404, body } });
    const refusal = await api('/api/clubs/2').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 404, code: 'not_found', message: 'No such club' });
    expect(server).not.toHaveBeenCalled();
  });

  it('asks the server once the app has started (the answers are old), and for any change', async () => {
    vi.stubGlobal('fetch', server);
    const { api } = await pageWithShellAnswers({
      '/api/me': { status: 200, body: '{"from":"shell"}' },
      '/api/config': { status: 200, body: '{"from":"shell"}' },
    });
    expect(await api('/api/me', { method: 'PATCH', body: {} })).toEqual({ from: 'server' });
    vi.spyOn(performance, 'now').mockReturnValue(10_001);
    expect(await api('/api/config')).toEqual({ from: 'server' });
  });

  it('asks the server when the shell carries nothing it can read', async () => {
    vi.stubGlobal('fetch', server);
    const { api } = await pageWithShellAnswers('{not json');
    expect(await api('/api/config')).toEqual({ from: 'server' });
  });
});
