import { z } from "zod";
import { EmailSchema, HoneypotSchema, issueText, lineText, optional, paragraphText, PhoneSchema } from "./field-text.ts";

/** A reader's comment on a post (name required, email optional, content required). */
export const CommentInputSchema = z.object({
  name: lineText(80),
  email: optional(EmailSchema),
  content: paragraphText(2000),
  /** Honeypot: leave empty. */
  website: HoneypotSchema,
});
export type CommentInput = z.output<typeof CommentInputSchema>;

export const RatingInputSchema = z.object({
  rating: z.number().refine((v) => Number.isInteger(v) && v >= 1 && v <= 5, { params: issueText("invalidRating") }),
});

export const ContactInputSchema = z.object({
  name: lineText(80),
  email: EmailSchema,
  phone: optional(PhoneSchema),
  message: paragraphText(4000),
  /** Honeypot: leave empty. */
  website: HoneypotSchema,
});
export type ContactInput = z.output<typeof ContactInputSchema>;

/** The chat widget's intro (name, phone, email, message) or a later message in the same conversation. */
export const ChatMessageInputSchema = z.object({
  conversation_id: optional(z.string().regex(/^[A-Za-z0-9_-]{8,64}$/)),
  name: optional(lineText(80)),
  phone: optional(PhoneSchema),
  email: optional(EmailSchema),
  message: paragraphText(2000),
});
export type ChatMessageInput = z.output<typeof ChatMessageInputSchema>;
