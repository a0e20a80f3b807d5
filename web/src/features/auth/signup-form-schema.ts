import type { z } from "zod";
import type { SignUpDetailsSchema } from "#domain/account";

/** What the form hands over: the details, and a parent's address for an Under-14 or Under-16 (issue #16). */
export type SignUpDetails = z.output<typeof SignUpDetailsSchema> & { parentEmail?: string };
