/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { CreateUserDialog } from "@/components/admin/create-user-dialog";
import { UserPlanForm } from "@/components/admin/user-plan-form";
import { getToasts } from "@/components/ui/toast-store";
import { createUserAction, updateUserPlanAction } from "@/lib/admin/actions";
import en from "@/messages/en.json";

jest.mock("@/lib/admin/actions", () => ({ createUserAction: jest.fn(), updateUserPlanAction: jest.fn() }));
const updatePlan = updateUserPlanAction as unknown as jest.Mock;
const createUser = createUserAction as unknown as jest.Mock;

const messages = en;
const inEnglish = (node: ReactNode) =>
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      {node}
    </NextIntlClientProvider>,
  );

const userId = "8f0e2c1a-3b4d-4e5f-8a6b-7c8d9e0f1a2b";
const email = "ana@example.com";

beforeEach(() => jest.clearAllMocks());

describe("UserPlanForm", () => {
  const renderForm = () => inEnglish(<UserPlanForm userId={userId} email={email} planType="free" campaignLimit={1} />);

  it("proposes the chosen plan's default limit, and saves plan and limit together", async () => {
    updatePlan.mockResolvedValue({ ok: true, data: { planType: "starter", campaignLimit: 12 } });
    renderForm();
    const plan = screen.getByRole("combobox", { name: `Plan for ${email}` });
    const limit = screen.getByRole<HTMLInputElement>("spinbutton", { name: `Campaign limit for ${email}` });
    const save = screen.getByRole<HTMLButtonElement>("button", { name: `Save plan for ${email}` });
    expect(save.disabled).toBe(true);

    fireEvent.change(plan, { target: { value: "pro" } });
    expect(limit.value).toBe("999999");
    expect(screen.getByText("999999 means unlimited campaigns.")).toBeTruthy();
    fireEvent.change(plan, { target: { value: "starter" } });
    expect(limit.value).toBe("10");
    fireEvent.change(limit, { target: { value: "12" } });

    await act(async () => fireEvent.click(save));
    expect(updatePlan).toHaveBeenCalledWith({ userId, planType: "starter", campaignLimit: 12 });
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: "Plan updated", variant: "default" }));
  });

  it("explains a bad limit without calling the server", async () => {
    renderForm();
    fireEvent.change(screen.getByRole("spinbutton"), { target: { value: "" } });
    await act(async () => fireEvent.click(screen.getByRole("button")));
    expect(updatePlan).not.toHaveBeenCalled();
    expect(screen.getByText(/Enter a whole number from 0 to 999999/)).toBeTruthy();
  });

  it("shows the translated error toast when the server refuses", async () => {
    updatePlan.mockResolvedValue({ ok: false, error: "errors.forbidden" });
    renderForm();
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "pro" } });
    await act(async () => fireEvent.click(screen.getByRole("button")));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({ title: "Error updating the plan", description: "You don't have permission to do that.", variant: "destructive" }),
    );
  });
});

describe("CreateUserDialog", () => {
  async function openAndFill(values: { fullName: string; email: string; password: string; planType: string }) {
    inEnglish(<CreateUserDialog />);
    fireEvent.click(screen.getByRole("button", { name: "Create user" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(screen.getByLabelText("Full name"), { target: { value: values.fullName } });
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: values.email } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: values.password } });
    fireEvent.change(screen.getByLabelText("Plan"), { target: { value: values.planType } });
    return dialog;
  }
  const submit = (dialog: HTMLElement) => act(async () => fireEvent.submit(dialog.querySelector("form")!));

  it("checks the password length in the browser with the server's schema", async () => {
    const dialog = await openAndFill({ fullName: "Ana", email, password: "12345", planType: "pro" });
    await submit(dialog);
    expect(await screen.findByText("Password must be at least 6 characters.")).toBeTruthy();
    expect(createUser).not.toHaveBeenCalled();
  });

  it("sends the four fields, then closes with a success toast", async () => {
    createUser.mockResolvedValue({ ok: true, data: null });
    const dialog = await openAndFill({ fullName: "Ana", email, password: "123456", planType: "pro" });
    await submit(dialog);
    expect(createUser).toHaveBeenCalledWith({ fullName: "Ana", email, password: "123456", planType: "pro" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(getToasts()[0]).toMatchObject({ title: "User created", description: `${email} can now sign in.` });
  });

  it("shows a taken e-mail on the e-mail field and in an error toast", async () => {
    createUser.mockResolvedValue({ ok: false, error: "admin.users.errors.emailTaken", fieldErrors: { email: "admin.users.errors.emailTaken" } });
    const dialog = await openAndFill({ fullName: "Ana", email, password: "123456", planType: "free" });
    await submit(dialog);
    await waitFor(() => expect(screen.getByLabelText("E-mail").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText("A user with this e-mail already exists.").length).toBeGreaterThan(0);
    expect(getToasts()[0]).toMatchObject({ title: "Error creating the user", variant: "destructive" });
    expect(screen.getByRole("dialog")).toBeTruthy();
  });
});
