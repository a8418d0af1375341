/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { getToasts } from "@/components/ui/toast-store";
import { signInAction, signUpAction } from "@/lib/account/session-actions";
import en from "@/messages/en.json";
import { AuthTabs } from "./auth-tabs";

jest.mock("@/lib/account/session-actions", () => ({ signInAction: jest.fn(), signUpAction: jest.fn(), resendConfirmationAction: jest.fn() }));
const replace = jest.fn();
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace, refresh }) }));
// The App Router's next/dynamic (Next's bundler gives it to app/ and what it imports), not the Pages Router's.
jest.mock("next/dynamic", () => jest.requireActual("next/dist/shared/lib/app-dynamic"));
const signIn = signInAction as unknown as jest.Mock;
const signUp = signUpAction as unknown as jest.Mock;

beforeEach(() => jest.clearAllMocks());

const renderTabs = (initialTab?: "sign-in" | "sign-up") =>
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <AuthTabs initialTab={initialTab} />
    </NextIntlClientProvider>,
  );
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = (name: string) => act(async () => void fireEvent.click(screen.getByRole("button", { name })));
const errorOf = (label: string) => document.getElementById(screen.getByLabelText(label).getAttribute("aria-describedby") ?? "")?.textContent;

// First in the file: once loaded, the form's code stays loaded.
it("loads the sign-up form only when its tab is opened", async () => {
  renderTabs();
  expect(screen.getByRole("form", { name: "Sign in" })).toBeTruthy();
  expect(screen.queryByLabelText("Full name")).toBeNull();

  fireEvent.click(screen.getByRole("tab", { name: "Sign up" }));
  // Its code is on its way: the panel says it is busy, then shows the form.
  expect(screen.getByRole("tabpanel").querySelector("[aria-busy=true]")).toBeTruthy();
  expect(await screen.findByLabelText("Full name")).toBeTruthy();
  expect(screen.getByRole("tab", { name: "Sign up" }).getAttribute("aria-selected")).toBe("true");
  expect(screen.queryByRole("form", { name: "Sign in" })).toBeNull();
});

it("works as tabs from the keyboard: the arrows, Home and End move along them and open each", async () => {
  renderTabs();
  const signIn = screen.getByRole("tab", { name: "Sign in" });
  const signUp = screen.getByRole("tab", { name: "Sign up" });
  expect([signIn.tabIndex, signUp.tabIndex]).toEqual([0, -1]);
  expect(screen.getByRole("tabpanel", { name: "Sign in" }).id).toBe(signIn.getAttribute("aria-controls"));

  signIn.focus();
  fireEvent.keyDown(signIn, { key: "ArrowRight" });
  expect(document.activeElement).toBe(signUp);
  expect(signUp.getAttribute("aria-selected")).toBe("true");
  expect([signIn.tabIndex, signUp.tabIndex]).toEqual([-1, 0]);
  expect(await screen.findByLabelText("Full name")).toBeTruthy();
  expect(screen.getByRole("tabpanel", { name: "Sign up" }).id).toBe(signUp.getAttribute("aria-controls"));

  fireEvent.keyDown(signUp, { key: "ArrowRight" });
  expect(document.activeElement).toBe(signIn);
  fireEvent.keyDown(signIn, { key: "End" });
  expect(document.activeElement).toBe(signUp);
  fireEvent.keyDown(signUp, { key: "Home" });
  expect(document.activeElement).toBe(signIn);
  expect(signIn.getAttribute("aria-selected")).toBe("true");
  expect(screen.getByRole("form", { name: "Sign in" })).toBeTruthy();
});

describe("sign-up", () => {
  it("explains bad input beside each field before sending, and focuses the first field to fix", async () => {
    renderTabs("sign-up");
    await screen.findByLabelText("Full name");
    type("E-mail", "not-an-email");
    type("Password", "123");
    await send("Create account");

    expect(signUp).not.toHaveBeenCalled();
    expect(errorOf("Full name")).toBe("Full name is required.");
    expect(errorOf("E-mail")).toBe("Enter a valid e-mail address.");
    expect(errorOf("Password")).toBe("Password must be at least 6 characters.");
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("Full name"));

    // Once sent, a field is checked again as it changes; the others keep their errors.
    type("Full name", "Ana Souza");
    expect(screen.getByLabelText("Full name").getAttribute("aria-invalid")).toBeNull();
    expect(errorOf("Full name")).toBeUndefined();
    expect(errorOf("E-mail")).toBe("Enter a valid e-mail address.");
  });

  it("sends valid input, then says so and moves to sign-in", async () => {
    signUp.mockResolvedValue({ ok: true, data: null });
    renderTabs("sign-up");
    await screen.findByLabelText("Full name");
    type("Full name", " Ana Souza ");
    type("E-mail", "Ana@Example.com");
    type("Password", "secret123");
    await send("Create account");

    expect(signUp).toHaveBeenCalledWith({ fullName: " Ana Souza ", email: "Ana@Example.com", password: "secret123" });
    expect(getToasts()[0]).toMatchObject({ title: "Account created!", description: "Check your e-mail to confirm the account." });
    await waitFor(() => expect(screen.getByRole("tab", { name: "Sign in" }).getAttribute("aria-selected")).toBe("true"));
  });

  it("shows the server's field errors beside their fields", async () => {
    signUp.mockResolvedValue({
      ok: false,
      error: "errors.invalidInput",
      fieldErrors: { fullName: "auth.errors.fullNameInvalid", _form: "errors.invalidInput" },
    });
    renderTabs("sign-up");
    await screen.findByLabelText("Full name");
    type("Full name", "Ana Souza");
    type("E-mail", "ana@example.com");
    type("Password", "secret123");
    await send("Create account");

    expect(errorOf("Full name")).toBe("Enter your name only, on one line and without links.");
    expect(screen.getByLabelText("Full name").getAttribute("aria-invalid")).toBe("true");
    expect(getToasts()[0]).toMatchObject({ title: "Sign-up failed", description: "Some fields need your attention.", variant: "destructive" });
  });
});

describe("sign-in", () => {
  it("is busy while the server answers, and follows its redirect", async () => {
    let answer: (result: unknown) => void = () => {};
    signIn.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderTabs();
    type("E-mail", "ana@example.com");
    type("Password", "secret123");
    await send("Sign in");

    const button = screen.getByRole<HTMLButtonElement>("button", { name: "Signing in..." });
    expect(button.disabled).toBe(true);
    await act(async () => answer({ ok: true, data: { redirectTo: "/dashboard" } }));
    expect(replace).toHaveBeenCalledWith("/dashboard");
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Sign in" }).disabled).toBe(false);
  });

  it("asks for both fields before sending", async () => {
    renderTabs();
    await send("Sign in");
    expect(signIn).not.toHaveBeenCalled();
    expect(errorOf("E-mail")).toBe("E-mail is required.");
    expect(errorOf("Password")).toBe("Password is required.");
    expect(document.activeElement).toBe(screen.getByLabelText("E-mail"));
  });

  it("offers a new confirmation mail, for the address typed, when the address is not confirmed", async () => {
    signIn.mockResolvedValue({ ok: false, error: "auth.errors.emailNotConfirmed" });
    renderTabs();
    type("E-mail", "ana@example.com");
    type("Password", "secret123");
    await send("Sign in");

    const resend = await screen.findByRole("form", { name: "Didn't get the e-mail?" });
    expect(resend.querySelector("input")?.value).toBe("ana@example.com");
    expect(getToasts()[0]).toMatchObject({ title: "Sign-in failed", description: en.auth.errors.emailNotConfirmed });
  });
});
