import { z } from "zod";

export const PublicUser = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
});
export type PublicUser = z.infer<typeof PublicUser>;

const email = z
  .string()
  .trim()
  .max(254)
  .email({ message: "Please enter a valid email address." })
  .transform((e) => e.toLowerCase());

export const SignUpBody = z.object({
  email,
  password: z
    .string()
    .min(8, { message: "Password must be at least 8 characters." })
    .max(200, { message: "Password must be at most 200 characters." }),
  firstName: z.string().trim().min(1, { message: "Please enter your first name." }).max(100),
  lastName: z.string().trim().min(1, { message: "Please enter your last name." }).max(100),
});
export type SignUpBody = z.infer<typeof SignUpBody>;

export const SignInBody = z.object({
  email,
  password: z.string().min(1, { message: "Please enter your password." }).max(200),
});
export type SignInBody = z.infer<typeof SignInBody>;
