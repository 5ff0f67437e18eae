import { Body, Button, Column, Container, Head, Heading, Html, Img, Link, Preview, Row, Section, Text } from "@react-email/components";
import { render } from "@react-email/render";
import type { CSSProperties, ReactElement, ReactNode } from "react";
import type { Lang } from "../i18n/language.ts";

// Every e-mail the shop sends is drawn by this one layout (decision 021): a whole HTML document in the reader's
// language (`<html lang>`, charset, viewport), the shop's logo and name, its colours (app/app.css), the system's
// sans-serif font, a container at most 600 px wide that narrows with a phone, long links wrapped, and a footer with
// the shop's address. The templates take words already chosen from the catalogues: they only lay them out.

/** Who sends the e-mail: the shop's name, address and phone (the "shop" theme option) and its public address. */
export interface MailBrand {
  name: string;
  /** The shop's public address, without a trailing slash: the logo and the header's link. */
  siteUrl: string;
  /** "11230 Bellaire Blvd, Houston, TX 77072". */
  address?: string;
  phone?: string;
}

/** The shop's colours, as app/app.css names them. */
export const MAIL_COLORS = {
  brand: "#ff5722",
  brandDark: "#c2410c",
  cream: "#fff8ef",
  crust: "#7c3f16",
  ink: "#2b1a10",
  muted: "#6b4f3a",
  line: "#f1dcc4",
} as const;

const FONT = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

// Text that came from a person (a note, an address, a link) breaks anywhere rather than widening a phone's screen.
const WRAP: CSSProperties = { overflowWrap: "anywhere", wordBreak: "break-word" };

export const mailStyles = {
  text: { color: MAIL_COLORS.ink, fontSize: "16px", lineHeight: "24px", margin: "0 0 16px", ...WRAP },
  small: { color: MAIL_COLORS.muted, fontSize: "14px", lineHeight: "20px", margin: "2px 0 0", ...WRAP },
  heading: { color: MAIL_COLORS.crust, fontSize: "18px", lineHeight: "26px", fontWeight: 700, margin: "24px 0 8px" },
} satisfies Record<string, CSSProperties>;

interface LayoutProps {
  lang: Lang;
  brand: MailBrand;
  /** The line a mail client shows after the subject in its list. */
  preview: string;
  children: ReactNode;
}

export function EmailLayout({ lang, brand, preview, children }: LayoutProps) {
  const footer = [brand.address, brand.phone].filter(Boolean).join(" · ");
  return (
    <Html lang={lang} dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: MAIL_COLORS.cream, margin: 0, padding: "16px 8px", fontFamily: FONT, color: MAIL_COLORS.ink }}>
        <Container
          style={{
            maxWidth: "600px",
            width: "100%",
            backgroundColor: "#ffffff",
            borderRadius: "12px",
            border: `1px solid ${MAIL_COLORS.line}`,
            overflow: "hidden",
          }}
        >
          <Section style={{ backgroundColor: MAIL_COLORS.cream, borderBottom: `4px solid ${MAIL_COLORS.brand}`, padding: "16px 20px" }}>
            <Row>
              <Column style={{ width: "56px", verticalAlign: "middle" }}>
                <Link href={`${brand.siteUrl}/`}>
                  <Img
                    src={`${brand.siteUrl}/images/logo-email.png`}
                    width="48"
                    height="48"
                    alt=""
                    style={{ display: "block", border: 0 }}
                  />
                </Link>
              </Column>
              <Column style={{ verticalAlign: "middle" }}>
                <Link
                  href={`${brand.siteUrl}/`}
                  style={{ color: MAIL_COLORS.crust, fontSize: "20px", fontWeight: 700, textDecoration: "none" }}
                >
                  {brand.name}
                </Link>
              </Column>
            </Row>
          </Section>
          <Section style={{ padding: "24px 20px 8px" }}>{children}</Section>
          <Section style={{ backgroundColor: MAIL_COLORS.cream, borderTop: `1px solid ${MAIL_COLORS.line}`, padding: "16px 20px" }}>
            <Text style={{ ...mailStyles.small, margin: 0, fontWeight: 700, color: MAIL_COLORS.crust }}>{brand.name}</Text>
            {footer ? <Text style={{ ...mailStyles.small, margin: 0 }}>{footer}</Text> : null}
            <Text style={{ ...mailStyles.small, margin: 0 }}>
              <Link href={`${brand.siteUrl}/`} style={{ color: MAIL_COLORS.brandDark, ...WRAP }}>
                {brand.siteUrl.replace(/^https?:\/\//, "")}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function MailText({ children, strong }: { children: ReactNode; strong?: boolean }) {
  return <Text style={{ ...mailStyles.text, ...(strong ? { fontWeight: 700 } : {}) }}>{children}</Text>;
}

/** Several lines in one paragraph (a when and a where, a list of who). */
export function MailLines({ lines }: { lines: readonly string[] }) {
  return (
    <Text style={mailStyles.text}>
      {lines.map((line, i) => (
        <span key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </Text>
  );
}

export function MailHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" style={mailStyles.heading}>
      {children}
    </Heading>
  );
}

/** A customer's own text (notes, a message): its line breaks kept, set apart by a bar in the shop's colour. */
export function MailQuote({ text }: { text: string }) {
  return (
    <Text style={{ ...mailStyles.text, whiteSpace: "pre-line", borderLeft: `4px solid ${MAIL_COLORS.line}`, paddingLeft: "12px" }}>
      {text}
    </Text>
  );
}

/** The e-mail's one action: a button, and under it the link itself (wrapped), for clients that draw no button. */
export function MailAction({ href, label, intro }: { href: string; label: string; intro?: string }) {
  return (
    <Section style={{ margin: "8px 0 16px" }}>
      {intro ? <Text style={mailStyles.text}>{intro}</Text> : null}
      <Button
        href={href}
        style={{
          backgroundColor: MAIL_COLORS.brandDark,
          color: "#ffffff",
          borderRadius: "8px",
          padding: "12px 20px",
          fontSize: "16px",
          fontWeight: 700,
          textDecoration: "none",
          display: "inline-block",
        }}
      >
        {label}
      </Button>
      <Text style={{ ...mailStyles.small, marginTop: "12px" }}>
        <Link href={href} style={{ color: MAIL_COLORS.brandDark, ...WRAP }}>
          {href}
        </Link>
      </Text>
    </Section>
  );
}

export interface MailItem {
  summary: string;
  details: readonly string[];
}

/** Order lines: each a summary, with its details (an inscription, allergens) in smaller type under it. */
export function MailItems({ items, strong }: { items: readonly MailItem[]; strong?: boolean }) {
  return (
    <Section style={{ margin: "0 0 16px" }}>
      {items.map((item, i) => (
        <Section key={i} style={{ borderBottom: `1px solid ${MAIL_COLORS.line}`, padding: "8px 0" }}>
          <Text style={{ ...mailStyles.text, margin: 0, ...(strong ? { fontWeight: 700 } : {}) }}>{item.summary}</Text>
          {item.details.map((detail, j) => (
            <Text key={j} style={mailStyles.small}>
              {detail}
            </Text>
          ))}
        </Section>
      ))}
    </Section>
  );
}

export interface MailTotalRow {
  label: string;
  amount: string;
  strong?: boolean;
}

export function MailTotals({ rows }: { rows: readonly MailTotalRow[] }) {
  return (
    <Section style={{ margin: "0 0 16px" }}>
      {rows.map((row, i) => {
        const style: CSSProperties = {
          ...mailStyles.text,
          margin: 0,
          padding: "2px 0",
          ...(row.strong ? { fontWeight: 700, fontSize: "18px" } : {}),
        };
        return (
          <Row key={i} style={row.strong ? { borderTop: `2px solid ${MAIL_COLORS.line}` } : undefined}>
            <Column>
              <Text style={style}>{row.label}</Text>
            </Column>
            <Column align="right" style={{ whiteSpace: "nowrap", paddingLeft: "12px" }}>
              <Text style={style}>{row.amount}</Text>
            </Column>
          </Row>
        );
      })}
    </Section>
  );
}

/** The whole document: React Email escapes every value, so a customer's text can never become markup. */
export function renderEmail(element: ReactElement): Promise<string> {
  return render(element);
}
