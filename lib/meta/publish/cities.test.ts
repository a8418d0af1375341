import { cityKeys, clearCityCache, pickCity } from "@/lib/meta/publish/cities";
import type { GraphClient } from "@/lib/meta/graph";

// The wizard's city slugs become Meta's city keys through the location search, matched by name and state.

const sao = { key: "1", name: "São Paulo", type: "city", country_code: "BR", region: "São Paulo (state)" };
const other = { key: "2", name: "Sao Paulo", type: "city", country_code: "BR", region: "Minas Gerais" };
const region = { key: "3", name: "São Paulo", type: "region", country_code: "BR" };

describe("pickCity", () => {
  it("picks the same-named city in the UF's state, with or without accents and Meta's '(state)'", () => {
    expect(pickCity([region, other, sao], "São Paulo", "SP")).toBe("1");
    expect(pickCity([{ ...sao, region: "Sao Paulo" }], "São Paulo", "SP")).toBe("1");
    expect(pickCity([other], "São Paulo", "SP")).toBeNull();
    expect(pickCity([{ key: "9", name: "São Paulo" }], "São Paulo", "SP")).toBe("9");
    expect(pickCity([], "São Paulo", "SP")).toBeNull();
  });
});

describe("cityKeys", () => {
  beforeEach(() => clearCityCache());

  it("searches each city once per process and refuses a city Meta does not know", async () => {
    const get = jest.fn(async (_path: string, params: Record<string, unknown>) => ({ data: params.q === "São Paulo" ? [sao] : [] }));
    const client = { get } as unknown as GraphClient;
    expect(await cityKeys(client, ["sao-paulo-sp"])).toEqual(["1"]);
    expect(await cityKeys(client, ["sao-paulo-sp"])).toEqual(["1"]);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith("search", { type: "adgeolocation", location_types: ["city"], q: "São Paulo", country_code: "BR", limit: 25 });
    await expect(cityKeys(client, ["campinas-sp"])).rejects.toMatchObject({ name: "CityNotFoundError", city: "Campinas - SP" });
  });
});
