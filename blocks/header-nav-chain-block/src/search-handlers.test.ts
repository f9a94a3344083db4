import type { FormEvent } from "react";
import { waitFor } from "@testing-library/react";
import { searchHandlers } from "./search-handlers";

// The submit's chunk lost to a dropped connection.
jest.mock("./search-submit", () => {
  throw new Error("chunk lost");
});

function submitted(target: EventTarget) {
  const preventDefault = jest.fn();
  searchHandlers.onSubmit({ target, preventDefault } as unknown as FormEvent<HTMLElement>);
  return preventDefault;
}

describe("the kept search form's submit", () => {
  it("falls back on the form's plain GET when its code cannot load", async () => {
    const form = document.createElement("form");
    const submit = jest.spyOn(form, "submit").mockImplementation(() => undefined);
    expect(submitted(form)).toHaveBeenCalled();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
  });

  it("leaves any other submit alone", () => {
    expect(submitted(document.createElement("div"))).not.toHaveBeenCalled();
  });
});
