import { pickMessages } from "./client-messages";

describe("picking the catalogue's parts a page's client parts read", () => {
  const messages = {
    auth: { title: "Sign in", errors: { short: "Too short" } },
    landing: { demo: { go: "Try" }, hero: { title: "Ads" } },
    mail: { subject: "Hi" },
  };

  it("takes whole namespaces and parts of one, nothing else", () => {
    expect(pickMessages(messages, ["auth", "landing.demo"])).toEqual({ auth: messages.auth, landing: { demo: { go: "Try" } } });
  });

  it("merges parts of one namespace and skips paths the catalogue lacks", () => {
    expect(pickMessages(messages, ["landing.demo", "landing.hero.title", "landing.gone.away", "nowhere"])).toEqual({
      landing: { demo: { go: "Try" }, hero: { title: "Ads" } },
    });
  });
});
