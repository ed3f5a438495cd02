import { describe, expect, it } from 'vitest';
import { batched } from './batched';

/** A sendAll whose calls end when the test says so; `log` shows each call with the items it took. */
function controlledSend() {
  const log: string[] = [];
  const ends: (() => void)[] = [];
  const sendAll = (items: string[]) => {
    log.push(`call ${ends.length + 1}: ${items.join(', ')}`);
    return new Promise<void>((resolve) => ends.push(resolve));
  };
  return { log, ends, sendAll };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('calls shared by the items that come together (mail jobs, notifications to the other processes)', () => {
  it('starts a call at once when none is under way', async () => {
    const { log, ends, sendAll } = controlledSend();
    const send = batched(sendAll);
    let done = false;
    void send('first').then(() => (done = true));
    expect(log).toEqual(['call 1: first']);
    ends[0]!();
    await settle();
    expect(done).toBe(true);
  });

  it('sends the items that come during a call in one next call that starts after it', async () => {
    const { log, ends, sendAll } = controlledSend();
    const send = batched(sendAll);
    const served: string[] = [];
    void send('first').then(() => served.push('first'));
    const later = ['second', 'third', 'fourth'].map((item) => send(item).then(() => served.push(item)));
    expect(log).toEqual(['call 1: first']);
    ends[0]!();
    await settle();
    // The first call may have started before the others' writes were committed: they wait for the next.
    expect(served).toEqual(['first']);
    expect(log).toEqual(['call 1: first', 'call 2: second, third, fourth']);
    void send('fifth');
    ends[1]!();
    await Promise.all(later);
    expect(served).toEqual(['first', 'second', 'third', 'fourth']);
    await settle();
    expect(log).toEqual(['call 1: first', 'call 2: second, third, fourth', 'call 3: fifth']);
  });

  it('gives each caller the outcome of its own call, and goes on after a call that failed', async () => {
    const calls: string[][] = [];
    const send = batched(async (items: string[]) => {
      calls.push(items);
      if (calls.length === 1) throw new Error('connection lost');
    });
    const first = send('first');
    const second = send('second');
    await expect(first).rejects.toThrow('connection lost');
    await expect(second).resolves.toBeUndefined();
    expect(calls).toEqual([['first'], ['second']]);
  });
});
