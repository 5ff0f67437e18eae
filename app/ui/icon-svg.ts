// The one look of the site's small line icons (24×24, stroked in the text's colour), shared by the shell's icons and
// the chat widget's (its own lazy bundle: this module holds nothing else). Decorative: the element that holds an
// icon carries the accessible name.
export const ICON_SVG = {
  width: 24,
  height: 24,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
  focusable: false,
} as const;
