/**
 * zod compiles a fast parser for each object schema with `new Function` when it may; our Content Security
 * Policy (script-src 'self') forbids that, so the try alone made the browser log a policy violation on every
 * page that checks a form or an answer. With `jitless` zod parses as it does where eval is refused anyway.
 *
 * zod keeps its configuration on this global and takes one already there; `z.config({ jitless: true })` would
 * say the same but bring 4 KB (gzip) of zod into the landing page's script. Imported first by main.tsx, since a
 * schema reads it when it is built; zod-without-eval.test.ts checks that zod takes it.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

// A module of its own (imported for this effect alone).
export {};
