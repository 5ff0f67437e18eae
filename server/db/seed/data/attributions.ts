import { NO_TRACKING as none, type Attribution } from "../../../domain/orders/attribution.shared.ts";

// Where the demo's orders first came from, in the order the seed writes them (the demo customer's past orders, then
// the ones of the coming days), one after another, round again when the orders outnumber them: so the channels
// report has something to show. `null`: an order placed without the storefront's tracking ("not recorded").

const SHOP = "https://maivangbakery.example";

export const SEED_ATTRIBUTIONS: readonly (Attribution | null)[] = [
  {
    ...none,
    channel: "facebook",
    utm_source: "facebook",
    utm_medium: "social",
    utm_campaign: "banh-mi-week",
    fclid: "IwAR2demo01",
    referrer: "https://l.facebook.com/",
    landing_url: `${SHOP}/vi/banh-mi-dac-biet?utm_source=facebook&utm_medium=social&utm_campaign=banh-mi-week`,
  },
  { ...none, channel: "google", referrer: "https://www.google.com/", landing_url: `${SHOP}/` },
  { ...none, channel: "direct", landing_url: `${SHOP}/vi` },
  {
    ...none,
    channel: "tiktok",
    utm_source: "tiktok",
    utm_campaign: "banh-bao-video",
    referrer: "https://www.tiktok.com/",
    landing_url: `${SHOP}/banh-bao-xa-xiu?utm_source=tiktok&utm_campaign=banh-bao-video`,
  },
  null,
  { ...none, channel: "messenger", referrer: "https://www.messenger.com/", landing_url: `${SHOP}/vi/tet` },
  {
    ...none,
    channel: "google",
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "birthday-cakes",
    utm_term: "vietnamese bakery houston",
    gclid: "Cj0KCQdemo02",
    landing_url: `${SHOP}/category/cakes?gclid=Cj0KCQdemo02`,
  },
  { ...none, channel: "other", referrer: "https://www.yelp.com/", landing_url: `${SHOP}/` },
  {
    ...none,
    channel: "facebook",
    utm_source: "facebook",
    utm_medium: "social",
    utm_campaign: "tet-2027",
    referrer: "https://m.facebook.com/",
    landing_url: `${SHOP}/vi/tet?utm_source=facebook&utm_medium=social&utm_campaign=tet-2027`,
  },
];
