import { useT } from "../../i18n/i18n.tsx";

/**
 * The inscription on a cake's top, exactly as typed (no trimming, no changed case): how the bakery will pipe it.
 * The request form shows it live, the request's page shows what was asked.
 */
export function InscriptionPreview({ text, id }: { text: string; id?: string }) {
  const t = useT();
  return (
    <figure id={id} className="mt-3" data-testid="inscription-preview">
      <figcaption className="text-sm font-semibold text-crust">{t("customCakes.inscriptionPreview")}</figcaption>
      <div className="mt-2 flex aspect-[2/1] max-w-sm items-center justify-center rounded-[50%] bg-pink-50 p-6 shadow-inner ring-8 ring-pink-100">
        {text ? (
          <p
            className="whitespace-pre-wrap break-words text-center font-serif text-2xl italic leading-snug text-rose-800 [overflow-wrap:anywhere]"
            data-testid="inscription-preview-text"
          >
            {text}
          </p>
        ) : (
          <p className="text-center text-sm text-crust">{t("customCakes.inscriptionNone")}</p>
        )}
      </div>
    </figure>
  );
}
