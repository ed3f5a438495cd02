import type { ChildProcess } from 'node:child_process';

/**
 * Waits until the product at `url` answers its health check (`/api/health`, 2xx), asked every `pollMs`: how tests,
 * journeys and the bench know a server they started is ready. Fails when `child`, the process serving it, ends
 * first, or when `withinMs` have passed; `name` says which server in those errors.
 */
export async function untilHealthy(
  url: string,
  {
    child,
    withinMs,
    pollMs = 100,
    name = url,
  }: { child?: ChildProcess; withinMs: number; pollMs?: number; name?: string },
): Promise<void> {
  for (const deadline = Date.now() + withinMs; ; await new Promise((resolve) => setTimeout(resolve, pollMs))) {
    if (child && child.exitCode !== null)
      throw new Error(`${name} exited with ${child.exitCode} before it was healthy`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    if (Date.now() > deadline) throw new Error(`${name} was not healthy within ${withinMs / 1000} s`);
  }
}
