// Icons of the news pages (decorative: the element that holds one carries the accessible name).
const base = { viewBox: "0 0 24 24", "aria-hidden": true, focusable: false } as const;

export const StarIcon = (p: { className?: string }) => (
  <svg {...base} {...p}>
    <path
      d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z"
      fill="currentColor"
      stroke="var(--color-crust)"
      strokeWidth={1.5}
      strokeLinejoin="round"
    />
  </svg>
);

export const CommentIcon = (p: { className?: string }) => (
  <svg {...base} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" {...p}>
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
  </svg>
);
