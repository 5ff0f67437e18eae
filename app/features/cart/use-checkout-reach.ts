import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { readCartToken, storeCartToken } from "./cart-storage.ts";

/**
 * When the cart page's server render did not know the cart the browser holds (its `cart_token` cookie was dropped or
 * has expired — Safari keeps a cookie a script wrote for 7 days — while local storage still has the token the API
 * calls send as `cart-token`), the page shows the lines but no checkout. This puts the token back in the cookie and
 * asks the server for the page's data once more; "stuck" when the server still does not see the cart (cookies
 * blocked), so the page can say what to do instead of leaving the visitor at a dead end.
 */
export function useCheckoutReach(serverMissesCart: boolean): "fine" | "asking" | "stuck" {
  const revalidator = useRevalidator();
  const asked = useRef(false);
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    if (!serverMissesCart || asked.current) return;
    asked.current = true;
    const token = readCartToken();
    if (token) storeCartToken(token);
    void revalidator.revalidate().finally(() => setAnswered(true));
  }, [serverMissesCart, revalidator]);
  if (!serverMissesCart) return "fine";
  return answered ? "stuck" : "asking";
}
