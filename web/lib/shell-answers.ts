import { SHELL_ANSWERS_ID } from '../../contract/first-answers';

// The first answers the page's shell carries (server/http/web-app.ts, decision 0068): the app's first requests,
// answered by the server along with the page. Each is taken once, by the app's first request for its address, and
// only while the app starts: a later request asks the server.

/** After this long from the page's start the shell's answers are old: the app asks the server. */
const FRESH_FOR_MS = 10_000;

type Answers = Record<string, { status: number; body: string }>;
let answers: Answers | undefined;

function readAnswers(): Answers {
  try {
    return JSON.parse(document.getElementById(SHELL_ANSWERS_ID)?.textContent ?? '{}') as Answers;
  } catch {
    return {};
  }
}

/** The shell's answer to a request for `path`, as the server answered it, or null to ask the server. */
export function takeShellAnswer(path: string): Response | null {
  if (performance.now() > FRESH_FOR_MS) return null;
  answers ??= readAnswers();
  const answer = answers[path];
  if (!answer) return null;
  delete answers[path];
  return new Response(answer.status === 204 ? null : answer.body, {
    status: answer.status,
    headers: { 'content-type': 'application/json' },
  });
}
