import { ICON_SVG } from "../../ui/icon-svg.ts";

// The chat widget's icons (decorative: the button that holds one carries the accessible name).

export const ChatIcon = (p: { className?: string }) => (
  <svg {...ICON_SVG} {...p}>
    <path d="M21 11.5a8.4 8.4 0 0 1-.9 3.8 8.5 8.5 0 0 1-7.6 4.7 8.4 8.4 0 0 1-3.8-.9L3 21l1.9-5.7a8.4 8.4 0 0 1-.9-3.8 8.5 8.5 0 0 1 4.7-7.6 8.4 8.4 0 0 1 3.8-.9h.5a8.5 8.5 0 0 1 8 8v.5z" />
    <path d="M8 11h.01M12 11h.01M16 11h.01" />
  </svg>
);
export const SendIcon = (p: { className?: string }) => (
  <svg {...ICON_SVG} {...p}>
    <path d="M22 2L11 13" />
    <path d="M22 2l-7 20-4-9-9-4 20-7z" />
  </svg>
);
