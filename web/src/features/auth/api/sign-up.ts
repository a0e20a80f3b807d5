import { useMutation } from "@tanstack/react-query";
import type { SignUpRequest } from "#domain/account";
import { apiJson } from "#web/lib/api-client.ts";

/** POST /api/signup: creates the unverified account holding the answers and sends the mail. */
export interface SignUpResult {
  status: "verification-sent";
  email: string;
}

export const signUp = (body: SignUpRequest) => apiJson<SignUpResult>("POST", "/api/signup", body);

export const useSignUp = () => useMutation({ mutationFn: signUp });
