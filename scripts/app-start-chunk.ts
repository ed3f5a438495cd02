import type { ChunkingContext } from 'rolldown';

/**
 * A library's index that re-exports hundreds of modules (lucide-react's icons): the start uses a few of them, and
 * taking them all in would move every page's icons into the start's file.
 */
const BARREL_IMPORTS = 100;

/** Every module `entry` imports statically, directly or not: what runs before the app's first screen. */
function staticallyImported(entry: string, ctx: ChunkingContext) {
  const found = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    const imported = ctx.getModuleInfo(id)?.importedIds ?? [];
    if (imported.length < BARREL_IMPORTS) queue.push(...imported);
  }
  return found;
}

/**
 * A code-splitting group's name function that puts every module the app's entry imports statically into the entry's
 * own file (decision 0051). Left to itself, Rolldown split the modules that lazily loaded pages share with the start
 * into a dozen small files, which the browser could ask for only once it had read the entry: a wave of requests
 * before the first screen.
 */
export function appStartChunk(entry: string, name: string) {
  const atStart = new WeakMap<ChunkingContext, Set<string>>();
  return (id: string, ctx: ChunkingContext) => {
    let modules = atStart.get(ctx);
    if (!modules) atStart.set(ctx, (modules = staticallyImported(entry, ctx)));
    return modules.has(id) ? name : null;
  };
}
