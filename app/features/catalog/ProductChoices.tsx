import { useState } from "react";
import { toQuantity } from "../../../server/domain/cart/cart-rules.shared.ts";
import { formatMoney } from "../../i18n/formatters.ts";
import { useT } from "../../i18n/i18n.tsx";
import { isCounted, valueAvailable, type Choices, type Configurable } from "./product-choices.ts";

// A product's options and add-ons on its page: each option a radio group, each add-on group checkboxes (radios when
// exactly one is chosen) or counters for a box, every group a fieldset with its legend, its rule and the server's
// message beside it. Plain form fields: without JavaScript the form posts them (product-choices.ts reads them back).

type Group = Configurable["modifier_groups"][number];

const delta = (cents: number) => (cents > 0 ? ` +${formatMoney(cents)}` : "");

function GroupRule({ group, counted }: { group: Group; counted: number }) {
  const t = useT();
  const rule =
    group.total !== null
      ? t("catalog.choose.box", { total: group.total, count: counted })
      : group.min === 1 && group.max === 1
        ? t("catalog.choose.one")
        : group.min > 0
          ? t("catalog.choose.range", { min: group.min, max: group.max })
          : t("catalog.choose.upTo", { max: group.max });
  return (
    <span className="block text-sm font-normal text-crust" data-testid={`group-rule-${group.id}`}>
      {rule}
      {group.required && (
        <span className="ml-2 rounded-full bg-cream px-2 py-0.5 text-xs font-bold text-ink">{t("catalog.choose.required")}</span>
      )}
    </span>
  );
}

function Problem({ id, messages }: { id: string; messages: readonly string[] | undefined }) {
  return (
    <div id={id} className="text-sm font-semibold text-red-800" role={messages?.length ? "alert" : undefined}>
      {messages?.map((m) => (
        <p key={m}>{m}</p>
      ))}
    </div>
  );
}

/** What a counter's box counts from what was typed: a whole number from 0 to the most of one choice; anything else 0. */
export function countOf(typed: string, max: number): number {
  return Math.min(max, Math.max(0, toQuantity(typed)));
}

/**
 * One choice of a box ("Lotus seed −  2  +"): the buttons step it, and the box takes what is typed as typed (cleared,
 * "02", "-3" stay as they are while typing), counting it as countOf says; a line under it says what counts when that
 * differs from what was typed, until the next change.
 */
function ChoiceCounter({
  choice,
  count,
  max,
  full,
  onCount,
}: {
  choice: Group["choices"][number];
  count: number;
  max: number;
  /** The box holds its total: no more of any. */
  full: boolean;
  onCount: (count: number) => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState<string | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const out = !choice.available;
  const step = (next: number) => {
    setDraft(null);
    setTyped(null);
    onCount(next);
  };
  const hintOf = typed ?? draft;
  const hint =
    hintOf === null || String(countOf(hintOf, max)) === hintOf.trim()
      ? null
      : toQuantity(hintOf) > max
        ? t("catalog.choose.perChoiceMax", { max, choice: choice.label })
        : t("catalog.choose.countedAs", { count: countOf(hintOf, max) });
  const hintId = `qty_hint_${choice.id}`;
  return (
    <li className="px-2">
      <div className="flex min-h-11 items-center justify-between gap-2">
        <label htmlFor={`qty_${choice.id}`} className={out ? "text-crust" : ""}>
          {`${choice.label}${delta(choice.price_delta_cents)}`}
          {out && <span className="block text-xs">{t("catalog.choose.soldOut")}</span>}
        </label>
        <span className="inline-flex items-center rounded-full ring-1 ring-black/15">
          <button
            type="button"
            className="h-11 w-11 rounded-full text-xl font-bold hover:bg-cream disabled:opacity-40"
            aria-label={t("catalog.choose.fewer", { choice: choice.label })}
            disabled={out || count <= 0}
            onClick={() => step(Math.max(0, count - 1))}
          >
            −
          </button>
          <input
            id={`qty_${choice.id}`}
            name={`qty_${choice.id}`}
            type="number"
            inputMode="numeric"
            min={0}
            max={max}
            value={draft ?? String(count)}
            disabled={out}
            aria-describedby={hintId}
            onChange={(e) => {
              setDraft(e.target.value);
              setTyped(null);
              onCount(countOf(e.target.value, max));
            }}
            onBlur={() => {
              if (draft !== null && String(countOf(draft, max)) !== draft.trim()) setTyped(draft);
              setDraft(null);
            }}
            className="quantity-box h-11 w-12 border-0 bg-transparent text-center font-bold focus:outline-none"
          />
          <button
            type="button"
            className="h-11 w-11 rounded-full text-xl font-bold hover:bg-cream disabled:opacity-40"
            aria-label={t("catalog.choose.more", { choice: choice.label })}
            disabled={out || count >= max || full}
            onClick={() => step(count + 1)}
          >
            +
          </button>
        </span>
      </div>
      <p id={hintId} role="status" className="min-h-0 text-right text-sm text-crust" data-testid={`qty-hint-${choice.id}`}>
        {hint}
      </p>
    </li>
  );
}

const fieldset = "rounded-2xl bg-white p-4 ring-1 ring-black/10";
const choiceRow = "flex min-h-11 items-center gap-3 rounded-xl px-2 has-[:checked]:bg-cream has-[:disabled]:opacity-60";

export function ProductChoices({
  product,
  choices,
  errors,
  onChange,
}: {
  product: Configurable;
  choices: Choices;
  /** The server's messages by field (`variant_id`, `modifiers`, `modifiers.<group id>`). */
  errors: Record<string, readonly string[]>;
  onChange: (next: Choices) => void;
}) {
  const t = useT();
  const setValue = (optionId: number, valueId: number) => onChange({ ...choices, values: { ...choices.values, [optionId]: valueId } });
  const setCount = (group: Group, choiceId: number, count: number) => {
    const counts = { ...choices.counts };
    // A group of exactly one is a radio group: choosing one lets go of the others.
    if (group.max === 1 && !isCounted(group)) for (const c of group.choices) delete counts[c.id];
    if (count > 0) counts[choiceId] = count;
    else delete counts[choiceId];
    onChange({ ...choices, counts });
  };

  return (
    <div className="space-y-4" data-testid="product-choices">
      {product.options.map((option, index) => (
        <fieldset key={option.id} className={fieldset} aria-describedby={index === 0 ? "variant-problem" : undefined}>
          <legend className="float-left mb-2 w-full text-base font-bold text-ink">{option.name}</legend>
          <div className="clear-both flex flex-wrap gap-2">
            {option.values.map((value) => {
              const available = valueAvailable(product, choices, index, value.id);
              const soldOut = !product.variants.some((v) => v.available && v.option_values[index] === value.id);
              return (
                <label
                  key={value.id}
                  className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-4 ring-1 ring-black/15 has-[:checked]:bg-brand-dark has-[:checked]:text-white has-[:checked]:ring-brand-dark has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ink"
                >
                  <input
                    type="radio"
                    name={`option_${option.id}`}
                    value={value.id}
                    checked={choices.values[option.id] === value.id}
                    disabled={!available && choices.values[option.id] !== value.id}
                    onChange={() => setValue(option.id, value.id)}
                    className="sr-only"
                  />
                  <span className="font-semibold">{value.label}</span>
                  {!available && <span className="text-xs">({soldOut ? t("catalog.choose.soldOut") : t("catalog.choose.notWith")})</span>}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      <Problem id="variant-problem" messages={errors.variant_id} />

      {product.modifier_groups.map((group) => {
        const counted = group.choices.reduce(
          (sum, c) => sum + (Number.isFinite(choices.counts[c.id]) ? (choices.counts[c.id] ?? 0) : 0),
          0,
        );
        const problemId = `group-problem-${group.id}`;
        const single = group.max === 1 && !isCounted(group);
        return (
          <fieldset key={group.id} className={fieldset} aria-describedby={problemId} data-testid={`group-${group.id}`}>
            <legend className="float-left mb-2 w-full text-base font-bold text-ink">
              {group.name}
              <GroupRule group={group} counted={counted} />
            </legend>
            <ul className={`clear-both grid gap-1 ${isCounted(group) ? "" : "sm:grid-cols-2"}`}>
              {group.choices.map((choice) => {
                const count = choices.counts[choice.id] ?? 0;
                const out = !choice.available;
                if (isCounted(group))
                  return (
                    <ChoiceCounter
                      key={choice.id}
                      choice={choice}
                      count={count}
                      max={group.max_per_choice}
                      full={group.total !== null && counted >= group.total}
                      onCount={(next) => setCount(group, choice.id, next)}
                    />
                  );
                return (
                  <li key={choice.id}>
                    <label className={choiceRow}>
                      <input
                        type={single ? "radio" : "checkbox"}
                        name={`choice_${group.id}`}
                        value={choice.id}
                        checked={count > 0}
                        disabled={out && count === 0}
                        onChange={(e) => setCount(group, choice.id, e.target.checked ? 1 : 0)}
                        className="h-5 w-5 accent-brand-dark"
                      />
                      <span>
                        {choice.label}
                        {choice.price_delta_cents > 0 && (
                          <span className="ml-1 font-semibold text-brand-dark">{delta(choice.price_delta_cents)}</span>
                        )}
                        {out && <span className="block text-xs text-crust">{t("catalog.choose.soldOut")}</span>}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
            <Problem id={problemId} messages={errors[`modifiers.${group.id}`]} />
          </fieldset>
        );
      })}
      <Problem id="modifiers-problem" messages={errors.modifiers} />
    </div>
  );
}
