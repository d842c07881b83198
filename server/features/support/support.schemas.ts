import { z } from "zod";
import { INVALID_EMAIL, MIN_BODY_LENGTH, MIN_SUBJECT_LENGTH, SHORT_BODY, SHORT_SUBJECT } from "../../../core/support";

/*
 * Request and response shapes of the support routes. The chat's own texts (core/support) are the validation messages,
 * so the server says what the chat would have said.
 */

export const AskBody = z.object({
  message: z
    .string({ message: "Please type a question." })
    .trim()
    .min(1, { message: "Please type a question." })
    .max(2000, { message: "Questions can be at most 2,000 characters long." }),
});

export const AskResponse = z.object({
  ok: z.boolean(),
  answer: z.string(),
  suggestedFaqs: z.array(z.object({ q: z.string() })),
});

export const TicketBody = z.object({
  email: z
    .string({ message: INVALID_EMAIL })
    .trim()
    .max(254, { message: "The email address is too long." })
    .email({ message: INVALID_EMAIL })
    .transform((e) => e.toLowerCase()),
  subject: z
    .string({ message: SHORT_SUBJECT })
    .trim()
    .min(MIN_SUBJECT_LENGTH, { message: SHORT_SUBJECT })
    .max(200, { message: "The subject can be at most 200 characters long." }),
  body: z
    .string({ message: SHORT_BODY })
    .trim()
    .min(MIN_BODY_LENGTH, { message: SHORT_BODY })
    .max(10_000, { message: "The description can be at most 10,000 characters long." }),
});
export type TicketBody = z.infer<typeof TicketBody>;

export const TicketResponse = z.object({ ok: z.literal(true), id: z.string() });

export const TicketListQuery = z.object({ q: z.string().trim().max(200).optional() });

export const TicketIdParams = z.object({ id: z.string().min(1).max(40) });
