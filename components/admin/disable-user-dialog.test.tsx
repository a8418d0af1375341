/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { DisableUserDialog } from "@/components/admin/disable-user-dialog";
import { getToasts } from "@/components/ui/toast-store";
import { adminSetUserDisabledAction } from "@/lib/account/actions";
import en from "@/messages/en.json";

jest.mock("@/lib/account/actions", () => ({ adminSetUserDisabledAction: jest.fn() }));
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
const setDisabled = adminSetUserDisabledAction as unknown as jest.Mock;

const userId = "8f0e2c1a-3b4d-4e5f-8a6b-7c8d9e0f1a2b";
const email = "bia@example.com";

beforeEach(() => jest.clearAllMocks());

async function openDialog(disabled: boolean) {
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <DisableUserDialog userId={userId} email={email} disabled={disabled} />
    </NextIntlClientProvider>,
  );
  fireEvent.click(screen.getByRole("button", { name: `${disabled ? "Enable" : "Disable"} user ${email}` }));
  return screen.findByRole("alertdialog", { name: disabled ? "Enable this user?" : "Disable this user?" });
}

describe("DisableUserDialog", () => {
  it("says that campaigns are paused at Meta first, and keeps Meta's refusal in the dialog", async () => {
    setDisabled.mockResolvedValue({
      ok: false,
      error: "admin.users.disable.metaRefused",
      values: { campaign: "Verão Corrida", detail: "It is in review.", paused: 0 },
    });
    const dialog = await openDialog(false);
    expect(dialog.textContent).toContain("Their campaigns running on Meta are paused first");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Disable user" })));
    expect(setDisabled).toHaveBeenCalledWith({ userId, disabled: true });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Meta refused to pause “Verão Corrida”, so the user was not disabled. Meta said: It is in review.",
    );
    expect(refresh).not.toHaveBeenCalled();
  });

  it("says which campaigns Meta had already paused before it refused one", async () => {
    setDisabled.mockResolvedValue({
      ok: false,
      error: "admin.users.disable.metaRefused",
      values: { campaign: "Verão Corrida", detail: "It is in review.", paused: 2 },
    });
    await openDialog(false);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Disable user" })));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Meta refused to pause “Verão Corrida”, so the user was not disabled. Meta said: It is in review. " +
        "2 campaigns were already paused at Meta and stay paused; you can resume them in Ads Manager.",
    );
  });

  it("disables, says how many campaigns were paused and reloads the list", async () => {
    setDisabled.mockResolvedValue({ ok: true, data: { pausedAtMeta: 2 } });
    await openDialog(false);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Disable user" })));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(getToasts()[0]).toMatchObject({ title: "User disabled", description: `${email} was signed out. 2 campaigns were paused at Meta.` });
    expect(refresh).toHaveBeenCalled();
  });

  it("enables a disabled user again", async () => {
    setDisabled.mockResolvedValue({ ok: true, data: { pausedAtMeta: 0 } });
    await openDialog(true);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Enable user" })));
    expect(setDisabled).toHaveBeenCalledWith({ userId, disabled: false });
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: "User enabled", description: `${email} can sign in again.` }));
  });
});
