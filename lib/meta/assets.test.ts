import { storedAdAccounts, storedPages, storedPixels } from "./assets";

// The profile's Meta lists are JSON written by an earlier read (or an older version): read back item by
// item, never cast, so a broken item cannot reach a screen or a Graph call.
describe("the Meta lists kept in the profile", () => {
  it("reads ad accounts, pages and pixels as stored", () => {
    expect(storedAdAccounts([{ id: "act_1", name: "Loja", currency: "BRL", active: true }])).toEqual([
      { id: "act_1", name: "Loja", currency: "BRL", active: true },
    ]);
    expect(storedPixels([{ id: "px1", name: "Pixel", adAccountId: "act_1" }])).toEqual([{ id: "px1", name: "Pixel", adAccountId: "act_1" }]);
    expect(storedPages([{ id: "p1", name: "Página", instagram: { id: "ig1", username: "loja" }, canAdvertise: false }])).toEqual([
      { id: "p1", name: "Página", instagram: { id: "ig1", username: "loja" }, canAdvertise: false },
    ]);
    // The Page's WhatsApp number (issue 34): a number, none (null), or unknown in a list stored before it was read.
    expect(
      storedPages([{ id: "p1", whatsappNumber: "5511987654321" }, { id: "p2", whatsappNumber: null }, { id: "p3" }]).map((page) => page.whatsappNumber),
    ).toEqual(["5511987654321", null, undefined]);
  });

  it("leaves out items without an id and fills what an older list lacks", () => {
    expect(storedAdAccounts([null, 3, { name: "sem id" }, { id: "act_2" }])).toEqual([{ id: "act_2", name: "act_2", currency: null, active: false }]);
    expect(storedPages([{ id: "p2", instagram: { id: 5 } }])).toEqual([{ id: "p2", name: "p2", instagram: null, canAdvertise: true }]);
    expect(storedPixels([{ id: "px2" }])).toEqual([{ id: "px2", name: "px2", adAccountId: "" }]);
  });

  it("reads anything that is not a list as empty", () => {
    for (const value of [null, undefined, "[]", { id: "act_1" }]) {
      expect(storedAdAccounts(value)).toEqual([]);
      expect(storedPages(value)).toEqual([]);
      expect(storedPixels(value)).toEqual([]);
    }
  });
});
