import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { attachToaster, type ToastRequest } from "#web/lib/toast.ts";
import { INVALID_LOGIN } from "../sign-in-errors.ts";
import { LoginForm } from "./login-form.tsx";

// The form's rules (zod) load with the first keystroke or submit; loading them once here keeps a
// cold start on a busy machine out of the first test. The form still waits for them.
beforeAll(() => import("../form-schemas.ts"));

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => Response.json(body, { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function showLogin() {
  const onSignedIn = vi.fn();
  const toasts: ToastRequest[] = [];
  attachToaster((t) => toasts.push(t));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LoginForm onSignedIn={onSignedIn} />
    </QueryClientProvider>,
  );
  return { onSignedIn, toasts };
}

const email = () => screen.getByRole("textbox", { name: "Email" });
const password = () => screen.getByLabelText("Password");
const logIn = () => screen.getByRole("button", { name: "Log In" });

describe("the sign-in form", () => {
  it("says nothing while a visitor is still typing, before the first Log In", async () => {
    const user = userEvent.setup();
    answer(200, {});
    showLogin();
    await user.type(email(), "asha@");
    await user.type(password(), "abc");
    expect(email()).not.toHaveAccessibleDescription();
    expect(password()).not.toHaveAccessibleDescription();
  });

  it("shows each field's message at Log In, then follows each keystroke", async () => {
    const user = userEvent.setup();
    const fetch = answer(200, {});
    showLogin();
    await user.type(email(), "asha@");
    await user.click(logIn());
    await waitFor(() => expect(email()).toHaveAccessibleDescription("Invalid email address"));
    expect(password()).toHaveAccessibleDescription("Password must be at least 6 characters");
    expect(fetch).not.toHaveBeenCalled();

    await user.type(email(), "example.com");
    expect(email()).not.toHaveAccessibleDescription();
    expect(password()).toHaveAccessibleDescription("Password must be at least 6 characters");
    await user.type(password(), "secret1");
    expect(password()).not.toHaveAccessibleDescription();
  });

  it("signs in with the address as the server takes it, and moves on", async () => {
    const user = userEvent.setup();
    const fetch = answer(200, { token: "t" });
    const { onSignedIn } = showLogin();
    await user.type(email(), "  asha@example.com ");
    await user.type(password(), "secret1");
    await user.click(logIn());
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/auth/sign-in/email");
    expect(JSON.parse(String(init.body))).toEqual({ email: "asha@example.com", password: "secret1" });
  });

  it.each([
    [401, { message: "Unauthorized" }],
    [400, { message: "Invalid email or password", code: "INVALID_EMAIL_OR_PASSWORD" }],
  ])("answers a wrong password (%i) in the spec's words", async (status, body) => {
    const user = userEvent.setup();
    answer(status, body);
    const { onSignedIn, toasts } = showLogin();
    await user.type(email(), "asha@example.com");
    await user.type(password(), "wrong-one");
    await user.click(logIn());
    await waitFor(() =>
      expect(toasts).toEqual([
        { kind: "error", message: "Authentication Error", options: { description: INVALID_LOGIN } },
      ]),
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("says an unverified address must be verified first, and offers the mail again", async () => {
    const user = userEvent.setup();
    answer(403, { message: "Email not verified", code: "EMAIL_NOT_VERIFIED" });
    showLogin();
    await user.type(email(), "asha@example.com");
    await user.type(password(), "secret12");
    await user.click(logIn());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your email address is not verified yet.");
    expect(alert).toHaveTextContent("asha@example.com");
  });

  it("asks for the address before sending a reset link", async () => {
    const user = userEvent.setup();
    const fetch = answer(200, {});
    const { toasts } = showLogin();
    await user.click(screen.getByRole("button", { name: "Forgot password?" }));
    expect(toasts).toEqual([
      { kind: "error", message: "Email Required", options: { description: "Please enter your email address first." } },
    ]);
    expect(email()).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });
});
