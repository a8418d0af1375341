// spec 001 §3 City list: value (slug), label in the form "City - UF", state; about 75 Brazilian cities
// across all states. Every state capital (and Brasília) plus the largest other cities.
export type BrCity = { value: string; label: string; state: string };

const CITIES: readonly (readonly [name: string, state: string])[] = [
  // Capitals, one for each of the 27 federative units.
  ["Rio Branco", "AC"],
  ["Maceió", "AL"],
  ["Macapá", "AP"],
  ["Manaus", "AM"],
  ["Salvador", "BA"],
  ["Fortaleza", "CE"],
  ["Brasília", "DF"],
  ["Vitória", "ES"],
  ["Goiânia", "GO"],
  ["São Luís", "MA"],
  ["Cuiabá", "MT"],
  ["Campo Grande", "MS"],
  ["Belo Horizonte", "MG"],
  ["Belém", "PA"],
  ["João Pessoa", "PB"],
  ["Curitiba", "PR"],
  ["Recife", "PE"],
  ["Teresina", "PI"],
  ["Rio de Janeiro", "RJ"],
  ["Natal", "RN"],
  ["Porto Alegre", "RS"],
  ["Porto Velho", "RO"],
  ["Boa Vista", "RR"],
  ["Florianópolis", "SC"],
  ["São Paulo", "SP"],
  ["Aracaju", "SE"],
  ["Palmas", "TO"],
  // The largest other cities.
  ["Campinas", "SP"],
  ["Guarulhos", "SP"],
  ["São Bernardo do Campo", "SP"],
  ["Santo André", "SP"],
  ["Osasco", "SP"],
  ["Ribeirão Preto", "SP"],
  ["Sorocaba", "SP"],
  ["São José dos Campos", "SP"],
  ["Santos", "SP"],
  ["São José do Rio Preto", "SP"],
  ["Jundiaí", "SP"],
  ["São Gonçalo", "RJ"],
  ["Duque de Caxias", "RJ"],
  ["Nova Iguaçu", "RJ"],
  ["Niterói", "RJ"],
  ["Campos dos Goytacazes", "RJ"],
  ["Uberlândia", "MG"],
  ["Contagem", "MG"],
  ["Juiz de Fora", "MG"],
  ["Betim", "MG"],
  ["Montes Claros", "MG"],
  ["Feira de Santana", "BA"],
  ["Vitória da Conquista", "BA"],
  ["Londrina", "PR"],
  ["Maringá", "PR"],
  ["Ponta Grossa", "PR"],
  ["Foz do Iguaçu", "PR"],
  ["Caxias do Sul", "RS"],
  ["Pelotas", "RS"],
  ["Canoas", "RS"],
  ["Santa Maria", "RS"],
  ["Joinville", "SC"],
  ["Blumenau", "SC"],
  ["Jaboatão dos Guararapes", "PE"],
  ["Caruaru", "PE"],
  ["Petrolina", "PE"],
  ["Juazeiro do Norte", "CE"],
  ["Aparecida de Goiânia", "GO"],
  ["Anápolis", "GO"],
  ["Ananindeua", "PA"],
  ["Santarém", "PA"],
  ["Vila Velha", "ES"],
  ["Serra", "ES"],
  ["Imperatriz", "MA"],
  ["Campina Grande", "PB"],
  ["Mossoró", "RN"],
  ["Várzea Grande", "MT"],
  ["Dourados", "MS"],
];

/** "São José dos Campos", "SP" → "sao-jose-dos-campos-sp". */
function slug(name: string, state: string): string {
  const ascii = name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
  return `${ascii.replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")}-${state.toLowerCase()}`;
}

const collator = new Intl.Collator("pt");

/** The wizard's target cities, sorted by label. */
export const BR_CITIES: readonly BrCity[] = CITIES.map(([name, state]) => ({ value: slug(name, state), label: `${name} - ${state}`, state })).sort((a, b) =>
  collator.compare(a.label, b.label),
);

const LABELS = new Map(BR_CITIES.map((city) => [city.value, city.label]));

/** "sao-paulo-sp" → "São Paulo - SP"; a value not on the list (an older campaign's) is returned as is. */
export function cityLabel(value: string): string {
  return LABELS.get(value) ?? value;
}
