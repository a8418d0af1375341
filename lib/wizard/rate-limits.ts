// Hourly limits per user on the wizard's costly calls (each one reaches a paid provider).
const HOUR = 60 * 60 * 1000;

export const WIZARD_LIMITS = {
  analyze: { limit: 30, windowMs: HOUR },
  generate: { limit: 20, windowMs: HOUR },
  image: { limit: 15, windowMs: HOUR },
};
