import { shownAdSetName } from "./default-names";

describe("shownAdSetName", () => {
  it("shows the default 'Broad Audience' set in the reader's language, whichever language made it", () => {
    expect(shownAdSetName("Broad Audience", "Público Amplo")).toBe("Público Amplo");
    expect(shownAdSetName("Público Amplo", "Broad Audience")).toBe("Broad Audience");
  });

  it("keeps a name the seller or the audience segments gave", () => {
    expect(shownAdSetName("Corredores + Maratonistas", "Broad Audience")).toBe("Corredores + Maratonistas");
    expect(shownAdSetName("Broad audience for shoes", "Público Amplo")).toBe("Broad audience for shoes");
  });
});
