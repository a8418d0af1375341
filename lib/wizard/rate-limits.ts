import { perHour } from "@/lib/rate-limit/limits";

// Hourly limits per user on the wizard's costly calls: each one reaches a paid provider or fetches a
// remote address. Refused with the wizard's own wording (001 §8).
const error = "wizard.errors.rateLimited";

export const WIZARD_LIMITS = {
  analyze: perHour("wizard:analyze", 30, { error }),
  generate: perHour("wizard:generate", 20, { error }),
  image: perHour("wizard:image", 15, { error }),
  copyOptions: perHour("wizard:copy-options", 60, { error }),
  placements: perHour("wizard:placements", 120, { error }),
  productPhoto: perHour("wizard:product-photo", 30, { error }),
};
