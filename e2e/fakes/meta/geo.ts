// The fake Meta's location search (GET /search?type=adgeolocation): Brazil, its states and the wizard's
// target cities (lib/wizard/br-cities.ts), each with a stable numeric key like Meta's.
// Never used by production code.
import { BR_CITIES } from "../../../lib/wizard/br-cities";
import { foldText, hashNumber } from "./text";

const STATES: Record<string, string> = {
  AC: "Acre",
  AL: "Alagoas",
  AP: "Amapá",
  AM: "Amazonas",
  BA: "Bahia",
  CE: "Ceará",
  DF: "Distrito Federal",
  ES: "Espírito Santo",
  GO: "Goiás",
  MA: "Maranhão",
  MT: "Mato Grosso",
  MS: "Mato Grosso do Sul",
  MG: "Minas Gerais",
  PA: "Pará",
  PB: "Paraíba",
  PR: "Paraná",
  PE: "Pernambuco",
  PI: "Piauí",
  RJ: "Rio de Janeiro (state)",
  RN: "Rio Grande do Norte",
  RS: "Rio Grande do Sul",
  RO: "Rondônia",
  RR: "Roraima",
  SC: "Santa Catarina",
  SP: "São Paulo (state)",
  SE: "Sergipe",
  TO: "Tocantins",
};
const REGION_IDS = Object.fromEntries(Object.keys(STATES).map((uf, index) => [uf, 438 + index])) as Record<string, number>;

export type FakeCity = { key: string; name: string; state: string; slug: string };

function assignKeys(): FakeCity[] {
  const used = new Set<number>();
  return BR_CITIES.map((city) => {
    let key = 200_000 + (hashNumber(city.value) % 800_000);
    while (used.has(key)) key++;
    used.add(key);
    return { key: String(key), name: city.label.replace(/ - [A-Z]{2}$/, ""), state: city.state, slug: city.value };
  });
}

export const FAKE_CITIES: readonly FakeCity[] = assignKeys();
const citiesByKey = new Map(FAKE_CITIES.map((city) => [city.key, city]));
const citiesBySlug = new Map(FAKE_CITIES.map((city) => [city.slug, city]));

export const findCity = (key: string) => citiesByKey.get(key);
/** The fake's key for one of the wizard's cities ("sao-paulo-sp"), for tests that check a published targeting. */
export const fakeMetaCityKey = (slug: string) => citiesBySlug.get(slug)?.key;
export const isRegionKey = (key: string) => Object.values(REGION_IDS).includes(Number(key));

const cityJson = (city: FakeCity) => ({
  key: city.key,
  name: city.name,
  type: "city",
  country_code: "BR",
  country_name: "Brazil",
  region: STATES[city.state],
  region_id: REGION_IDS[city.state],
  supports_region: true,
  supports_city: true,
});

const regionJson = (uf: string) => ({
  key: String(REGION_IDS[uf]),
  name: STATES[uf],
  type: "region",
  country_code: "BR",
  country_name: "Brazil",
  supports_region: true,
  supports_city: true,
});

const BRAZIL = { key: "BR", name: "Brazil", type: "country", country_code: "BR", supports_region: true, supports_city: true };

/**
 * Accent- and case-insensitive; a trailing " - UF" (the wizard's labels) narrows to that state. Cities
 * whose name starts with the query come first, as in Meta's answers.
 */
export function searchLocations(query: string, types: string[], countryCode: string | undefined, limit: number) {
  if (countryCode && countryCode.toUpperCase() !== "BR") return [];
  const suffix = /^(.*?)\s*-\s*([A-Za-z]{2})$/.exec(query.trim());
  const q = foldText(suffix ? suffix[1]! : query);
  const uf = suffix?.[2]?.toUpperCase();
  if (!q) return [];
  const rank = (name: string) => (foldText(name).startsWith(q) ? 0 : 1);
  const results: Record<string, unknown>[] = [];
  if (types.includes("country") && (foldText("Brazil").includes(q) || foldText("Brasil").includes(q))) results.push(BRAZIL);
  if (types.includes("region")) {
    for (const code of Object.keys(STATES)) if (foldText(STATES[code]!).includes(q)) results.push(regionJson(code));
  }
  if (types.includes("city")) {
    const cities = FAKE_CITIES.filter((city) => foldText(city.name).includes(q) && (!uf || city.state === uf));
    results.push(...cities.sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name, "pt")).map(cityJson));
  }
  return results.slice(0, limit);
}
