/**
 * zod compiles object parsers with `new Function` when it can, and probes for it the first time
 * it parses. The pages' CSP forbids eval, so the probe only fails, and Chromium reports every
 * failed probe as a Content Security Policy issue (Lighthouse's best-practices audit counts it).
 * Telling zod up front that it runs jitless skips the probe. zod reads this object lazily, from
 * the same global, so it works whether zod's module is evaluated before or after this one.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

export function configureZodForCsp(): void {
  (globalThis.__zod_globalConfig ??= {}).jitless = true;
}
