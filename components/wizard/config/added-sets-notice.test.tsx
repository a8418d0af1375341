/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { suggestInterestsAction } from "@/lib/meta/actions";
import { ok } from "@/lib/actions/result";
import { buildAdSets } from "@/lib/wizard/ad-sets";
import type { WizardConfig } from "@/lib/wizard/config-schema";
import en from "@/messages/en.json";
import { AddedSetsNotice } from "./added-sets-notice";
import { useMetaInterests } from "./use-meta-interests";

jest.mock("@/lib/meta/actions", () => ({ suggestInterestsAction: jest.fn() }));
const suggest = suggestInterestsAction as unknown as jest.Mock;

const interests = Array.from({ length: 12 }, (_, index) => ({ id: String(index + 1), name: `Interest ${index + 1}` }));
const twoSets = buildAdSets(["Corrida", "Maratona", "Trilha", "Academia", "Saúde", "Treino"], { headline: "Corra", description: "Texto" }, 4000, "Broad");

function Harness() {
  const form = useForm<WizardConfig>({ defaultValues: { dailyBudget: 4000, adSets: twoSets } as WizardConfig });
  return (
    <NextIntlClientProvider locale="en" messages={en}>
      <FormProvider {...form}>
        <Suggestion />
      </FormProvider>
    </NextIntlClientProvider>
  );
}

function Suggestion() {
  const interestsOf = useMetaInterests({ name: "Tênis", category: null, terms: [] });
  const sets = useWatch<WizardConfig, "adSets">({ name: "adSets" });
  return (
    <>
      <button type="button" onClick={() => void interestsOf.suggest("act_1")}>
        suggest
      </button>
      {interestsOf.status.state === "done" && interestsOf.status.added ? (
        <AddedSetsNotice before={interestsOf.status.added.before} onKeepFewer={interestsOf.keepFewer} />
      ) : null}
      <div data-testid="sets">{sets.map((set) => `${set.title}:${set.metaInterests.length}:${set.budget}`).join("|")}</div>
    </>
  );
}

describe("ad sets added for Meta's interests are said, with a way back (issue 31)", () => {
  it("says how many were added and the new minimum, and keeps the seller's two sets with every interest", async () => {
    suggest.mockResolvedValue(ok({ interests }));
    render(<Harness />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "suggest" })));
    // 12 interests: 3 sets added, each with the first set's copy.
    expect(screen.getByTestId("sets").textContent).toBe("Corra:3:800|Corra:3:800|Corra:2:800|Corra:2:800|Corra:2:800");
    const notice = screen.getByRole("status");
    expect(notice.textContent).toContain("Meta suggested interests for 3 more ad sets");
    expect(notice.textContent).toContain("There are now 5 active ad sets, and the minimum budget went from R$40.00 to R$100.00 a day.");

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Keep only 2 ad sets" })));
    expect(screen.getByTestId("sets").textContent).toBe("Corra:6:2000|Corra:6:2000");
    expect(screen.queryByRole("status")).toBeNull();
  });
});
