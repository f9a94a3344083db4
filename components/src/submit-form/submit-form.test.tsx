import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { Button } from "../button";
import { SubmitForm, type FieldValues } from "./submit-form";

function Fields() {
  return (
    <>
      <label>
        Email <input name="email" type="email" required />
      </label>
      <label>
        Remember me <input name="remember" type="checkbox" value="yes" />
      </label>
      <label>
        Plan
        <select name="plan" defaultValue="monthly">
          <option value="monthly">Monthly</option>
          <option value="yearly">Yearly</option>
        </select>
      </label>
    </>
  );
}

describe("SubmitForm", () => {
  it("hands over what was typed, ticked and chosen, by name", async () => {
    const seen: Array<Record<string, string>> = [];
    const onSubmit = (values: FieldValues) => {
      seen.push({ email: values("email"), remember: values("remember"), plan: values("plan"), none: values("x") });
    };
    render(
      <SubmitForm aria-label="Sign in" submitLabel="Log in" onSubmit={onSubmit} errorOf={() => "failed"}>
        <Fields />
      </SubmitForm>,
    );
    await userEvent.type(screen.getByLabelText("Email"), "ana@example.test");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    await userEvent.click(screen.getByLabelText("Remember me"));
    await userEvent.selectOptions(screen.getByLabelText("Plan"), "yearly");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(seen).toEqual([
      { email: "ana@example.test", remember: "", plan: "monthly", none: "" },
      { email: "ana@example.test", remember: "yes", plan: "yearly", none: "" },
    ]);
  });

  it("is a post form, so a submit before hydration never puts what was typed in the address", () => {
    render(
      <SubmitForm aria-label="Sign in" submitLabel="Log in" onSubmit={() => undefined} errorOf={() => null}>
        <Fields />
      </SubmitForm>,
    );
    expect(screen.getByRole("form", { name: "Sign in" })).toHaveAttribute("method", "post");
  });

  it("makes one call at a time: the button is disabled and a second submit ignored while one runs", async () => {
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <SubmitForm aria-label="Sign in" submitLabel="Log in" onSubmit={onSubmit} errorOf={() => null}>
        <input aria-label="Email" name="email" />
      </SubmitForm>,
    );
    const button = screen.getByRole("button", { name: "Log in" });
    await userEvent.click(button);
    expect(button).toBeDisabled();
    expect(screen.getByRole("form")).toHaveAttribute("aria-busy", "true");
    (screen.getByRole("form") as HTMLFormElement).requestSubmit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(button).toBeEnabled());
  });

  it("shows a failure in its alert, clears it on the next try, and leaves one shown elsewhere out", async () => {
    const failures = [new Error("refused"), new Error("beside the field")];
    const onSubmit = jest.fn(async () => {
      const next = failures.shift();
      if (next) throw next;
    });
    const errorOf = (thrown: unknown) => ((thrown as Error).message === "refused" ? "Wrong email or password." : null);
    render(
      <SubmitForm aria-label="Sign in" submitLabel="Log in" onSubmit={onSubmit} errorOf={errorOf}>
        <input aria-label="Email" name="email" />
      </SubmitForm>,
    );
    const alert = screen.getByRole("alert");
    expect(alert).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(alert).toHaveTextContent("Wrong email or password.");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(alert).toBeEmptyDOMElement();
  });

  it("shows a failure whose text comes later once it comes, busy until then, keeping what was typed", async () => {
    let answer: (text: string | null) => void = () => undefined;
    const later = new Promise<string | null>((resolve) => (answer = resolve));
    const errorOf = jest.fn((thrown: unknown) => later.then((text) => `${text} (${(thrown as Error).message})`));
    render(
      <SubmitForm
        aria-label="Sign in"
        submitLabel="Log in"
        onSubmit={() => Promise.reject(new Error("refused"))}
        errorOf={errorOf}
      >
        <input aria-label="Email" name="email" />
      </SubmitForm>,
    );
    const button = screen.getByRole("button", { name: "Log in" });
    await userEvent.type(screen.getByLabelText("Email"), "ana@example.test");
    await userEvent.click(button);
    await waitFor(() => expect(errorOf).toHaveBeenCalledTimes(1));
    expect(button).toBeDisabled();
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
    answer("Wrong email or password.");
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Wrong email or password. (refused)"));
    expect(button).toBeEnabled();
    expect(screen.getByLabelText("Email")).toHaveValue("ana@example.test");
  });

  it("leaves the alert empty, and the form usable, when a later text fails to come", async () => {
    render(
      <SubmitForm
        aria-label="Sign in"
        submitLabel="Log in"
        onSubmit={() => Promise.reject(new Error("refused"))}
        errorOf={() => Promise.reject(new Error("the chunk did not load"))}
      >
        <input aria-label="Email" name="email" />
      </SubmitForm>,
    );
    const button = screen.getByRole("button", { name: "Log in" });
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });

  it("cannot submit when told so, and says why beside the button", async () => {
    const onSubmit = jest.fn();
    render(
      <SubmitForm
        aria-label="Reset password"
        submitLabel="Save"
        onSubmit={onSubmit}
        errorOf={() => null}
        cannotSubmit
        note="Editors cannot reset a password from this preview."
      >
        <input aria-label="New password" name="password" />
      </SubmitForm>,
    );
    const button = screen.getByRole("button", { name: "Save" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("Editors cannot reset a password from this preview.");
    (screen.getByRole("form") as HTMLFormElement).requestSubmit();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("places the footer after the fields and before the alert, and has no axe violations", async () => {
    const { container } = render(
      <SubmitForm
        aria-label="Sign in"
        submitLabel="Log in"
        onSubmit={() => undefined}
        errorOf={() => null}
        footer={<p>Security check</p>}
      >
        <Fields />
      </SubmitForm>,
    );
    const order = [...container.querySelectorAll("label, p")].map((node) => node.textContent?.trim().split(" ")[0]);
    expect(order).toEqual(["Email", "Remember", "PlanMonthlyYearly", "Security", ""]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it("with field validation, checks itself once hydrated: the first field at fault gets focus and nothing is sent", async () => {
    const onSubmit = jest.fn();
    const onInvalid = jest.fn();
    const prepare = jest.fn((form: HTMLFormElement) => {
      const again = form.elements.namedItem("again") as HTMLInputElement;
      again.setCustomValidity(again.value === "same" ? "" : "Must match");
    });
    render(
      <SubmitForm
        aria-label="Sign up"
        submitLabel="Sign up"
        validation="fields"
        prepare={prepare}
        onInvalid={onInvalid}
        onSubmit={onSubmit}
        errorOf={() => null}
      >
        <input aria-label="Email" name="email" type="email" required />
        <input aria-label="Again" name="again" />
      </SubmitForm>,
    );
    const form = screen.getByRole("form") as HTMLFormElement;
    expect(form.noValidate).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(screen.getByLabelText("Email")).toHaveFocus();
    expect(onInvalid).toHaveBeenCalledTimes(1);
    await userEvent.type(screen.getByLabelText("Email"), "ana@example.test");
    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(screen.getByLabelText("Again")).toHaveFocus();
    await userEvent.type(screen.getByLabelText("Again"), "same");
    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(prepare).toHaveBeenCalledTimes(3);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("with field validation, focuses the field at fault inside a fieldset, not the fieldset", async () => {
    render(
      <SubmitForm
        aria-label="Address"
        submitLabel="Save"
        validation="fields"
        onSubmit={() => undefined}
        errorOf={() => null}
      >
        <fieldset>
          <legend>Billing address</legend>
          <input aria-label="Line 1" name="line1" defaultValue="1 Main St" required />
          <input aria-label="City" name="locality" required />
        </fieldset>
      </SubmitForm>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByLabelText("City")).toHaveFocus();
  });

  it("leaves checking to the browser by default", () => {
    render(
      <SubmitForm aria-label="Sign in" submitLabel="Log in" onSubmit={() => undefined} errorOf={() => null}>
        <input aria-label="Email" name="email" required />
      </SubmitForm>,
    );
    expect((screen.getByRole("form") as HTMLFormElement).noValidate).toBe(false);
  });

  it("sends nothing while `ready` says no, shows a notice before any submit, and puts `after` below the button", async () => {
    let ready = false;
    const onSubmit = jest.fn();
    render(
      <SubmitForm
        aria-label="Sign in"
        submitLabel="Log in"
        onSubmit={onSubmit}
        errorOf={() => null}
        ready={() => ready}
        notice="Signing in is not available right now."
        after={<a href="/account/signup/">Create an account</a>}
      >
        <input aria-label="Email" name="email" />
      </SubmitForm>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Signing in is not available right now.");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(onSubmit).not.toHaveBeenCalled();
    ready = true;
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const button = screen.getByRole("button", { name: "Log in" });
    const link = screen.getByRole("link", { name: "Create an account" });
    expect(button.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("puts a secondary action beside the submit button, in one row; it submits nothing and the button keeps its width", async () => {
    const onSubmit = jest.fn();
    const onCancel = jest.fn();
    const { container } = render(
      <SubmitForm
        aria-label="Email address"
        submitLabel="Save"
        onSubmit={onSubmit}
        errorOf={() => null}
        secondary={<Button onClick={onCancel}>Cancel</Button>}
      >
        <input aria-label="Email" name="email" />
      </SubmitForm>,
    );
    const save = screen.getByRole("button", { name: "Save" });
    const cancel = screen.getByRole("button", { name: "Cancel" });
    expect(save.parentElement).toBe(cancel.parentElement);
    expect(save.parentElement).toHaveClass("c-submit-form__actions");
    expect(save.compareDocumentPosition(cancel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(save).not.toHaveClass("c-button--full-width");
    await userEvent.click(cancel);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("without a secondary action, the submit button alone spans the form", () => {
    render(
      <SubmitForm aria-label="Sign in" submitLabel="Log in" onSubmit={() => undefined} errorOf={() => null}>
        <input aria-label="Email" name="email" />
      </SubmitForm>,
    );
    const button = screen.getByRole("button", { name: "Log in" });
    expect(button).toHaveClass("c-button--full-width");
    expect(button.parentElement).toBe(screen.getByRole("form"));
  });
});
