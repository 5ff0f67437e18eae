import type { ReactNode } from "react";
import { ADMIN_CARD } from "./admin-ui.ts";

/**
 * A card of a back-office page, labelled by its heading. `empty`, when given, is said in place of the content (a
 * history or list with nothing in it yet).
 */
export function AdminSection({
  titleId,
  title,
  testId,
  className,
  empty,
  children,
}: {
  titleId: string;
  title: ReactNode;
  testId: string;
  /** Classes added to the card's own (spacing, `print:hidden`). */
  className?: string;
  empty?: string;
  children?: ReactNode;
}) {
  return (
    <section className={className ? `${ADMIN_CARD} ${className}` : ADMIN_CARD} aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId} className="text-xl font-black">
        {title}
      </h2>
      {empty !== undefined ? <p className="mt-2">{empty}</p> : children}
    </section>
  );
}
