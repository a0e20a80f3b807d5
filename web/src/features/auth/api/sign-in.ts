import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { SignInSchema } from "#domain/account";
import { apiJson } from "#web/lib/api-client.ts";

/** POST /api/auth/sign-in/email (better-auth): sets the session cookie (the form's rules: form-schemas.ts). */
export type SignInInput = z.input<typeof SignInSchema>;

export const signIn = (body: SignInInput) => apiJson<unknown>("POST", "/api/auth/sign-in/email", body);

export const useSignIn = () => useMutation({ mutationFn: signIn });
