// A stand-in for Authorize.Net's AcceptUI.js, for the browser tests (tests never reach the network).
// The real script turns a button with class "AcceptUI" into one that opens the gateway's hosted card form, then
// calls the global function named by its data-responseHandler with an opaque token. This one skips the form: a
// click on any .AcceptUI button answers at once (on the next tick, as the real one answers later) with the token
// `window.__acceptUiNextValue` (it stays until a test changes it), else "approve-<time>"; the gateway double
// (authorize-net-double.ts) reads "decline", "timeout" and "error" in it. Clicks are caught on the document, so
// buttons that React renders after the script has loaded work too. Served by the double's server, or by the app
// in its browser tests, as a script file.

export const ACCEPT_UI_STANDIN_JS = `(function () {
  "use strict";
  if (window.__acceptUiStandIn) return;
  window.__acceptUiStandIn = true;

  function failure(code, text) {
    return { messages: { resultCode: "Error", message: [{ code: code, text: text }] } };
  }

  document.addEventListener("click", function (event) {
    var target = event.target;
    var button = target && target.closest ? target.closest(".AcceptUI") : null;
    if (!button) return;
    event.preventDefault();
    var handlerName = button.getAttribute("data-responseHandler");
    var response;
    if (!button.getAttribute("data-apiLoginID")) {
      response = failure("E_WC_10", "Please provide valid apiloginid.");
    } else if (!button.getAttribute("data-clientKey")) {
      response = failure("E_WC_18", "Client Key is required for transaction.");
    } else {
      var next = window.__acceptUiNextValue;
      response = {
        opaqueData: {
          dataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT",
          dataValue: next !== undefined && next !== null ? String(next) : "approve-" + Date.now()
        },
        messages: { resultCode: "Ok", message: [{ code: "I_WC_01", text: "Successful." }] },
        encryptedCardData: { cardNumber: "XXXXXXXXXXXX1111", expDate: "12/30", bin: "411111" },
        customerInformation: { firstName: "Test", lastName: "Customer" }
      };
    }
    setTimeout(function () {
      var handler = handlerName ? window[handlerName] : undefined;
      if (typeof handler !== "function") {
        throw new Error("AcceptUI stand-in: no global function named by data-responseHandler (" + handlerName + ")");
      }
      handler(response);
    }, 0);
  });
})();
`;
