// The fake Meta's targeting search for interests (GET /search?type=adinterest and adinterestsuggestion):
// about 80 interests with English and Portuguese names, answered in the requested locale.
// Never used by production code.
import { foldText, hashNumber } from "./text";

type Topic = { en: string; pt: string };
const TOPICS = {
  fitness: { en: "Fitness and wellness", pt: "Fitness e bem-estar" },
  sports: { en: "Sports and outdoors", pt: "Esportes e atividades ao ar livre" },
  shopping: { en: "Shopping and fashion", pt: "Compras e moda" },
  beauty: { en: "Beauty", pt: "Beleza" },
  food: { en: "Food and drink", pt: "Comidas e bebidas" },
  family: { en: "Family and relationships", pt: "Família e relacionamentos" },
  hobbies: { en: "Hobbies and activities", pt: "Hobbies e atividades" },
  technology: { en: "Technology", pt: "Tecnologia" },
  business: { en: "Business and industry", pt: "Negócios e indústria" },
  entertainment: { en: "Entertainment", pt: "Entretenimento" },
} satisfies Record<string, Topic>;

const RAW: [topic: keyof typeof TOPICS, en: string, pt: string][] = [
  ["fitness", "Running", "Corrida"],
  ["fitness", "Marathon", "Maratona"],
  ["fitness", "Physical fitness", "Condicionamento físico"],
  ["fitness", "Physical exercise", "Exercício físico"],
  ["fitness", "Gym", "Academia"],
  ["fitness", "Bodybuilding", "Musculação"],
  ["fitness", "Yoga", "Ioga"],
  ["fitness", "Pilates", "Pilates"],
  ["fitness", "Triathlon", "Triatlo"],
  ["fitness", "CrossFit", "CrossFit"],
  ["fitness", "Healthy living", "Vida saudável"],
  ["fitness", "Sports nutrition", "Nutrição esportiva"],
  ["fitness", "Dieting", "Dieta"],
  ["fitness", "Meditation", "Meditação"],
  ["fitness", "Weight training", "Treinamento com pesos"],
  ["fitness", "Walking", "Caminhada"],
  ["sports", "Cycling", "Ciclismo"],
  ["sports", "Swimming", "Natação"],
  ["sports", "Association football (Soccer)", "Futebol"],
  ["sports", "Volleyball", "Vôlei"],
  ["sports", "Basketball", "Basquete"],
  ["sports", "Tennis", "Tênis (esporte)"],
  ["sports", "Surfing", "Surfe"],
  ["sports", "Skateboarding", "Skate"],
  ["sports", "Hiking", "Trilhas"],
  ["sports", "Camping", "Camping"],
  ["sports", "Martial arts", "Artes marciais"],
  ["sports", "Trail running", "Corrida de montanha"],
  ["sports", "Athletics", "Atletismo"],
  ["sports", "Outdoor recreation", "Esportes ao ar livre"],
  ["shopping", "Running shoes", "Tênis de corrida"],
  ["shopping", "Athletic shoes", "Tênis esportivos"],
  ["shopping", "Sportswear", "Roupas esportivas"],
  ["shopping", "Online shopping", "Compras online"],
  ["shopping", "Fashion", "Moda"],
  ["shopping", "Shoes", "Calçados"],
  ["shopping", "Clothing", "Roupas"],
  ["shopping", "Handbags", "Bolsas"],
  ["shopping", "Jewelry", "Joias"],
  ["shopping", "Boutiques", "Butiques"],
  ["shopping", "Discount stores", "Lojas de desconto"],
  ["shopping", "Coupons", "Cupons"],
  ["shopping", "Luxury goods", "Artigos de luxo"],
  ["shopping", "Sunglasses", "Óculos de sol"],
  ["shopping", "Watches", "Relógios"],
  ["beauty", "Cosmetics", "Cosméticos"],
  ["beauty", "Skin care", "Cuidados com a pele"],
  ["beauty", "Hair care", "Cuidados com o cabelo"],
  ["beauty", "Makeup", "Maquiagem"],
  ["beauty", "Perfume", "Perfume"],
  ["beauty", "Beauty salons", "Salões de beleza"],
  ["food", "Coffee", "Café"],
  ["food", "Cooking", "Culinária"],
  ["food", "Baking", "Confeitaria"],
  ["food", "Vegetarianism", "Vegetarianismo"],
  ["food", "Veganism", "Veganismo"],
  ["food", "Wine", "Vinho"],
  ["food", "Craft beer", "Cerveja artesanal"],
  ["food", "Chocolate", "Chocolate"],
  ["food", "Restaurants", "Restaurantes"],
  ["food", "Organic food", "Alimentos orgânicos"],
  ["family", "Parenting", "Criação de filhos"],
  ["family", "Motherhood", "Maternidade"],
  ["family", "Weddings", "Casamentos"],
  ["hobbies", "Photography", "Fotografia"],
  ["hobbies", "Travel", "Viagens"],
  ["hobbies", "Gardening", "Jardinagem"],
  ["hobbies", "Do it yourself (DIY)", "Faça você mesmo"],
  ["hobbies", "Home decor", "Decoração"],
  ["hobbies", "Interior design", "Design de interiores"],
  ["hobbies", "Handicrafts", "Artesanato"],
  ["hobbies", "Reading", "Leitura"],
  ["hobbies", "Dogs", "Cães"],
  ["hobbies", "Cats", "Gatos"],
  ["hobbies", "Music", "Música"],
  ["hobbies", "Dance", "Dança"],
  ["hobbies", "Video games", "Videogames"],
  ["hobbies", "Board games", "Jogos de tabuleiro"],
  ["technology", "Smartphones", "Smartphones"],
  ["technology", "Computers", "Computadores"],
  ["technology", "Consumer electronics", "Eletrônicos"],
  ["business", "Entrepreneurship", "Empreendedorismo"],
  ["business", "Small business", "Pequenas empresas"],
  ["business", "E-commerce", "Comércio eletrônico"],
  ["business", "Digital marketing", "Marketing digital"],
  ["business", "Personal finance", "Finanças pessoais"],
  ["business", "Real estate", "Imóveis"],
  ["entertainment", "Movies", "Filmes"],
  ["entertainment", "Concerts", "Shows"],
  ["entertainment", "Television", "Televisão"],
];

export type FakeInterest = { id: string; en: string; pt: string; topic: Topic; lower: number; upper: number };

/** Three significant figures, as Meta rounds its audience size estimates. */
const roundSize = (n: number) => {
  const scale = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 2);
  return Math.round(n / scale) * scale;
};

export const FAKE_INTERESTS: readonly FakeInterest[] = RAW.map(([topic, en, pt], index) => {
  const lower = roundSize(2_000_000 + (hashNumber(en) % 900_000_000));
  return { id: String(6003100000000 + index * 7919), en, pt, topic: TOPICS[topic], lower, upper: roundSize(lower * 1.18) };
});

const byId = new Map(FAKE_INTERESTS.map((interest) => [interest.id, interest]));
export const findInterest = (id: string) => byId.get(id);

const portuguese = (locale: string | undefined) => /^pt/i.test(locale ?? "");

export function interestJson(interest: FakeInterest, locale: string | undefined) {
  const pt = portuguese(locale);
  const name = pt ? interest.pt : interest.en;
  const topic = pt ? interest.topic.pt : interest.topic.en;
  return {
    id: interest.id,
    name,
    audience_size_lower_bound: interest.lower,
    audience_size_upper_bound: interest.upper,
    path: [pt ? "Interesses" : "Interests", topic, name],
    description: null,
    topic,
  };
}

/** Case- and accent-insensitive substring match on either language; names starting with the query first. */
export function searchInterests(query: string, locale: string | undefined, limit: number) {
  const q = foldText(query);
  if (!q) return [];
  const hits = FAKE_INTERESTS.filter((interest) => foldText(interest.en).includes(q) || foldText(interest.pt).includes(q));
  const rank = (interest: FakeInterest) => {
    const name = foldText(portuguese(locale) ? interest.pt : interest.en);
    return name === q ? 0 : name.startsWith(q) ? 1 : 2;
  };
  return hits
    .sort((a, b) => rank(a) - rank(b) || b.upper - a.upper)
    .slice(0, limit)
    .map((interest) => interestJson(interest, locale));
}

/** Interests related to the given names (same topic), leaving out the given ones. */
export function suggestInterests(names: string[], locale: string | undefined, limit: number) {
  const wanted = new Set(names.map(foldText));
  const given = FAKE_INTERESTS.filter((interest) => wanted.has(foldText(interest.en)) || wanted.has(foldText(interest.pt)));
  const topics = new Set(given.map((interest) => interest.topic.en));
  return FAKE_INTERESTS.filter((interest) => topics.has(interest.topic.en) && !given.includes(interest))
    .sort((a, b) => b.upper - a.upper)
    .slice(0, limit)
    .map((interest) => interestJson(interest, locale));
}
