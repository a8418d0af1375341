// What the product reader keeps of each text, and what the wizard's schemas accept of the product's facts.
// A name may be long: some shops write the whole specification into it. `photos`: the page's photos offered to
// choose the product's from, and `photoUrl` the longest address kept of one.
export const PRODUCT_LIMITS = { title: 300, description: 2000, brand: 100, category: 200, photos: 8, photoUrl: 2048 } as const;
