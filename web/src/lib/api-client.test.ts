import { describe, expect, it, vi } from "vitest";
import { ApiError, apiJson, messageOf } from "./api-client.ts";

function answer(body: string | null, status: number) {
  const fetch = vi.fn(async () => new Response(body, { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

async function errorOf(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe("apiJson", () => {
  it("sends a body as JSON, same-origin, and answers the JSON", async () => {
    const fetch = answer(JSON.stringify({ entry: { id: "x" } }), 200);
    await expect(apiJson("PUT", "/api/me/training/sessions/x", { id: "x" })).resolves.toEqual({ entry: { id: "x" } });
    expect(fetch).toHaveBeenCalledWith("/api/me/training/sessions/x", {
      credentials: "same-origin",
      method: "PUT",
      signal: undefined,
      headers: { accept: "application/json", "content-type": "application/json" },
      body: '{"id":"x"}',
    });
  });

  it("answers null for an empty answer (204)", async () => {
    answer(null, 204);
    await expect(apiJson("DELETE", "/api/me/training/sessions/x")).resolves.toBeNull();
  });

  it("reads our routes' errors ({ error: { message, code } })", async () => {
    answer(JSON.stringify({ error: { message: "That date does not exist.", code: "VALIDATION" } }), 422);
    const err = await errorOf(apiJson("GET", "/api/me"));
    expect(err).toMatchObject({ status: 422, message: "That date does not exist.", code: "VALIDATION" });
  });

  it("reads better-auth's errors ({ message, code })", async () => {
    answer(JSON.stringify({ message: "Email not verified", code: "EMAIL_NOT_VERIFIED" }), 403);
    const err = await errorOf(apiJson("POST", "/api/auth/sign-in/email", {}));
    expect(err).toMatchObject({ status: 403, message: "Email not verified", code: "EMAIL_NOT_VERIFIED" });
  });

  it("keeps the status when an error's body is empty, not JSON, or says nothing", async () => {
    answer("<html>Bad gateway</html>", 502);
    expect(await errorOf(apiJson("GET", "/api/me"))).toMatchObject({ status: 502, message: "", code: undefined });
    answer(null, 500);
    expect(await errorOf(apiJson("GET", "/api/me"))).toMatchObject({ status: 500, message: "" });
    answer(JSON.stringify({ error: { message: "   " } }), 400);
    expect(await errorOf(apiJson("GET", "/api/me"))).toMatchObject({ status: 400, message: "" });
  });

  it("calls a failed network a status 0, which the offline queue retries", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    expect(await errorOf(apiJson("GET", "/api/me"))).toMatchObject({ status: 0, message: "" });
  });
});

describe("messageOf", () => {
  it("shows the server's message when it sent one, else the page's own words", () => {
    expect(messageOf(new ApiError(409, "That email is taken."), "Sign-up failed")).toBe("That email is taken.");
    expect(messageOf(new ApiError(500, ""), "Sign-up failed")).toBe("Sign-up failed");
    expect(messageOf(new Error("TypeError: x is undefined"), "Sign-up failed")).toBe("Sign-up failed");
  });
});
