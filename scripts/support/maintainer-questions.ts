// Issue 32's maintainer questions, for bench:maintainer (scripts/bench-maintainer.ts): five behaviours a new
// maintainer looks for, each from the route they would start at, and the markers that find the files where
// a part of the rule is decided (its homes). Rules are found by their content, never by a path in lib/
// (files there move): a marker matches a definition or a literal of the rule, not a use of it. Markers
// are matched line by line.

export type Question = {
  name: string;
  /**
   * Where the maintainer starts, first match wins: a path (an app/ page present at every revision
   * measured) or a pattern for the one production file whose text matches (a server action file in lib/).
   */
  route: readonly (string | RegExp)[];
  markers: readonly RegExp[];
};

const WIZARD_PAGE = "app/(app)/campaign/new/page.tsx";

export const QUESTIONS: readonly Question[] = [
  {
    name: "where is the daily budget minimum decided",
    route: [WIZARD_PAGE],
    markers: [
      // The spec's minimum per ad set (R$ 20.00), written as a figure.
      /\bMIN_DAILY_BUDGET(?:_CENTS)?\s*=\s*\d/,
      // Meta's own minimum for the ad account, asked for by name in a Graph request's fields.
      /fields:\s*["'`][^"'`]*\bmin_daily_budget\b/,
      // The check of a typed amount: the place that refuses it as under the minimum (a return or an
      // issue raised with the budgetMinimum message), not a reader of that message.
      /\b(?:return|addIssue\()[^\n]*["']campaignConfig\.errors\.budgetMinimum["']/,
    ],
  },
  {
    name: "how a Meta error becomes the user's message",
    route: [WIZARD_PAGE],
    markers: [
      // Meta's words for the person read from its error body.
      /\berror_user_msg\s*\?\?/,
      // Those words joined into the one text shown (title: message).
      /\[[\w?.]*userTitle,\s*[\w?.]*userMessage\]\.filter\(Boolean\)\.join\(/,
      // Meta's codes and subcodes read into a meaning (token, rate limit, field...).
      /\bfunction graphErrorMeaning\b/,
      // 001 §8's classification of a failed publish (title, hint, action, Meta's words).
      /\bfunction classifyPublishError\b/,
      // Outside publishing, a failed Graph call as the user's message key.
      /\bfunction graphFailure\b/,
      // Where a classification is put into words on screen: its title (and hint) translated, in the error
      // box and in the toast (Meta's own words, once shown, sit beside it).
      /\bmessage\([\w.]*\btitleKey\b/,
    ],
  },
  {
    name: "what name a campaign carries (on screen and at Meta)",
    route: ["app/(app)/dashboard/page.tsx"],
    markers: [
      // The rule itself: the project's name, else the product's (?? or ||, trimmed or not).
      /\bprojectName(?:\?\.trim\(\))?\s*(?:\?\?|\|\|)\s*[\w.]*?productName\b/,
    ],
  },
  {
    name: "which day is today for a schedule, in which zone",
    route: [WIZARD_PAGE],
    markers: [
      // Brazil's time zone named (the default zone, or a zone written in place).
      /["']America\/Sao_Paulo["']/,
      // A fixed offset for Brazil, or a today of its own (older code's names).
      /\b(?:const|function)\s+(?:BRAZIL_OFFSET|brazilToday|todayInBrazil|todayIn)\b/,
      // The ad account's own zone, asked of Meta by name in a Graph request's fields.
      /fields:\s*["'`][^"'`]*\btimezone_name\b/,
      // Day arithmetic on yyyy-mm-dd: a day read as the instant of its UTC midnight...
      /`\$\{[^}`]+\}T00:00:00Z`/,
      // ...an instant written back as its yyyy-mm-dd...
      /\.toISOString\(\)\.slice\(0,\s*10\)/,
      // ...a day's length in milliseconds...
      /\b86_?400_?000\b/,
      // ...or the browser's local calendar day (year, month and day of the local clock).
      /\.getFullYear\(\)/,
    ],
  },
  {
    name: "what a rate-limited action answers",
    // The wizard's server actions (the campaign save action's file), found by what it exports.
    route: [/^["']use server["'];?[\s\S]*\bexport const saveCampaignAction\b/],
    markers: [
      // The wait: seconds left in the counter's window.
      /\bretryAfterSeconds:\s*Math\./,
      // The refusal itself: a failure (or a 429) with the rate limit's message, the default or the wizard's.
      /\b(?:fail|failure|Refusal)\((?:429,\s*)?[^)\n]*["'](?:wizard\.)?errors\.rateLimited["']/,
      // The wait put in the answer's values (what an action's caller reads).
      /values:\s*\{\s*retryAfterSeconds\b|\{\s*\.\.\.values,\s*retryAfterSeconds\s*\}/,
      // The wait as an HTTP header (what a route's caller reads).
      /["']Retry-After["']/,
    ],
  },
];
