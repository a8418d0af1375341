// Moves this realm's clock TEST_CLOCK_SHIFT_DAYS days ahead (issue 28): `npm run test:shifted` runs the
// unit and integration suites as if they ran that much later, to prove that no test depends on
// today's date. Loaded by Jest in each test file's context (setupFiles) and by `node --require` in
// every Node process of the run (NODE_OPTIONS), so spawned children share the shifted clock.
// The embedded database (PGlite) runs in the test's context and reads this clock too.
// Plain CommonJS: node --require loads it without a TypeScript loader.
"use strict";

const days = Number(process.env.TEST_CLOCK_SHIFT_DAYS || 0);
const RealDate = globalThis.Date;

if (days && !RealDate.shiftedBy) {
  const shiftMs = days * 24 * 60 * 60 * 1000;
  const realNow = RealDate.now;
  const now = () => realNow.call(RealDate) + shiftMs;
  globalThis.Date = new Proxy(RealDate, {
    // `new Date()` is the shifted now; a Date of a given instant or day is left as it is.
    construct: (target, args, newTarget) => Reflect.construct(target, args.length ? args : [now()], newTarget),
    // `Date()` called as a function writes the current time.
    apply: () => new RealDate(now()).toString(),
    // Date.now is the shifted clock until a test replaces it (jest.spyOn(Date, "now")); the test's own
    // clock then applies, and restoring it brings back the shifted one.
    get: (target, key, receiver) => (key === "now" && target.now === realNow ? now : key === "shiftedBy" ? days : Reflect.get(target, key, receiver)),
  });
}
