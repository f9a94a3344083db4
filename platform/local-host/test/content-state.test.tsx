import { act, render, screen } from "@testing-library/react";
import { CONTENT_WAIT_MS, contentConfig, defineBlock, defineFields, useContentState } from "@broadsheet/kit";
import { renderBlock } from "../src/render-block";

/** kit's useContentState in a working host: a block that shows its state and what it read. */
const Probe = defineBlock({
  name: "content-state-probe",
  kind: "feature",
  label: "Content state probe",
  fields: defineFields({ content: contentConfig({ label: "Content" }) }),
  render: function ProbeView({ customFields }) {
    const state = useContentState(customFields.content, "{ title }");
    return <p data-status={state.status}>{state.status === "ready" ? JSON.stringify(state.content) : ""}</p>;
  },
});

const chosen = (id: string, contentService = "feed") => ({ content: { contentService, contentConfigValues: { id } } });
const status = () => screen.getByRole("paragraph").getAttribute("data-status");
const landed = () => act(async () => undefined);

afterEach(() => {
  jest.useRealTimers();
});

describe("useContentState", () => {
  it("is unset, and fetches nothing, until content is chosen", async () => {
    const feed = jest.fn(async () => ({ title: "A" }));
    render(renderBlock(Probe, { content: { feed } }));
    await landed();
    expect(status()).toBe("unset");
    expect(feed).not.toHaveBeenCalled();
  });

  it("is loading in a browser render until the content lands, then ready with the filter applied", async () => {
    render(
      renderBlock(Probe, { customFields: chosen("a"), content: { feed: async () => ({ title: "A", body: "x" }) } }),
    );
    expect(status()).toBe("loading");
    await landed();
    expect(status()).toBe("ready");
    expect(screen.getByRole("paragraph")).toHaveTextContent('{"title":"A"}');
  });

  it("takes null to mean nothing once it has waited, and waits afresh for a new choice", async () => {
    jest.useFakeTimers();
    const { rerender } = render(renderBlock(Probe, { customFields: chosen("a"), content: { feed: () => null } }));
    await landed();
    expect(status()).toBe("loading");
    await act(async () => {
      jest.advanceTimersByTime(CONTENT_WAIT_MS - 1);
    });
    expect(status()).toBe("loading");
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(status()).toBe("missing");

    rerender(renderBlock(Probe, { customFields: chosen("b"), content: { feed: () => null } }));
    await landed();
    expect(status()).toBe("loading");
  });

  it("reads from whichever source the editor chose", async () => {
    const other = jest.fn(async () => ({ title: "Other" }));
    render(renderBlock(Probe, { customFields: chosen("z", "other-source"), content: { "other-source": other } }));
    await landed();
    expect(other).toHaveBeenCalledWith({ id: "z" });
    expect(status()).toBe("ready");
  });
});
