/**
 * Plain same-origin JSON fetch for the GameReady API (docs/api.md).
 * Our routes answer errors as `{ error: { message, code } }`; better-auth's own routes answer
 * `{ message, code }`. Both become one ApiError, so pages map errors by status and code only.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** The whole error answer, for a route that says more than a message (a 409's rules to confirm). */
  readonly body: unknown;

  constructor(status: number, message: string, code?: string, body?: unknown) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

interface ErrorBody {
  message?: unknown;
  code?: unknown;
  error?: { message?: unknown; code?: unknown } | string;
}

function errorFrom(status: number, body: unknown): ApiError {
  const b = (body ?? {}) as ErrorBody;
  const nested = typeof b.error === "object" && b.error ? b.error : undefined;
  const message = [nested?.message, b.message, typeof b.error === "string" ? b.error : undefined].find(
    (m): m is string => typeof m === "string" && m.trim() !== "",
  );
  const code = [nested?.code, b.code].find((c): c is string => typeof c === "string");
  return new ApiError(status, message ?? "", code, body);
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Performs the request; throws ApiError on any non-2xx answer and on network failure (status 0). */
async function send(path: string, init: RequestInit): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(path, { credentials: "same-origin", ...init });
  } catch {
    throw new ApiError(0, "");
  }
  if (!res.ok) throw errorFrom(res.status, await readJson(res));
  return res;
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** JSON in, JSON out. A body is sent as JSON; an empty answer resolves to null. */
export async function apiJson<T>(method: Method, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const res = await send(path, {
    method,
    signal,
    headers:
      body === undefined
        ? { accept: "application/json" }
        : { accept: "application/json", "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await readJson(res)) as T;
}

/** Multipart upload (the browser sets the boundary). */
export async function apiUpload<T>(path: string, form: FormData): Promise<T> {
  const res = await send(path, { method: "POST", body: form, headers: { accept: "application/json" } });
  return (await readJson(res)) as T;
}

/** A binary download (PDFs). */
export async function apiBlob(path: string): Promise<Blob> {
  const res = await send(path, { method: "GET" });
  return res.blob();
}

/** The server's message when it sent one, else the page's fallback from the spec's catalogue. */
export function messageOf(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.message ? err.message : fallback;
}
