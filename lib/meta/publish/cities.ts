import "server-only";
import { BR_CITIES } from "@/lib/wizard/br-cities";
import type { GraphClient } from "@/lib/meta/graph";

// The wizard's target cities are our slugs ("sao-paulo-sp", 001 §3 City list); Meta targets cities by
// its own keys, found with the location search. Keys do not change, so each process keeps what it found.

const STATE_NAMES: Record<string, string> = {
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
  RJ: "Rio de Janeiro",
  RN: "Rio Grande do Norte",
  RS: "Rio Grande do Sul",
  RO: "Rondônia",
  RR: "Roraima",
  SC: "Santa Catarina",
  SP: "São Paulo",
  SE: "Sergipe",
  TO: "Tocantins",
};

const cache = new Map<string, string>();

type Location = { key: string; name?: string; type?: string; country_code?: string; region?: string };

export const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();

/** Meta's region names read "São Paulo (state)" or "Sao Paulo": the state's name is enough. */
function regionFits(region: string | undefined, uf: string): boolean {
  const state = STATE_NAMES[uf];
  return Boolean(region && state && fold(region).replace(/\s*\(state\)$/, "") === fold(state));
}

/** The best answer for one city: same name, in the UF's state; failing the region, the only same-named city. */
export function pickCity(results: Location[], name: string, uf: string): string | null {
  const cities = results.filter((item) => (item.type ?? "city") === "city" && (item.country_code ?? "BR") === "BR");
  const named = cities.filter((item) => fold(item.name ?? "") === fold(name));
  const inState = named.find((item) => regionFits(item.region, uf));
  if (inState) return inState.key;
  return named.length === 1 && !named[0]!.region ? named[0]!.key : null;
}

export class CityNotFoundError extends Error {
  constructor(readonly city: string) {
    super(`city not found: ${city}`);
    this.name = "CityNotFoundError";
  }
}

/** Meta's keys for the wizard's city slugs, in order; a city Meta does not know is an error. */
export async function cityKeys(client: GraphClient, slugs: string[]): Promise<string[]> {
  const keys: string[] = [];
  for (const slug of slugs) {
    const cached = cache.get(slug);
    if (cached) {
      keys.push(cached);
      continue;
    }
    const city = BR_CITIES.find((item) => item.value === slug);
    if (!city) throw new CityNotFoundError(slug);
    const name = city.label.replace(/ - [A-Z]{2}$/, "");
    const answer = await client.get<{ data: Location[] }>("search", {
      type: "adgeolocation",
      location_types: ["city"],
      q: name,
      country_code: "BR",
      limit: 25,
    });
    const key = pickCity(answer.data ?? [], name, city.state);
    if (!key) throw new CityNotFoundError(city.label);
    cache.set(slug, key);
    keys.push(key);
  }
  return [...new Set(keys)];
}

/** Tests only: forget what this process found. */
export function clearCityCache(): void {
  cache.clear();
}
