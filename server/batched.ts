/**
 * Calls `sendAll` for every item, sharing calls: an item that comes while a call is under way waits for the
 * next call, which starts when that one ends and takes every item that came meanwhile. So each item is sent
 * by a call that started after it came (a write committed before it is seen), and under many items a second
 * there are at most two calls under way instead of one per item. Each caller gets its call's outcome.
 */
export function batched<T>(sendAll: (items: T[]) => Promise<void>): (item: T) => Promise<void> {
  let running: Promise<void> | null = null;
  let next: { items: T[]; sent: Promise<void> } | null = null;
  const start = (items: T[]): Promise<void> => {
    running = sendAll(items).finally(() => {
      running = null;
    });
    return running;
  };
  return (item) => {
    if (!running) return start([item]);
    if (!next) {
      const items: T[] = [];
      const startNext = () => {
        next = null;
        return start(items);
      };
      next = { items, sent: running.then(startNext, startNext) };
    }
    next.items.push(item);
    return next.sent;
  };
}
