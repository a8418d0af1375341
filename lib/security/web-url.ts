import { z } from "zod";

// A product page's address: http or https only. `javascript:` and `data:` parse as URLs too, and a stored
// one would run in the seller's browser the day it is shown as a link.
export const webUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.hostname }).max(2048);
