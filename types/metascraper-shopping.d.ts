// The package ships no types; it is a metascraper rules bundle like the official ones.
declare module "@samirrayani/metascraper-shopping" {
  import type { Rules } from "metascraper";
  export default function metascraperShopping(): Rules;
}
