// How much of a page's text each field's rules read. A price, a name or a title is short on every store
// page; a longer one is a hostile page's, and reading all of it would cost time in proportion (issue 29).
export const READING_LIMITS = {
  /** Characters of a price text read for amounts ("de R$ 199,90 por R$ 149,90 ou 12x de R$ 12,49"). */
  priceText: 1_000,
  /** Characters around an amount that the words before and after it ("por", "12x de", "OFF") are read in. */
  priceContext: 80,
  /** Characters of a title, a heading or a declared name read before its prices and codes are taken off. */
  nameText: 2_000,
  /** Characters of broken JSON-LD a page may have mended (the corpora's largest broken block is 3.5 KB). */
  jsonRepair: 32_000,
  /** Levels of nesting a JSON-LD block is searched for its Product (a @graph, a page object's product)… */
  jsonLdProductDepth: 6,
  /** …and for the nodes that say what the page itself is (its main entity, not a list's items). */
  jsonLdPageDepth: 3,
  /** Headings (h1s and elements named as the product's name) compared with the titles. */
  headings: 50,
  /** A field's text read before its entities are decoded, as a multiple of what the field keeps. */
  fieldTextFactor: 8,
  /** What the AI is shown of the page: characters of its text and addresses of its images. */
  evidenceText: 20_000,
  evidenceImages: 20,
} as const;
