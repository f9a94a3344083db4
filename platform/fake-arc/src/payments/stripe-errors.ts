import type { CardProblem } from "./card-rules";

/** An error as Stripe's API and Stripe.js shape it (`error.type`, `error.code`, `error.message`). */
export interface StripeError {
  type: "card_error" | "invalid_request_error" | "validation_error";
  code: string;
  message: string;
  decline_code?: string;
  param?: string;
}

export function validationError(problem: CardProblem): StripeError {
  return { type: "validation_error", code: problem.code, message: problem.message, param: problem.param };
}

export function noSuch(object: "payment_intent" | "setup_intent" | "payment_method", id: string): StripeError {
  return {
    type: "invalid_request_error",
    code: "resource_missing",
    message: `No such ${object}: '${id}'`,
    param: object === "payment_method" ? "payment_method" : "intent",
  };
}

export function unexpectedState(kind: "payment" | "setup", status: string): StripeError {
  const object = kind === "payment" ? "PaymentIntent" : "SetupIntent";
  return {
    type: "invalid_request_error",
    code: `${kind}_intent_unexpected_state`,
    message: `You cannot confirm this ${object} because it has a status of ${status}.`,
  };
}

export function authenticationFailure(kind: "payment" | "setup"): StripeError {
  return {
    type: "invalid_request_error",
    code: `${kind}_intent_authentication_failure`,
    message:
      "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
  };
}
