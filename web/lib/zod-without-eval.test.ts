import { describe, expect, it, vi } from 'vitest';

describe('zod in the browser', () => {
  it('never builds a parser with Function, which our Content Security Policy refuses', async () => {
    vi.resetModules();
    await import('./zod-without-eval');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const compile = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ name: z.string(), players: z.number() });
    expect(schema.parse({ name: 'Golf Club Schönenberg', players: 2 })).toEqual({
      name: 'Golf Club Schönenberg',
      players: 2,
    });
    expect(compile).not.toHaveBeenCalled();
  });
});
