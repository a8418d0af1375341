// One "last updated" date for the legal texts (DESIGN.md decisions). Change it when they change.
export const LEGAL_UPDATED_AT = new Date("2025-08-01T00:00:00Z");
