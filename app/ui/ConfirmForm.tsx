import { useEffect, useId, useRef, type ReactNode } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { useT } from "../i18n/i18n.tsx";
import { useHydrated } from "../lib/use-hydrated.ts";
import { asksAbout, CONFIRMED_FIELD, confirmStepId, withoutQuestion } from "../lib/confirm.ts";

/** The confirm button's look: red, since it does what cannot be undone. */
const CONFIRM =
  "inline-flex min-h-12 items-center justify-center rounded-full bg-red-800 px-5 py-2.5 font-bold text-white hover:bg-red-900 " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800 disabled:cursor-wait disabled:opacity-70";
const BACK =
  "inline-flex min-h-12 items-center justify-center rounded-full px-5 py-2.5 font-bold text-ink ring-1 ring-black/25 hover:bg-cream " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark";

type Props = {
  /** The form's `intent`: the action lists it in `askFirst` (app/lib/confirm.server.ts). */
  intent: string;
  /** The other hidden fields (which thing, its version). */
  fields?: Record<string, string | number>;
  /** The form's action, when not the page's own. */
  action?: string;
  /** The question, naming the thing: "Cancel order MV-1234?" */
  title: string;
  /** What will happen, and whether it can be undone. */
  body: ReactNode;
  /** The confirm button: the action and the thing, "Cancel order MV-1234". */
  confirmLabel: string;
  /** The first button's content ("Cancel this order"), its class and accessible name when the text is short. */
  children: ReactNode;
  className: string;
  "aria-label"?: string;
  "aria-describedby"?: string;
  /** Said by the buttons while the form is on its way ("Canceling…"). */
  pendingLabel?: string;
  /** Fields filled in when asked (an optional reason): inside the confirming form, in the dialog and on the page. */
  extra?: ReactNode;
  /** Shown under the first button (a deadline, a hint), in the same form's box. */
  after?: ReactNode;
  formClassName?: string;
  testId?: string;
};

/**
 * A destructive action that asks first (app/lib/confirm.ts), the one way on this site. With JavaScript: the button
 * opens a modal <dialog> (labelled by the question and described by what will happen; focus stays inside, "No, go
 * back" has it first, Escape or a click outside closes it and focus returns to the button), whose confirm button
 * names the action and posts it with `confirmed=1`. Without JavaScript: the button posts the form as it is, the
 * action answers with the question in the address, and this form shows it on the page in place of the button, with
 * the real button and a link back.
 */
export function ConfirmForm(props: Props) {
  const { intent, action, title, body, confirmLabel, children, className, pendingLabel, after, formClassName, testId } = props;
  const t = useT();
  const location = useLocation();
  const navigation = useNavigation();
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const step = useRef<HTMLHeadingElement>(null);
  const hydrated = useHydrated();
  const titleId = useId();
  const bodyId = useId();
  const fields = Object.fromEntries(Object.entries(props.fields ?? {}).map(([name, value]) => [name, String(value)]));
  const asked = asksAbout(new URLSearchParams(location.search), intent, fields);
  const pending =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === intent &&
    Object.entries(fields).every(([name, value]) => navigation.formData?.get(name) === value);
  const hidden = (
    <>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
  // The answer goes to the page without the question: whatever the action answers, the question is not asked again.
  const answerAction = action ?? location.pathname;

  useEffect(() => {
    if (asked) step.current?.focus();
  }, [asked]);

  if (asked) {
    const back = withoutQuestion(new URLSearchParams(location.search)).toString();
    return (
      <section
        id={confirmStepId(intent)}
        aria-labelledby={titleId}
        className="w-full scroll-mt-36 rounded-3xl bg-white p-5 text-ink shadow-sm ring-2 ring-red-300"
        data-testid="confirm-step"
      >
        <h2 id={titleId} ref={step} tabIndex={-1} className="text-xl font-black">
          {title}
        </h2>
        <div className="mt-2">{body}</div>
        <div className="mt-4 flex flex-wrap gap-3">
          <Form method="post" action={answerAction}>
            {hidden}
            {props.extra}
            <input type="hidden" name={CONFIRMED_FIELD} value="1" />
            <button type="submit" className={CONFIRM} disabled={pending}>
              {pending && pendingLabel ? pendingLabel : confirmLabel}
            </button>
          </Form>
          <Link to={{ pathname: location.pathname, search: back ? `?${back}` : "" }} className={BACK}>
            {t("confirm.back")}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <>
      <Form
        method="post"
        action={action}
        className={formClassName}
        data-testid={testId}
        onSubmit={(event) => {
          event.preventDefault();
          dialog.current?.showModal();
        }}
      >
        {hidden}
        <button
          ref={trigger}
          type="submit"
          className={className}
          disabled={pending}
          aria-haspopup="dialog"
          aria-label={props["aria-label"]}
          aria-describedby={props["aria-describedby"]}
        >
          {pending && pendingLabel ? pendingLabel : children}
        </button>
        {after}
      </Form>
      {hydrated && (
        <dialog
          ref={dialog}
          aria-labelledby={titleId}
          aria-describedby={bodyId}
          className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-3xl bg-white p-6 text-ink shadow-2xl backdrop:bg-black/40"
          data-testid="confirm-dialog"
          onClick={(event) => {
            if (event.target === dialog.current) dialog.current.close();
          }}
          onClose={() => {
            if (trigger.current?.isConnected) trigger.current.focus();
          }}
        >
          <h2 id={titleId} className="text-xl font-black">
            {title}
          </h2>
          <div id={bodyId} className="mt-2">
            {body}
          </div>
          <Form
            method="post"
            action={answerAction}
            className="mt-5 flex flex-wrap justify-end gap-3"
            onSubmit={() => dialog.current?.close()}
          >
            {/* "No, go back" comes first: showModal focuses it, so Enter at once keeps the thing. */}
            <button type="button" className={BACK} onClick={() => dialog.current?.close()}>
              {t("confirm.back")}
            </button>
            {props.extra && <div className="w-full">{props.extra}</div>}
            {hidden}
            <input type="hidden" name={CONFIRMED_FIELD} value="1" />
            <button type="submit" className={CONFIRM}>
              {confirmLabel}
            </button>
          </Form>
        </dialog>
      )}
    </>
  );
}
