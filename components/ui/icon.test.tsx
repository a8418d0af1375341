import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { Megaphone as megaphoneNode } from "lucide";
import { icon } from "./icon";
import { Megaphone } from "./icons";

describe("an icon", () => {
  it("draws Lucide's SVG on the server, hidden from screen readers, with the caller's classes", () => {
    const markup = renderToStaticMarkup(<Megaphone className="size-4" />);
    expect(markup).toMatch(/^<svg [^>]*class="lucide lucide-megaphone size-4"[^>]*aria-hidden="true"/);
    expect(markup).toContain('viewBox="0 0 24 24"');
    expect(markup).toContain('stroke-width="2"');
    for (const [, attributes] of megaphoneNode) expect(markup).toContain(`d="${attributes.d}"`);
  });

  it("is announced when it is given a name, and takes a size", () => {
    const Star = icon("star", [["path", { d: "M1 1h2" }]]);
    const markup = renderToStaticMarkup(<Star aria-label="Favourite" role="img" size={16} />);
    expect(markup).not.toContain("aria-hidden");
    expect(markup).toContain('aria-label="Favourite"');
    expect(markup).toContain('width="16"');
    expect(markup).toContain('<path d="M1 1h2"></path>');
  });
});

describe("the icons folder", () => {
  const folder = path.join(__dirname, "icons");
  const files = readdirSync(folder).filter((file) => file.endsWith(".ts") && file !== "index.ts");
  const index = readFileSync(path.join(folder, "index.ts"), "utf8");

  it.each(files)("%s draws the Lucide icon it is named after, and the index exports it", (file) => {
    const source = readFileSync(path.join(folder, file), "utf8");
    const [, lucideName, exported, drawn] =
      /import \{ (\w+) as node \} from "lucide";[\s\S]*export const (\w+) = \/\* @__PURE__ \*\/ icon\("([a-z0-9-]+)", node\);/.exec(source) ?? [];
    expect(drawn).toBe(file.replace(/\.ts$/, ""));
    expect(
      lucideName!
        .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
        .replace(/([A-Z])([A-Z][a-z])/g, "$1-$2")
        .toLowerCase(),
    ).toBe(drawn);
    expect(index).toContain(`export { ${exported} } from "./${drawn}";`);
  });

  it("is free of side effects, so a bundle takes only the icons it uses", () => {
    expect(JSON.parse(readFileSync(path.join(folder, "package.json"), "utf8")).sideEffects).toBe(false);
  });
});
