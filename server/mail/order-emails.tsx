import type { Lang } from "../i18n/language.ts";
import {
  EmailLayout,
  MailAction,
  MailHeading,
  MailItems,
  MailLines,
  MailQuote,
  MailText,
  MailTotals,
  renderEmail,
  type MailBrand,
  type MailItem,
  type MailTotalRow,
} from "./email-layout.tsx";

/** The customer's order confirmation, its words already chosen (order-email.ts). */
export interface OrderConfirmationWords {
  greeting: string;
  thanks: string;
  code: string;
  whenHeading: string;
  when: string;
  where: string;
  itemsHeading: string;
  lines: readonly MailItem[];
  giftsHeading: string;
  gifts: readonly MailItem[];
  totals: readonly MailTotalRow[];
  paymentHeading: string;
  payment: string;
  notesHeading: string;
  notes: string;
  nextHeading: string;
  next: readonly string[];
  linkIntro: string;
  linkLabel: string;
  link: string;
  questions: string | null;
  signature: string;
}

export function OrderConfirmationEmail({ lang, brand, words: w }: { lang: Lang; brand: MailBrand; words: OrderConfirmationWords }) {
  return (
    <EmailLayout lang={lang} brand={brand} preview={`${w.thanks} ${w.code}`}>
      <MailText>{w.greeting}</MailText>
      <MailText>{w.thanks}</MailText>
      <MailText strong>{w.code}</MailText>
      <MailHeading>{w.whenHeading}</MailHeading>
      <MailLines lines={[w.when, w.where]} />
      <MailHeading>{w.itemsHeading}</MailHeading>
      <MailItems items={w.lines} />
      {w.gifts.length ? (
        <>
          <MailHeading>{w.giftsHeading}</MailHeading>
          <MailItems items={w.gifts} />
        </>
      ) : null}
      <MailTotals rows={w.totals} />
      <MailHeading>{w.paymentHeading}</MailHeading>
      <MailText>{w.payment}</MailText>
      {w.notes ? (
        <>
          <MailHeading>{w.notesHeading}</MailHeading>
          <MailQuote text={w.notes} />
        </>
      ) : null}
      <MailHeading>{w.nextHeading}</MailHeading>
      {w.next.map((item, i) => (
        <MailText key={i}>{item}</MailText>
      ))}
      <MailAction intro={w.linkIntro} href={w.link} label={w.linkLabel} />
      {w.questions ? <MailText>{w.questions}</MailText> : null}
      <MailText>{w.signature}</MailText>
    </EmailLayout>
  );
}

/** The shop's copy of a new order, in English, its words already chosen. */
export interface ShopOrderWords {
  subject: string;
  intro: string;
  who: readonly string[];
  where: readonly string[];
  itemsHeading: string;
  lines: readonly MailItem[];
  totals: readonly MailTotalRow[];
  payment: string;
  notesHeading: string;
  notes: string;
  linkLabel: string;
  link: string;
}

export function ShopOrderEmail({ brand, words: w }: { brand: MailBrand; words: ShopOrderWords }) {
  return (
    <EmailLayout lang="en" brand={brand} preview={w.intro}>
      <MailText strong>{w.subject}</MailText>
      <MailText>{w.intro}</MailText>
      <MailLines lines={w.who} />
      <MailLines lines={w.where} />
      <MailHeading>{w.itemsHeading}</MailHeading>
      <MailItems items={w.lines} strong />
      <MailTotals rows={w.totals} />
      <MailText>{w.payment}</MailText>
      {w.notes ? (
        <>
          <MailHeading>{w.notesHeading}</MailHeading>
          <MailQuote text={w.notes} />
        </>
      ) : null}
      <MailAction href={w.link} label={w.linkLabel} />
    </EmailLayout>
  );
}

export function renderOrderConfirmation(lang: Lang, brand: MailBrand, words: OrderConfirmationWords): Promise<string> {
  return renderEmail(<OrderConfirmationEmail lang={lang} brand={brand} words={words} />);
}

export function renderShopOrder(brand: MailBrand, words: ShopOrderWords): Promise<string> {
  return renderEmail(<ShopOrderEmail brand={brand} words={words} />);
}
