// An ad set's targeting spec checked the way Meta checks it: places (countries, the seed cities' keys,
// regions), ages, interests that exist, and the Advantage+ audience flag every ad set must carry since
// v23. Never used by production code.
import { GraphError, graphErrors } from "./errors";
import { findCity, isRegionKey } from "./geo";
import { findInterest } from "./interests";

type Targeting = Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === "object" && !Array.isArray(value);
const records = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : []);

function checkPlaces(geo: unknown) {
  if (!isRecord(geo))
    throw graphErrors.invalidParameter(
      "Location required",
      "Your audience is missing a location. Add at least one country, region or city in targeting.geo_locations.",
    );
  const countries = Array.isArray(geo.countries) ? geo.countries : [];
  const cities = records(geo.cities);
  const regions = records(geo.regions);
  if (countries.length + cities.length + regions.length === 0) {
    throw graphErrors.invalidParameter(
      "Location required",
      "Your audience is missing a location. Add at least one country, region or city in targeting.geo_locations.",
    );
  }
  for (const country of countries) {
    if (typeof country !== "string" || !/^[A-Z]{2}$/.test(country))
      throw graphErrors.invalidParameter(
        "Invalid location",
        `The country code ${JSON.stringify(country)} is not valid. Use ISO 3166 two-letter codes such as "BR".`,
      );
  }
  for (const city of cities) {
    const key = String(city.key ?? "");
    if (!findCity(key))
      throw graphErrors.invalidParameter("Invalid location", `The city key "${key}" is not valid. Look cities up with /search?type=adgeolocation.`);
    if (city.radius !== undefined) {
      const unit = city.distance_unit === "kilometer" ? "kilometer" : "mile";
      const [min, max] = unit === "kilometer" ? [17, 80] : [10, 50];
      const radius = Number(city.radius);
      if (!(radius >= min && radius <= max))
        throw graphErrors.invalidParameter("Invalid radius", `The radius around a city must be between ${min} and ${max} ${unit}s.`);
    }
  }
  for (const region of regions) {
    if (!isRegionKey(String(region.key ?? ""))) throw graphErrors.invalidParameter("Invalid location", `The region key "${String(region.key)}" is not valid.`);
  }
}

function checkAges(targeting: Targeting) {
  const min = targeting.age_min === undefined ? 18 : Number(targeting.age_min);
  const max = targeting.age_max === undefined ? 65 : Number(targeting.age_max);
  if (!Number.isInteger(min) || min < 13 || min > 65)
    throw graphErrors.invalidParameter("Invalid age", "The minimum age must be a whole number between 13 and 65.");
  if (!Number.isInteger(max) || max < 13 || max > 65)
    throw graphErrors.invalidParameter("Invalid age", "The maximum age must be a whole number between 13 and 65.");
  if (min > max) throw graphErrors.invalidParameter("Invalid age", "The minimum age must not be greater than the maximum age.");
  return { min, max };
}

function checkInterests(targeting: Targeting) {
  const groups = [targeting, ...records(targeting.flexible_spec), ...(isRecord(targeting.exclusions) ? [targeting.exclusions] : [])];
  for (const group of groups) {
    for (const interest of records(group.interests)) {
      const id = String(interest.id ?? "");
      if (!findInterest(id)) {
        throw graphErrors.invalidParameter(
          "Targeting category no longer available",
          `The interest ${id}${interest.name ? ` (${String(interest.name)})` : ""} you selected is no longer available. Use targeting search to find interests you can use.`,
          1487694,
        );
      }
    }
  }
}

export function checkTargeting(value: unknown): Targeting {
  if (value === undefined || value === "") throw graphErrors.missingParameter("targeting");
  if (!isRecord(value)) throw new GraphError({ code: 100, message: "(#100) Param targeting must be a JSON-encoded object" });
  checkPlaces(value.geo_locations);
  const ages = checkAges(value);
  checkInterests(value);
  // Teens (13-17) are reached by age and place only, never by interests (Meta, Jan 2023:
  // about.fb.com/news/2023/01/age-appropriate-ads-for-teens).
  if (ages.min < 18 && [value, ...records(value.flexible_spec)].some((group) => records(group.interests).length > 0)) {
    throw graphErrors.invalidParameter(
      "Interests can't target teens",
      "Ads for people under 18 can't use interests. Set age_min to 18 or more, or remove the interests.",
    );
  }
  const automation = isRecord(value.targeting_automation) ? value.targeting_automation : undefined;
  const flag = automation?.advantage_audience;
  if (flag === undefined || flag === null || flag === "") {
    throw graphErrors.invalidParameter(
      "Advantage audience flag required",
      "To create your ad set, you need to enable or disable the Advantage audience feature. Set targeting.targeting_automation.advantage_audience to 1 to turn it on or 0 to turn it off.",
      1870227,
    );
  }
  if (![0, 1, "0", "1"].includes(flag as number | string)) throw graphErrors.mustBeOneOf("targeting_automation[advantage_audience]", ["0", "1"]);
  if (Number(flag) === 1 && ages.max < 65) {
    throw graphErrors.invalidParameter(
      "Age maximum can't be below 65 with Advantage+ audience",
      "When Advantage+ audience is on, the maximum age is only a suggestion and must be 65. Set age_max to 65, or turn Advantage+ audience off (advantage_audience: 0) to keep a stricter age range.",
      1870189,
    );
  }
  return value;
}
