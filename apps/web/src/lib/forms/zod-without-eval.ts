/**
 * zod compiles object parsers with `new Function` when it may, and probes for it (a caught
 * `new Function('')`) as each object schema is built, i.e. as a contract module loads. Our
 * Content-Security-Policy forbids eval and reports even the caught probe. zod reads its settings from
 * `globalThis.__zod_globalConfig` and keeps one already there, so setting `jitless` here, from the
 * entry, before any lazy chunk brings zod in, turns both off without loading zod on the first load.
 * `zod-without-eval.test.ts` fails if a zod upgrade stops reading this global.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
