/**
 * @jest-environment-options {"url": "https://www.thedaily.example/politics/"}
 */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { alertCollection, renderAlertBar } from "./test-render";

it("over https, the dismissal cookie is Secure", async () => {
  expect(window.location.protocol).toBe("https:");
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, "cookie");
  jest.spyOn(Document.prototype, "cookie", "set").mockImplementation(function (this: Document, value: string) {
    writes.push(value);
    descriptor?.set?.call(this, value);
  });
  const user = userEvent.setup();
  renderAlertBar(() => alertCollection("Storm warning"));
  await user.click(await screen.findByRole("button", { name: "Close alert" }));
  expect(writes).toEqual(["arcblock_alert-bar=Storm%20warning; max-age=172800; path=/; SameSite=Lax; Secure"]);
  expect(document.cookie).toBe("arcblock_alert-bar=Storm%20warning");
});
