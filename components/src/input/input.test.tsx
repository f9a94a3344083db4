import { createRef, useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { Input, type InputProps } from "./index";

const JSDOM_MESSAGE = "Constraints not satisfied";

function errorOf(control: HTMLElement): HTMLElement {
  const id = control.getAttribute("aria-describedby") ?? "";
  const message = document.getElementById(id);
  if (!message) throw new Error(`nothing describes the control (aria-describedby="${id}")`);
  return message;
}

describe("Input", () => {
  describe.each(["text", "email", "password"] as const)("of type %s", (type) => {
    it("is labelled, with the type it was given", () => {
      const { container } = render(<Input type={type} label="Your entry" name="entry" />);
      const control = screen.getByLabelText("Your entry");
      expect(control).toHaveAttribute("type", type);
      expect(control).toHaveAttribute("name", "entry");
      expect(control.id).not.toBe("");
      expect(container.firstElementChild).toHaveClass("c-input", `c-input--${type}`);
    });
  });

  it("is a text field when no type, or an unknown one, is given", () => {
    const unknown = { type: "number", label: "Age" } as unknown as InputProps;
    render(
      <>
        <Input label="Name" />
        <Input {...unknown} />
      </>,
    );
    expect(screen.getByLabelText("Name")).toHaveAttribute("type", "text");
    expect(screen.getByLabelText("Age")).toHaveAttribute("type", "text");
  });

  it("gives every field its own id, unless one is given", () => {
    render(
      <>
        <Input label="First" />
        <Input label="Second" />
        <Input label="Third" id="third" />
      </>,
    );
    expect(screen.getByLabelText("First").id).not.toBe(screen.getByLabelText("Second").id);
    expect(screen.getByLabelText("Third").id).toBe("third");
  });

  it.each([
    ["no label", undefined],
    ["an empty label", ""],
    ["a blank label", "   "],
  ])("renders nothing with %s", (_, label) => {
    const props = { label } as InputProps;
    const { container } = render(<Input {...props} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("is described by its tip while there is no error", () => {
    render(<Input label="Email" type="email" tip="We never share it." />);
    const control = screen.getByLabelText("Email");
    expect(errorOf(control)).toHaveTextContent("We never share it.");
    expect(control).toHaveAttribute("aria-invalid", "false");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("keeps an aria-describedby of its own alongside the message", () => {
    render(<Input label="Email" tip="Tip" aria-describedby="terms" />);
    const control = screen.getByLabelText("Email");
    expect(control.getAttribute("aria-describedby")).toMatch(/^terms \S+-tip$/);
  });

  describe("validation on blur", () => {
    it("shows the browser's message for a required field left empty, in an alert the control points to", async () => {
      const user = userEvent.setup();
      render(<Input label="Name" required tip="As on your card" />);
      const control = screen.getByLabelText(/Name/);
      await user.click(control);
      expect(screen.queryByRole("alert")).toBeNull();
      await user.tab();
      const alert = screen.getByRole("alert");
      expect(alert).toHaveTextContent(JSDOM_MESSAGE);
      expect(control).toHaveAttribute("aria-invalid", "true");
      expect(errorOf(control)).toBe(alert);
      // The error replaces the tip.
      expect(screen.queryByText("As on your card")).toBeNull();
    });

    it("shows the custom message instead of the browser's", async () => {
      const user = userEvent.setup();
      render(<Input label="Email" type="email" validationErrorMessage="Enter an email like name@example.com" />);
      await user.type(screen.getByLabelText("Email"), "not-an-email");
      await user.tab();
      expect(screen.getByRole("alert")).toHaveTextContent("Enter an email like name@example.com");
    });

    it("checks the pattern, and clears the error once an edit makes the value valid", async () => {
      const user = userEvent.setup();
      render(<Input label="Postcode" pattern="[0-9]{5}" validationErrorMessage="Five digits" tip="Five digits" />);
      const control = screen.getByLabelText("Postcode");
      await user.type(control, "12a");
      await user.tab();
      expect(screen.getByRole("alert")).toHaveTextContent("Five digits");
      await user.type(control, "{Backspace}");
      // "12" is still invalid: the message stays until the value passes.
      expect(screen.getByRole("alert")).toBeInTheDocument();
      await user.type(control, "345");
      expect(screen.queryByRole("alert")).toBeNull();
      expect(control).toHaveAttribute("aria-invalid", "false");
      expect(errorOf(control)).toHaveTextContent("Five digits");
    });

    it("does not show a new error while typing, only on leaving the field", async () => {
      const user = userEvent.setup();
      render(<Input label="Postcode" pattern="[0-9]{5}" />);
      await user.type(screen.getByLabelText("Postcode"), "abc");
      expect(screen.queryByRole("alert")).toBeNull();
    });

    it("shows nothing for a valid value", async () => {
      const user = userEvent.setup();
      render(<Input label="Email" type="email" required />);
      await user.type(screen.getByLabelText(/Email/), "ada@example.com");
      await user.tab();
      expect(screen.queryByRole("alert")).toBeNull();
    });

    it("falls back to the phrases when the browser gives no message", async () => {
      const user = userEvent.setup();
      const spy = jest.spyOn(HTMLInputElement.prototype, "validationMessage", "get").mockReturnValue("");
      try {
        render(
          <>
            <Input label="Name" required />
            <Input label="Code" pattern="[0-9]+" />
          </>,
        );
        await user.click(screen.getByLabelText(/Name/));
        await user.tab();
        expect(screen.getByRole("alert")).toHaveTextContent("This field is required.");
        await user.type(screen.getByLabelText("Code"), "x");
        await user.tab();
        expect(screen.getAllByRole("alert")[1]).toHaveTextContent("Check this field.");
      } finally {
        spy.mockRestore();
      }
    });

    it("calls the caller's onBlur too", async () => {
      const user = userEvent.setup();
      const onBlur = jest.fn();
      render(<Input label="Name" onBlur={onBlur} />);
      await user.click(screen.getByLabelText("Name"));
      await user.tab();
      expect(onBlur).toHaveBeenCalledTimes(1);
    });

    it("shows the message when a form's submit finds the field invalid", async () => {
      const user = userEvent.setup();
      const onSubmit = jest.fn();
      render(
        <form onSubmit={onSubmit} aria-label="Sign up">
          <Input label="Email" type="email" required validationErrorMessage="Email is required" />
          <button type="submit">Sign up</button>
        </form>,
      );
      await user.click(screen.getByRole("button", { name: "Sign up" }));
      expect(onSubmit).not.toHaveBeenCalled();
      expect(screen.getByRole("alert")).toHaveTextContent("Email is required");
    });

    it("does not validate a disabled field", async () => {
      render(<Input label="Name" required disabled />);
      const control = screen.getByLabelText(/Name/);
      control.focus();
      control.blur();
      expect(screen.queryByRole("alert")).toBeNull();
    });
  });

  describe("a verdict the owner sets (setCustomValidity)", () => {
    const MISMATCH = "The passwords do not match.";

    /** A password and its confirmation, whose verdict the owner sets from both values on every edit of either. */
    function Passwords() {
      const password = createRef<HTMLInputElement>();
      const confirmation = createRef<HTMLInputElement>();
      const judge = () => {
        const again = confirmation.current;
        again?.setCustomValidity(again.value === password.current?.value ? "" : MISMATCH);
      };
      return (
        <form aria-label="Sign up" noValidate>
          <Input ref={password} label="Password" type="password" onChange={judge} />
          <Input ref={confirmation} label="Confirm password" type="password" onChange={judge} />
        </form>
      );
    }

    async function mismatchShown() {
      const user = userEvent.setup();
      render(<Passwords />);
      await user.type(screen.getByLabelText("Password"), "Reading-2026");
      await user.type(screen.getByLabelText("Confirm password"), "Reading-2025");
      (screen.getByRole("form") as HTMLFormElement).checkValidity();
      expect(await screen.findByRole("alert")).toHaveTextContent(MISMATCH);
      return user;
    }

    it("judges the owner's verdict of the very edit that fixed the field, while focus stays in it", async () => {
      const user = await mismatchShown();
      const confirmation = screen.getByLabelText("Confirm password");
      await user.type(confirmation, "{Backspace}6");
      expect(confirmation).toHaveFocus();
      expect(screen.queryByRole("alert")).toBeNull();
    });

    it("clears the message once an edit of a neighbour settles it, and never shows one for such an edit", async () => {
      const user = await mismatchShown();
      const password = screen.getByLabelText("Password");
      await user.type(password, "{Backspace}");
      // "Reading-202" still differs from "Reading-2025".
      expect(screen.getByRole("alert")).toHaveTextContent(MISMATCH);
      await user.type(password, "5");
      expect(password).toHaveFocus();
      expect(screen.queryByRole("alert")).toBeNull();
      expect(screen.getByLabelText("Confirm password")).toHaveAttribute("aria-invalid", "false");
      // A neighbour's edit only ever clears: a new mismatch waits for the field's own blur, or a submit.
      await user.type(password, "7");
      expect(screen.queryByRole("alert")).toBeNull();
    });
  });

  describe("showDefaultError", () => {
    it("shows the custom message from the first render, before any blur", () => {
      render(<Input label="Email" showDefaultError validationErrorMessage="This email is already registered" />);
      const control = screen.getByLabelText("Email");
      expect(screen.getByRole("alert")).toHaveTextContent("This email is already registered");
      expect(control).toHaveAttribute("aria-invalid", "true");
      expect(errorOf(control)).toBe(screen.getByRole("alert"));
    });

    it("says 'Check this field.' when there is no custom message", () => {
      render(<Input label="Email" showDefaultError />);
      expect(screen.getByRole("alert")).toHaveTextContent("Check this field.");
    });

    it("clears once the reader edits the value into a valid one, and shows again for a new verdict", async () => {
      const user = userEvent.setup();
      const { rerender } = render(<Input label="Code" showDefaultError validationErrorMessage="Wrong code" />);
      await user.type(screen.getByLabelText("Code"), "1");
      expect(screen.queryByRole("alert")).toBeNull();
      rerender(<Input label="Code" showDefaultError={false} validationErrorMessage="Wrong code" />);
      rerender(<Input label="Code" showDefaultError validationErrorMessage="Wrong code" />);
      expect(screen.getByRole("alert")).toHaveTextContent("Wrong code");
    });
  });

  describe("value", () => {
    it("is uncontrolled with defaultValue, reporting each change", async () => {
      const user = userEvent.setup();
      const onChange = jest.fn();
      render(<Input label="Name" defaultValue="Ad" onChange={onChange} />);
      const control = screen.getByLabelText("Name");
      await user.type(control, "a");
      expect(control).toHaveValue("Ada");
      expect(onChange).toHaveBeenLastCalledWith("Ada");
    });

    it("is controlled with value: it shows what the owner holds", async () => {
      const user = userEvent.setup();
      const onChange = jest.fn();
      const { rerender } = render(<Input label="Name" value="Ada" onChange={onChange} />);
      const control = screen.getByLabelText("Name");
      await user.type(control, "m");
      expect(onChange).toHaveBeenLastCalledWith("Adam");
      expect(control).toHaveValue("Ada");
      rerender(<Input label="Name" value="Grace" onChange={onChange} />);
      expect(control).toHaveValue("Grace");
    });

    it("works with the owner's state", async () => {
      const user = userEvent.setup();
      function Owner() {
        const [value, setValue] = useState("");
        return (
          <>
            <Input label="Name" value={value} onChange={(next) => setValue(next.toUpperCase())} />
            <output>{value}</output>
          </>
        );
      }
      render(<Owner />);
      await user.type(screen.getByLabelText("Name"), "ada");
      expect(screen.getByLabelText("Name")).toHaveValue("ADA");
      expect(screen.getByRole("status")).toHaveTextContent("ADA");
    });

    it("forwards the ref to the control", () => {
      const ref = createRef<HTMLInputElement | HTMLSelectElement>();
      render(<Input ref={ref} label="Name" />);
      expect(ref.current).toBe(screen.getByLabelText("Name"));
    });
  });

  describe("of type select", () => {
    const options = [
      { label: "Monthly", value: "month" },
      { label: "Yearly", value: "year" },
      { label: "Lifetime", value: "life", disabled: true },
    ];

    it("is a labelled select with its options, and reports the choice", async () => {
      const user = userEvent.setup();
      const onChange = jest.fn();
      const { container } = render(
        <Input type="select" label="Plan" options={options} defaultValue="month" onChange={onChange} />,
      );
      const select = screen.getByRole("combobox", { name: "Plan" });
      expect(container.firstElementChild).toHaveClass("c-input", "c-input--select");
      expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
        "Monthly",
        "Yearly",
        "Lifetime",
      ]);
      expect(screen.getByRole("option", { name: "Lifetime" })).toBeDisabled();
      expect(select).toHaveValue("month");
      await user.selectOptions(select, "year");
      expect(onChange).toHaveBeenCalledWith("year");
    });

    it("is invalid on blur when required and left on its placeholder", async () => {
      const user = userEvent.setup();
      render(
        <Input
          type="select"
          label="Plan"
          options={options}
          placeholder="Choose a plan"
          required
          validationErrorMessage="Choose a plan to continue"
        />,
      );
      const select = screen.getByRole("combobox", { name: /Plan/ });
      await user.click(select);
      await user.tab();
      expect(screen.getByRole("alert")).toHaveTextContent("Choose a plan to continue");
      expect(select).toHaveAttribute("aria-invalid", "true");
      await user.selectOptions(select, "year");
      expect(screen.queryByRole("alert")).toBeNull();
    });

    it("is controlled with value", () => {
      const { rerender } = render(<Input type="select" label="Plan" options={options} value="year" />);
      expect(screen.getByRole("combobox")).toHaveValue("year");
      rerender(<Input type="select" label="Plan" options={options} value="month" />);
      expect(screen.getByRole("combobox")).toHaveValue("month");
    });

    it.each([
      ["no options", undefined],
      ["an empty list", []],
      ["only malformed options", [{ label: "No value" }, null, "month", { value: "x", label: "" }]],
    ])("renders nothing with %s", (_, broken) => {
      const props = { type: "select", label: "Plan", options: broken } as unknown as InputProps;
      const { container } = render(<Input {...props} />);
      expect(container).toBeEmptyDOMElement();
    });

    it("keeps the good options of a half-broken list", () => {
      const props = {
        type: "select",
        label: "Plan",
        options: [null, { label: "Yearly", value: "year" }, { value: 3 }],
      } as unknown as InputProps;
      render(<Input {...props} />);
      expect(screen.getAllByRole("option")).toHaveLength(1);
    });
  });

  describe("of type radio", () => {
    const options = [
      { label: "Print", value: "print" },
      { label: "Digital", value: "digital" },
      { label: "Both", value: "both" },
    ];

    it("is a group of radios named by its legend", () => {
      const { container } = render(<Input type="radio" label="Edition" name="edition" options={options} />);
      const group = screen.getByRole("radiogroup", { name: "Edition" });
      expect(group.tagName).toBe("FIELDSET");
      expect(container.firstElementChild).toHaveClass("c-input", "c-input--radio");
      const radios = screen.getAllByRole("radio");
      expect(radios.map((radio) => radio.getAttribute("name"))).toEqual(["edition", "edition", "edition"]);
      expect(screen.getByRole("radio", { name: "Digital" })).toHaveAttribute("value", "digital");
    });

    it("shares a generated name when none is given", () => {
      render(<Input type="radio" label="Edition" options={options} />);
      const names = new Set(screen.getAllByRole("radio").map((radio) => radio.getAttribute("name")));
      expect(names.size).toBe(1);
      expect([...names][0]).toBeTruthy();
    });

    it("reports the chosen value, uncontrolled", async () => {
      const user = userEvent.setup();
      const onChange = jest.fn();
      render(<Input type="radio" label="Edition" options={options} defaultValue="print" onChange={onChange} />);
      expect(screen.getByRole("radio", { name: "Print" })).toBeChecked();
      await user.click(screen.getByRole("radio", { name: "Both" }));
      expect(onChange).toHaveBeenCalledWith("both");
      expect(screen.getByRole("radio", { name: "Both" })).toBeChecked();
    });

    it("checks the radio of its value, controlled", () => {
      const { rerender } = render(<Input type="radio" label="Edition" options={options} value="digital" />);
      expect(screen.getByRole("radio", { name: "Digital" })).toBeChecked();
      rerender(<Input type="radio" label="Edition" options={options} value="both" />);
      expect(screen.getByRole("radio", { name: "Both" })).toBeChecked();
      expect(screen.getByRole("radio", { name: "Digital" })).not.toBeChecked();
    });

    it("is invalid when required and left with nothing chosen, and clears once one is", async () => {
      const user = userEvent.setup();
      render(
        <>
          <Input type="radio" label="Edition" options={options} required tip="You can change it later" />
          <button type="button">Next</button>
        </>,
      );
      const group = screen.getByRole("radiogroup", { name: /Edition/ });
      expect(errorOf(group)).toHaveTextContent("You can change it later");
      screen.getByRole("radio", { name: "Print" }).focus();
      await user.tab();
      expect(screen.getByRole("button")).toHaveFocus();
      const alert = screen.getByRole("alert");
      expect(alert).toHaveTextContent(JSDOM_MESSAGE);
      expect(group).toHaveAttribute("aria-invalid", "true");
      expect(errorOf(group)).toBe(alert);
      await user.click(screen.getByRole("radio", { name: "Digital" }));
      expect(screen.queryByRole("alert")).toBeNull();
      expect(group).toHaveAttribute("aria-invalid", "false");
    });

    it("does not validate while focus moves between its own radios", async () => {
      render(<Input type="radio" label="Edition" options={options} required />);
      screen.getByRole("radio", { name: "Print" }).focus();
      screen.getByRole("radio", { name: "Digital" }).focus();
      expect(screen.queryByRole("alert")).toBeNull();
    });

    it("disables every radio when disabled", () => {
      render(<Input type="radio" label="Edition" options={options} disabled />);
      for (const radio of screen.getAllByRole("radio")) expect(radio).toBeDisabled();
    });

    it("renders nothing without options", () => {
      const props = { type: "radio", label: "Edition", options: [] } as InputProps;
      const { container } = render(<Input {...props} />);
      expect(container).toBeEmptyDOMElement();
    });
  });

  it("has no axe violations as text fields, with a tip and with an error", async () => {
    const { container } = render(
      <form aria-label="Account">
        <Input label="Name" tip="As on your card" />
        <Input type="email" label="Email" required />
        <Input type="password" label="Password" showDefaultError validationErrorMessage="Too short" />
      </form>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it("has no axe violations as a select and a radio group, with and without errors", async () => {
    const options = [
      { label: "One", value: "1" },
      { label: "Two", value: "2" },
    ];
    const { container } = render(
      <form aria-label="Choices">
        <Input type="select" label="Count" options={options} placeholder="Choose" tip="Pick one" />
        <Input type="select" label="Other count" options={options} showDefaultError />
        <Input type="radio" label="Number" options={options} tip="Pick one" />
        <Input type="radio" label="Other number" options={options} showDefaultError required />
      </form>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
