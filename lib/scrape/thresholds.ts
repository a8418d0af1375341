// The product reader's thresholds (issue 36): every number a rule decides by, named once with what it
// stands for. The limits on how much text is read are READING_LIMITS; what is kept of a field, PRODUCT_LIMITS.
export const THRESHOLDS = {
  /** A heading of more words is a description, not a product's name. */
  headingMaxWords: 60,
  /** The share of words a heading and a title have in common for the heading to be the one the title names. */
  titleOverlap: 0.5,
  /** Words a title segment may add to the site's name and still be the site's ("UNIQLO US")… */
  siteNameExtraWords: 2,
  /** …and after "at", "bei", "im" ("im Syswork IT Online Shop"), where the shop's name may run on. */
  siteNameExtraWordsAfterAt: 3,
  /** A heading needs this many words before a title that runs on from it is read as the longer name. */
  headingMinWordsToRunOn: 3,
  /** A domain label this short is no site name ("go", "my"). */
  siteLabelMinLength: 3,
  /** A text node holding money and shorter than this is a price on show. */
  moneyTextMaxLength: 40,
  /** A shown price's text longer than this is a sentence, not a price. */
  priceTextMaxLength: 80,
  /** Levels up from a price element that what it is (old, current) is read in, and that its box spans. */
  priceLabelDepth: 3,
  /** A picture this narrow or short, in pixels, is an icon, not a photo. */
  photoMinSide: 100,
  /** Levels nearer the heading that a picture described as the product's photo counts as. */
  photoDescribedNearer: 2,
  /** Levels up from an element that a tile of another product is looked for. */
  tileDepth: 6,
} as const;
