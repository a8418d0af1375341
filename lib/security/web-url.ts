import { z } from "zod";

// A product page's address: http or https only. `javascript:` and `data:` parse as URLs too, and a stored
// one would run in the seller's browser the day it is shown as a link.
// Its refusals speak the reader's language (a message key), never zod's English default.
const invalid = { error: "wizard.analysis.errors.invalidUrl.title" } as const;
export const webUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.hostname, ...invalid }).max(2048, invalid);
