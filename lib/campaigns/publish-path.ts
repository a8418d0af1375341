/** Issue 31, one publish path: where every "Publish to Meta" of a saved campaign leads (the wizard's configuration step). */
export const publishPathOf = (campaignId: string) => `/campaign/new?campaign=${campaignId}`;
