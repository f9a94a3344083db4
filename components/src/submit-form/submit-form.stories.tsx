import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button";
import { SubmitForm } from "./submit-form";

const meta: Meta<typeof SubmitForm> = {
  title: "Components/SubmitForm",
  component: SubmitForm,
  args: {
    "aria-label": "Sign in",
    submitLabel: "Log in",
    onSubmit: () => undefined,
    errorOf: () => "That email and password do not match an account.",
    children: (
      <label>
        Email <input name="email" type="email" required />
      </label>
    ),
  },
};
export default meta;

type Story = StoryObj<typeof SubmitForm>;

export const Default: Story = {};

export const Failing: Story = {
  args: {
    onSubmit: () => Promise.reject(new Error("refused")),
  },
};

export const CannotSubmit: Story = {
  args: { cannotSubmit: true, note: "Editors cannot submit this form from the page builder." },
};

/** A form that opens in place, with Cancel beside the submit button. */
export const WithSecondaryAction: Story = {
  args: {
    "aria-label": "Email address",
    submitLabel: "Save",
    secondary: <Button>Cancel</Button>,
  },
};

export const RightToLeft: Story = {
  parameters: { host: { arcSite: "al-yawm" } },
  args: {
    "aria-label": "تسجيل الدخول",
    submitLabel: "تسجيل الدخول",
    children: (
      <label>
        البريد الإلكتروني <input name="email" type="email" required />
      </label>
    ),
  },
};
