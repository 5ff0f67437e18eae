import { ICON_SVG } from "../ui/icon-svg.ts";

// Small inline icons (decorative: the element that holds one carries the accessible name).

export const PhoneIcon = (p: { className?: string }) => (
  <svg {...ICON_SVG} {...p}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
  </svg>
);
export const PinIcon = (p: { className?: string }) => (
  <svg {...ICON_SVG} {...p}>
    <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z" />
    <circle cx="12" cy="10" r="3" />
  </svg>
);
export const CartIcon = (p: { className?: string }) => (
  <svg {...ICON_SVG} {...p}>
    <circle cx="9" cy="21" r="1" />
    <circle cx="20" cy="21" r="1" />
    <path d="M1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6" />
  </svg>
);
export const UserIcon = (p: { className?: string }) => (
  <svg {...ICON_SVG} {...p}>
    <path d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2" />
    <circle cx="12" cy="7" r="4" />
  </svg>
);
export const HomeIcon = (p: { className?: string }) => (
  <svg {...ICON_SVG} {...p}>
    <path d="M3 9l9-7 9 7v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
    <path d="M9 22V12h6v10" />
  </svg>
);
export const MenuIcon = (p: { className?: string }) => (
  <svg {...ICON_SVG} {...p}>
    <path d="M3 12h18M3 6h18M3 18h18" />
  </svg>
);
export const CloseIcon = (p: { className?: string }) => (
  <svg {...ICON_SVG} {...p}>
    <path d="M18 6L6 18M6 6l12 12" />
  </svg>
);
export const ChevronDownIcon = (p: { className?: string }) => (
  <svg {...ICON_SVG} {...p}>
    <path d="M6 9l6 6 6-6" />
  </svg>
);
export const GlobeIcon = (p: { className?: string }) => (
  <svg {...ICON_SVG} {...p}>
    <circle cx="12" cy="12" r="10" />
    <path d="M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z" />
  </svg>
);
export const ExternalIcon = (p: { className?: string }) => (
  <svg {...ICON_SVG} {...p}>
    <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6M15 3h6v6M10 14L21 3" />
  </svg>
);
