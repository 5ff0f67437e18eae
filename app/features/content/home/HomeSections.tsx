import type { HomeSection, HomeSectionItem } from "../../../../server/domain/content/home.service.ts";
import { LocaleLink, useT } from "../../../i18n/i18n.tsx";
import { ResponsiveImage } from "../../../components/ResponsiveImage.tsx";
import { ProductCard } from "../../catalog/ProductCard.tsx";
import { Carousel } from "./Carousel.tsx";

function CtaLink({ item, className }: { item: HomeSectionItem; className: string }) {
  if (!item.link_url || !item.cta_label) return null;
  // Staff may link a slide to another site (http or https only: the back office refuses anything else).
  if (/^https?:\/\//i.test(item.link_url)) {
    return (
      <a href={item.link_url} className={className} rel="noopener noreferrer">
        {item.cta_label}
      </a>
    );
  }
  return (
    <LocaleLink to={item.link_url} className={className}>
      {item.cta_label}
    </LocaleLink>
  );
}

function SectionHeading({ section, id, level = 2 }: { section: HomeSection; id: string; level?: 1 | 2 }) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <header className="mb-6 max-w-2xl">
      {section.subtitle && <p className="text-sm font-bold uppercase tracking-wider text-brand-dark">{section.subtitle}</p>}
      <Heading id={id} className="mt-1 text-2xl font-black text-ink md:text-3xl">
        {section.title}
      </Heading>
      {section.body && <p className="mt-2 text-crust">{section.body}</p>}
    </header>
  );
}

/** The hero slideshow. The first slide's picture is the page's largest image: loaded eagerly, first. */
export function SlideshowSection({ section, headingLevel = 1 }: { section: HomeSection; headingLevel?: 1 | 2 }) {
  const t = useT();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section aria-labelledby="home-slideshow" className="mx-auto max-w-6xl px-4 pt-4 md:pt-8">
      <Heading id="home-slideshow" className="sr-only">
        {section.title}
      </Heading>
      <Carousel
        testId="slideshow"
        label={t("home.slideshow")}
        items={section.items}
        renderItem={(item, index) => (
          <article className="grid overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-black/5 md:grid-cols-2">
            {item.image && (
              <ResponsiveImage
                image={item.image}
                alt=""
                sizes="(min-width: 1152px) 576px, (min-width: 768px) 50vw, 100vw"
                loading={index === 0 ? "eager" : "lazy"}
                className="aspect-[4/3] w-full object-cover md:order-2"
              />
            )}
            <div className="flex flex-col justify-center gap-3 p-6 md:p-10">
              <p className="text-2xl font-black leading-tight text-ink md:text-4xl">{item.title}</p>
              <p className="text-crust md:text-lg">{item.body}</p>
              <CtaLink
                item={item}
                className="mt-2 self-start rounded-full bg-brand-dark px-6 py-3 font-semibold text-white hover:bg-crust"
              />
            </div>
          </article>
        )}
      />
    </section>
  );
}

export function CustomersSection({ section, lead = false }: { section: HomeSection; lead?: boolean }) {
  return (
    <section aria-labelledby="home-customers" className="js-scrollin cv-auto mx-auto max-w-6xl px-4 py-12">
      <SectionHeading section={section} id="home-customers" level={lead ? 1 : 2} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {section.items.map((item) => (
          <li key={item.id}>
            <figure className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5">
              <blockquote className="flex-1 text-ink/90">
                <p>“{item.body}”</p>
              </blockquote>
              <figcaption className="mt-4 font-bold text-brand-dark">{item.title}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function NewSection({ section, lead = false }: { section: HomeSection; lead?: boolean }) {
  const t = useT();
  return (
    <section aria-labelledby="home-new" className="js-scrollin cv-auto mx-auto max-w-6xl px-4 py-12">
      <SectionHeading section={section} id="home-new" level={lead ? 1 : 2} />
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {section.products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center">
        <LocaleLink
          to="/products?sort=newest"
          className="inline-block rounded-full border-2 border-brand-dark px-5 py-2.5 font-semibold text-brand-dark hover:bg-white"
        >
          {t("home.seeAll")}
        </LocaleLink>
      </p>
    </section>
  );
}

export function WhyChooseUsSection({ section, lead = false }: { section: HomeSection; lead?: boolean }) {
  return (
    <section aria-labelledby="home-why" className="js-scrollin cv-auto bg-white/70 py-12">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading section={section} id="home-why" level={lead ? 1 : 2} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {section.items.map((item, i) => (
            <li key={item.id} className="rounded-2xl bg-cream p-5 ring-1 ring-black/5">
              {item.image ? (
                <ResponsiveImage
                  image={item.image}
                  alt=""
                  sizes="(min-width: 1024px) 270px, (min-width: 640px) 50vw, 100vw"
                  className="mb-3 aspect-[4/3] w-full rounded-xl object-cover"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="mb-3 flex h-10 w-10 items-center justify-center rounded-full bg-brand-dark font-black text-white"
                >
                  {i + 1}
                </span>
              )}
              <h3 className="font-bold text-ink">{item.title}</h3>
              <p className="mt-1 text-sm text-crust">{item.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function AboutSection({ section, lead = false }: { section: HomeSection; lead?: boolean }) {
  const item = section.items[0];
  return (
    <section
      aria-labelledby="home-about"
      className="js-scrollin cv-auto mx-auto grid max-w-6xl items-center gap-8 px-4 py-12 md:grid-cols-2"
    >
      <div>
        <SectionHeading section={section} id="home-about" level={lead ? 1 : 2} />
        {item && (
          <>
            <p className="font-semibold text-ink">{item.title}</p>
            <p className="mt-2 text-crust">{item.body}</p>
            <CtaLink
              item={item}
              className="mt-4 inline-block rounded-full bg-brand-dark px-5 py-2.5 font-semibold text-white hover:bg-crust"
            />
          </>
        )}
      </div>
      {item?.image && (
        <ResponsiveImage
          image={item.image}
          alt=""
          sizes="(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw"
          className="aspect-[4/3] w-full rounded-3xl object-cover shadow-sm"
        />
      )}
    </section>
  );
}

export function FeaturesSliderSection({ section, lead = false }: { section: HomeSection; lead?: boolean }) {
  return (
    <section aria-labelledby="home-features" className="js-scrollin cv-auto mx-auto max-w-6xl px-4 py-12">
      <SectionHeading section={section} id="home-features" level={lead ? 1 : 2} />
      <Carousel
        testId="features-slider"
        label={section.title}
        items={section.items}
        itemClassName="w-4/5 pr-4 sm:w-1/2 lg:w-1/3"
        autoplayMs={5000}
        renderItem={(item) => (
          <article className="h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5">
            {item.image && (
              <ResponsiveImage
                image={item.image}
                alt=""
                sizes="(min-width: 1024px) 370px, (min-width: 640px) 50vw, 80vw"
                className="aspect-[4/3] w-full object-cover"
              />
            )}
            <div className="p-5">
              <h3 className="font-bold text-ink">{item.title}</h3>
              <p className="mt-1 text-sm text-crust">{item.body}</p>
              <CtaLink item={item} className="mt-3 inline-block font-semibold text-brand-dark underline-offset-2 hover:underline" />
            </div>
          </article>
        )}
      />
    </section>
  );
}

/** One home section by its key; `lead` makes it carry the page's <h1> (the first section, whichever staff put first). */
export function HomeSectionView({ section, lead = false }: { section: HomeSection; lead?: boolean }) {
  switch (section.key) {
    case "slideshow":
      return <SlideshowSection section={section} headingLevel={lead ? 1 : 2} />;
    case "customers":
      return <CustomersSection section={section} lead={lead} />;
    case "new_section":
      return <NewSection section={section} lead={lead} />;
    case "why_choose_us":
      return <WhyChooseUsSection section={section} lead={lead} />;
    case "about_section":
      return <AboutSection section={section} lead={lead} />;
    case "features_slider":
      return <FeaturesSliderSection section={section} lead={lead} />;
    default:
      return null;
  }
}
