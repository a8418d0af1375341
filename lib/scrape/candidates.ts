/**
 * What the reader found for a field from each of its sources, where they may disagree (issue 36): the
 * reader's own choice first, then the others, each a value the page states or shows, without repeats.
 */
export type ReaderCandidates = { title: string[]; price: number[]; imageUrl: string[] };
