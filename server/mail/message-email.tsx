import type { Lang } from "../i18n/language.ts";
import { EmailLayout, MailAction, MailHeading, MailLines, MailQuote, MailText, renderEmail, type MailBrand } from "./email-layout.tsx";

/** A paragraph of a short e-mail: words, or several lines together, in bold when it is the point of the e-mail. */
export type MessagePart =
  | string
  | { text: string; strong?: boolean }
  | { lines: readonly string[] }
  | { heading: string }
  | { quote: string }
  | { action: { href: string; label: string; intro?: string } };

export interface MessageEmailProps {
  lang: Lang;
  brand: MailBrand;
  preview: string;
  parts: readonly MessagePart[];
}

/**
 * The short e-mails (a password reset, a status move, an address change, a reply from the inbox, a customer's
 * message copied to the shop): paragraphs in order, at most one action button, in the shared layout.
 */
export function MessageEmail({ lang, brand, preview, parts }: MessageEmailProps) {
  return (
    <EmailLayout lang={lang} brand={brand} preview={preview}>
      {parts.map((part, i) => {
        if (typeof part === "string") return <MailText key={i}>{part}</MailText>;
        if ("text" in part)
          return (
            <MailText key={i} strong={part.strong}>
              {part.text}
            </MailText>
          );
        if ("lines" in part) return <MailLines key={i} lines={part.lines} />;
        if ("heading" in part) return <MailHeading key={i}>{part.heading}</MailHeading>;
        if ("quote" in part) return <MailQuote key={i} text={part.quote} />;
        return <MailAction key={i} {...part.action} />;
      })}
    </EmailLayout>
  );
}

export function renderMessageEmail(props: MessageEmailProps): Promise<string> {
  return renderEmail(<MessageEmail {...props} />);
}

/**
 * The parts of an e-mail written as plain text (a reply from the inbox, a customer's message copied to the shop):
 * paragraphs at blank lines, a paragraph's lines kept together, lines quoted with "> " set apart as a quote.
 */
export function partsFromText(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  for (const paragraph of text.trim().split(/\n\s*\n/)) {
    let run: string[] = [];
    let quoted = false;
    const flush = () => {
      if (run.length) parts.push(quoted ? { quote: run.join("\n") } : run.length === 1 ? (run[0] ?? "") : { lines: run });
      run = [];
    };
    for (const line of paragraph.split("\n")) {
      const isQuote = /^>( |$)/.test(line);
      if (isQuote !== quoted) flush();
      quoted = isQuote;
      run.push(isQuote ? line.replace(/^> ?/, "") : line);
    }
    flush();
  }
  return parts;
}

/** An e-mail written as plain text, drawn in the shared layout: its paragraphs as `partsFromText` reads them. */
export function renderTextEmail(lang: Lang, brand: MailBrand, preview: string, text: string): Promise<string> {
  return renderMessageEmail({ lang, brand, preview, parts: partsFromText(text) });
}
