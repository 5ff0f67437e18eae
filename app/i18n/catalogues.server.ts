import { provideCatalogue } from "./catalogue.ts";
import { accountEn } from "./messages/account.en.ts";
import { accountVi } from "./messages/account.vi.ts";
import { backOfficeEn } from "./messages/back-office.en.ts";
import { backOfficeVi } from "./messages/back-office.vi.ts";
import { checkoutEn } from "./messages/checkout.en.ts";
import { checkoutVi } from "./messages/checkout.vi.ts";
import { contactEn } from "./messages/contact.en.ts";
import { contactVi } from "./messages/contact.vi.ts";
import { en } from "./messages/en.ts";
import { newsEn } from "./messages/news.en.ts";
import { newsVi } from "./messages/news.vi.ts";
import { profileEn } from "./messages/profile.en.ts";
import { profileVi } from "./messages/profile.vi.ts";
import { vi } from "./messages/vi.ts";

// The server renders every language and every page: all the catalogues, loaded with the server (entry.server.tsx,
// and the tests' setup).
provideCatalogue("en", "core", en);
provideCatalogue("en", "account", accountEn);
provideCatalogue("en", "checkout", checkoutEn);
provideCatalogue("en", "contact", contactEn);
provideCatalogue("en", "news", newsEn);
provideCatalogue("en", "profile", profileEn);
provideCatalogue("en", "backOffice", backOfficeEn);
provideCatalogue("vi", "core", vi);
provideCatalogue("vi", "account", accountVi);
provideCatalogue("vi", "checkout", checkoutVi);
provideCatalogue("vi", "contact", contactVi);
provideCatalogue("vi", "news", newsVi);
provideCatalogue("vi", "profile", profileVi);
provideCatalogue("vi", "backOffice", backOfficeVi);
