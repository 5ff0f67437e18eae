import type { ImgHTMLAttributes } from "react";

/**
 * A picture the server describes: a drawing (`path` only) or an uploaded photo with its responsive copies (`srcset`,
 * from server/domain/media: POST /api/v1/admin/images answers `src`, `srcset`, `width`, `height`; products answer
 * `path`, `srcset`, `width`, `height`, `alt`).
 */
export interface ResponsiveImageSource {
  /** The picture for a browser without srcset (an upload's `src`, a product picture's `path`). */
  path?: string;
  src?: string;
  width: number;
  height: number;
  srcset?: { avif: string; webp: string } | null;
}

type Props = {
  image: ResponsiveImageSource;
  /** What it shows, in the page's language ("" for a picture that only decorates). */
  alt: string;
  /** How wide it is drawn, e.g. "(min-width: 768px) 50vw, 100vw": the browser picks the copy from it. */
  sizes: string;
  /** "eager" (with fetchPriority="high") for the picture at the top of a page; "lazy" below the fold (the default). */
  loading?: "eager" | "lazy";
  className?: string;
} & Pick<ImgHTMLAttributes<HTMLImageElement>, "fetchPriority">;

/**
 * One picture for the whole site (product cards and pages, news covers, home slides): an uploaded photo renders as
 * `<picture>` with AVIF then WebP `srcset`s and `sizes`; a drawing as a plain `<img>`. Width and height are always
 * set (the page keeps its layout while the picture loads) and `className` goes on the `<img>`.
 */
export function ResponsiveImage({ image, alt, sizes, loading = "lazy", className, fetchPriority }: Props) {
  const src = image.src ?? image.path ?? "";
  const img = (
    <img
      src={src}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={loading}
      decoding={loading === "lazy" ? "async" : undefined}
      fetchPriority={fetchPriority ?? (loading === "eager" ? "high" : undefined)}
      {...(image.srcset ? { srcSet: image.srcset.webp, sizes } : {})}
      className={className}
    />
  );
  if (!image.srcset) return img;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={image.srcset.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.srcset.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
