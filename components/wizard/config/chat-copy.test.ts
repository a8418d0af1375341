import { swapChatCopy } from "./chat-copy";

const ad = { description: "Leve e macio. Garanta o seu!", chatText: "Tire suas dúvidas. Chame no WhatsApp!" };

describe("swapChatCopy", () => {
  it("gives the AI's chat text to the sets that still hold its website text, and back", () => {
    const sets = [{ primaryText: ad.description }, { primaryText: "Texto meu" }];
    const chat = swapChatCopy(sets, ad, "whatsapp");
    expect(chat.map((set) => set.primaryText)).toEqual([ad.chatText, "Texto meu"]);
    expect(swapChatCopy(chat, ad, "website").map((set) => set.primaryText)).toEqual([ad.description, "Texto meu"]);
  });

  it("counts every text the AI wrote for a set's audience as its website text, and goes back to the first", () => {
    const written = { ...ad, audienceCopy: [{ title: ["T"], primaryText: ["Para quem corre.", "Para maratonistas."] }] };
    const sets = [{ primaryText: "Para maratonistas." }, { primaryText: ad.description }];
    const chat = swapChatCopy(sets, written, "whatsapp");
    expect(chat.map((set) => set.primaryText)).toEqual([ad.chatText, ad.chatText]);
    expect(swapChatCopy(chat, written, "website").map((set) => set.primaryText)).toEqual(["Para quem corre.", ad.description]);
  });

  it("leaves the sets alone when the AI wrote no chat text", () => {
    const sets = [{ primaryText: ad.description }];
    expect(swapChatCopy(sets, { description: ad.description }, "whatsapp")).toBe(sets);
  });

  it("matches a set's text as the set holds it, clipped to the set's limit", () => {
    const long = { description: "a".repeat(200), chatText: "b".repeat(200) };
    const [set] = swapChatCopy([{ primaryText: "a".repeat(125) }], long, "whatsapp");
    expect(set?.primaryText).toBe("b".repeat(125));
  });
});
