import { describe, expect, it } from 'vitest';
import { coalesced } from './answers-across-processes';

/** A send whose calls end when the test says so; `log` shows when callers came and calls started. */
function controlledSend() {
  const log: string[] = [];
  const ends: (() => void)[] = [];
  const send = () => {
    log.push(`call ${ends.length + 1} starts`);
    return new Promise<void>((resolve) => ends.push(resolve));
  };
  return { log, ends, send };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('coalesced notifications to the other processes', () => {
  it('starts a call at once when none is under way', async () => {
    const { log, ends, send } = controlledSend();
    const tell = coalesced(send);
    let done = false;
    void tell().then(() => (done = true));
    expect(log).toEqual(['call 1 starts']);
    ends[0]!();
    await settle();
    expect(done).toBe(true);
  });

  it('serves the callers that come during a call with one next call that starts after it', async () => {
    const { log, ends, send } = controlledSend();
    const tell = coalesced(send);
    const served: string[] = [];
    void tell().then(() => served.push('first'));
    const later = ['second', 'third', 'fourth'].map((name) => tell().then(() => served.push(name)));
    expect(log).toEqual(['call 1 starts']);
    ends[0]!();
    await settle();
    // The first call may have started before the others' writes were committed: they wait for the next.
    expect(served).toEqual(['first']);
    expect(log).toEqual(['call 1 starts', 'call 2 starts']);
    ends[1]!();
    await Promise.all(later);
    expect(served).toEqual(['first', 'second', 'third', 'fourth']);
    expect(log).toHaveLength(2);
  });

  it('goes on after a call that failed', async () => {
    let calls = 0;
    const tell = coalesced(async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
    });
    const first = tell();
    const second = tell();
    await expect(first).rejects.toThrow('connection lost');
    await expect(second).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });
});
