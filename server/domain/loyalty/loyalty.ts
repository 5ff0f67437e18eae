// Loyalty: points per dollar on completed orders, membership levels by points. Pure: the one place the
// numbers live. The levels are the codes `customers.membership_level` already holds (the import and the demo data
// use "member", "silver", "gold").

export const MEMBERSHIP_LEVELS = [
  { level: "member", min_points: 0 },
  { level: "silver", min_points: 500 },
  { level: "gold", min_points: 1500 },
] as const;

export type MembershipLevel = (typeof MEMBERSHIP_LEVELS)[number]["level"];

/** The default of POINTS_PER_DOLLAR. */
export const DEFAULT_POINTS_PER_DOLLAR = 1;

/**
 * Points an order earns: whole dollars of its goods after the discount, times the rate. Tax and the delivery fee
 * earn nothing (they are not the bakery's goods), and a part of a dollar earns nothing.
 */
export function pointsForOrder(order: { subtotal_cents: number; discount_cents: number }, pointsPerDollar: number): number {
  const cents = Math.max(0, order.subtotal_cents - order.discount_cents);
  return Math.floor((cents * Math.max(0, pointsPerDollar)) / 100);
}

/** The level a number of points reaches. */
export function levelOf(points: number): MembershipLevel {
  let reached: MembershipLevel = "member";
  for (const step of MEMBERSHIP_LEVELS) if (points >= step.min_points) reached = step.level;
  return reached;
}

/** The next level and the points still needed for it; null at the top. */
export function nextLevel(points: number): { level: MembershipLevel; points_needed: number } | null {
  const next = MEMBERSHIP_LEVELS.find((step) => step.min_points > points);
  return next ? { level: next.level, points_needed: next.min_points - Math.max(0, points) } : null;
}

/** How high a level stands; an unknown code (an old shop's) counts as "member". */
export function levelRank(level: string): number {
  return Math.max(
    0,
    MEMBERSHIP_LEVELS.findIndex((step) => step.level === level),
  );
}

/**
 * The level after earning points: the one the points reach, but never lower than the one held (a level imported from
 * the old shop is kept until the points pass it).
 */
export function levelAfter(current: string, points: number): string {
  const reached = levelOf(points);
  return levelRank(reached) > levelRank(current) ? reached : current;
}
