/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { DeleteUserDialog } from "@/components/admin/delete-user-dialog";
import { getToasts } from "@/components/ui/toast-store";
import { adminDeleteUserAction } from "@/lib/account/actions";
import en from "@/messages/en.json";

jest.mock("@/lib/account/actions", () => ({ adminDeleteUserAction: jest.fn() }));
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
const deleteUser = adminDeleteUserAction as unknown as jest.Mock;

const userId = "8f0e2c1a-3b4d-4e5f-8a6b-7c8d9e0f1a2b";
const email = "ana@example.com";

beforeEach(() => jest.clearAllMocks());

async function openDialog(isAdmin = false) {
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <DeleteUserDialog userId={userId} email={email} isAdmin={isAdmin} />
    </NextIntlClientProvider>,
  );
  fireEvent.click(screen.getByRole("button", { name: `Delete user ${email}` }));
  return screen.findByRole("alertdialog", { name: "Delete this user?" });
}

describe("DeleteUserDialog", () => {
  it("says what happens before anything is deleted, and takes the keyboard's focus", async () => {
    const dialog = await openDialog();
    expect(dialog.textContent).toContain(`${email} and everything in the account will be deleted`);
    expect(dialog.textContent).toContain("Campaigns published on Meta are paused there first.");
    expect(dialog.textContent).toContain("This can't be undone.");
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(deleteUser).not.toHaveBeenCalled();
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("keeps Meta's refusal in the dialog, naming the campaign", async () => {
    deleteUser.mockResolvedValue({
      ok: false,
      error: "account.delete.metaRefused",
      values: { campaign: "Verão Corrida", detail: "It is in review.", paused: 1 },
    });
    const toasts = getToasts();
    const dialog = await openDialog();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Delete user" })));
    expect(deleteUser).toHaveBeenCalledWith({ userId });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(
      "Meta refused to pause “Verão Corrida”, so nothing was deleted. Meta said: It is in review. " +
        "1 campaign was already paused at Meta and stays paused; you can resume it in Ads Manager.",
    );
    expect(dialog.isConnected).toBe(true);
    expect(getToasts()).toBe(toasts);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("closes, tells what was deleted and reloads the list once the user is deleted", async () => {
    deleteUser.mockResolvedValue({ ok: true, data: { campaigns: 3, pausedAtMeta: 2 } });
    await openDialog();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Delete user" })));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(getToasts()[0]).toMatchObject({ title: "User deleted", description: `${email} was deleted, with 3 campaigns. 2 were paused at Meta first.` });
    expect(refresh).toHaveBeenCalled();
  });

  it("asks for the acting admin's own password before deleting another admin, and keeps a refusal", async () => {
    deleteUser.mockResolvedValue({ ok: false, error: "admin.confirmPassword.wrong", fieldErrors: { password: "admin.confirmPassword.wrong" } });
    const dialog = await openDialog(true);
    expect(dialog.textContent).toContain(`${email} is an admin. Type your own password to delete this account.`);
    fireEvent.change(screen.getByLabelText("Your password"), { target: { value: "minha-senha" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Delete user" })));
    expect(deleteUser).toHaveBeenCalledWith({ userId, password: "minha-senha" });
    expect((await screen.findByRole("alert")).textContent).toBe("That password isn't right.");
    expect(dialog.isConnected).toBe(true);
  });
});
