/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import pt from "@/messages/pt.json";
import type { PublishErrorClassification } from "@/lib/meta/publish";
import { PublishErrorBox } from "./publish-error-box";

function Box({ locale, error }: { locale: "en" | "pt"; error: PublishErrorClassification }) {
  return (
    <NextIntlClientProvider locale={locale} messages={locale === "pt" ? pt : en} timeZone="America/Sao_Paulo">
      <PublishErrorBox error={error} />
    </NextIntlClientProvider>
  );
}

const validation: PublishErrorClassification = {
  kind: "validation",
  titleKey: "wizard.publish.errors.validation.title",
  hintKey: "wizard.publish.errors.validation.hint",
  values: {},
};

describe("PublishErrorBox", () => {
  it("quotes Meta's words labelled as Meta's, and folds the technical details away for support (pt)", () => {
    render(
      <Box
        locale="pt"
        error={{ ...validation, metaMessage: "Nome inválido: Mude o nome.", technical: "code 100/1487694 · Invalid parameter · fbtrace_id A1b2" }}
      />,
    );
    const box = screen.getByRole("alert");
    expect(box.textContent).toContain("Erro de validação");
    expect(box.textContent).toContain("O Meta recusou um dos dados da campanha. Confira os campos e publique de novo.");
    expect(box.querySelector("q")?.textContent).toBe("Nome inválido: Mude o nome.");
    expect(box.querySelector("q")?.parentElement?.textContent).toBe("Mensagem do Meta: Nome inválido: Mude o nome.");
    const details = box.querySelector("details")!;
    expect(details.open).toBe(false);
    expect(details.querySelector("summary")?.textContent).toBe("Detalhes técnicos para o suporte");
    expect(details.textContent).toContain("code 100/1487694 · Invalid parameter · fbtrace_id A1b2");
  });

  it("in English too", () => {
    render(<Box locale="en" error={{ ...validation, metaMessage: "Invalid name: Change it.", technical: "code 100 · Invalid parameter" }} />);
    const box = screen.getByRole("alert");
    expect(box.textContent).toContain("Meta refused one of the campaign's details. Check the fields and publish again.");
    expect(box.querySelector("q")?.parentElement?.textContent).toBe("Meta's message: Invalid name: Change it.");
    expect(box.querySelector("summary")?.textContent).toBe("Technical details for support");
  });

  it("reads a classification stored before Meta's words were kept apart: the hint alone, never the old message value", () => {
    render(<Box locale="en" error={{ ...validation, values: { message: "(#100) Param instagram_user_id must be a valid Instagram account id" } }} />);
    const box = screen.getByRole("alert");
    expect(box.textContent).toBe("Validation errorMeta refused one of the campaign's details. Check the fields and publish again.");
    expect(box.querySelector("q")).toBeNull();
    expect(box.querySelector("details")).toBeNull();
  });
});
