import { BR_CITIES, cityLabel } from "@/lib/wizard/br-cities";

const UFS = [
  "AC",
  "AL",
  "AP",
  "AM",
  "BA",
  "CE",
  "DF",
  "ES",
  "GO",
  "MA",
  "MT",
  "MS",
  "MG",
  "PA",
  "PB",
  "PR",
  "PE",
  "PI",
  "RJ",
  "RN",
  "RS",
  "RO",
  "RR",
  "SC",
  "SP",
  "SE",
  "TO",
];

describe("BR_CITIES (spec 001 §3)", () => {
  it("holds about 75 cities across all 27 federative units", () => {
    expect(BR_CITIES.length).toBeGreaterThanOrEqual(70);
    expect(BR_CITIES.length).toBeLessThanOrEqual(80);
    expect(new Set(BR_CITIES.map((city) => city.state))).toEqual(new Set(UFS));
  });

  it("has unique ascii slugs ending in the state, labels 'City - UF', sorted by label", () => {
    expect(new Set(BR_CITIES.map((city) => city.value)).size).toBe(BR_CITIES.length);
    for (const city of BR_CITIES) {
      expect(city.label).toMatch(/^.+ - [A-Z]{2}$/);
      expect(city.label.endsWith(` - ${city.state}`)).toBe(true);
      expect(city.value).toMatch(new RegExp(`^[a-z0-9]+(-[a-z0-9]+)*-${city.state.toLowerCase()}$`));
    }
    const labels = BR_CITIES.map((city) => city.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator("pt").compare));
  });

  it("slugs and labels known cities", () => {
    expect(BR_CITIES).toContainEqual({ value: "sao-paulo-sp", label: "São Paulo - SP", state: "SP" });
    expect(cityLabel("sao-jose-dos-campos-sp")).toBe("São José dos Campos - SP");
    expect(cityLabel("jaboatao-dos-guararapes-pe")).toBe("Jaboatão dos Guararapes - PE");
    expect(cityLabel("brasilia-df")).toBe("Brasília - DF");
    expect(cityLabel("atlantis-xx")).toBe("atlantis-xx");
  });
});
