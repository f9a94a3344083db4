import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { requestGdprReport } from "@broadsheet/arc-client";
import { AccountDataReport } from "./account-data-report";
import { readReports, reportFile } from "./data-report";
import { ANA, renderAccount, sdk, setupAccountTests, signIn } from "./test-account";

const { fake } = setupAccountTests();
const HOUR = 60 * 60 * 1000;

beforeEach(() => {
  // Reports wait for the test's say-so (prepareGdprReports), whatever time the test takes.
  fake.identity.setGdprReportDelay(HOUR);
});

const PENDING = /We are preparing it/;
const READY = /is ready\. You can download it until/;
const status = () => document.querySelector<HTMLElement>(".b-account-data-report__status");

/** What a data: URL holds. */
function contentOf(href: string | null): string {
  const [, body = ""] = (href ?? "").split(",", 2);
  return decodeURIComponent(body);
}

describe("AccountDataReport", () => {
  it("is the island feature account-data-report, hydrated when it comes into view", () => {
    expect(AccountDataReport.definition.name).toBe("account-data-report");
    expect(AccountDataReport.definition.hydration).toBe("visible");
  });

  it("asks for a report by keyboard, follows it until ready, and downloads it as a JSON file", async () => {
    const user = userEvent.setup();
    await signIn(ANA);
    const { container } = await renderAccount(AccountDataReport);
    expect(await screen.findByText("You have not asked for a copy of your data yet.")).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    screen.getByRole("button", { name: "Request a copy of my data" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(status()).toHaveTextContent(PENDING));
    expect(status()).toHaveFocus();
    expect(screen.queryByRole("button", { name: /Request/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /Download my data/ })).toBeNull();

    // Not ready yet: checking again says so again.
    await user.click(screen.getByRole("button", { name: "Check again" }));
    await waitFor(() => expect(status()).toHaveFocus());
    expect(status()).toHaveTextContent(PENDING);

    fake.identity.prepareGdprReports(ANA);
    await user.click(screen.getByRole("button", { name: "Check again" }));
    await waitFor(() => expect(status()).toHaveTextContent(READY));
    expect(status()).toHaveFocus();
    const download = screen.getByRole("link", { name: "Download my data (JSON)" });
    expect(download.getAttribute("href")).toMatch(/^data:application\/json;charset=utf-8,/);
    expect(download.getAttribute("download")).toMatch(/^the-daily-data-report-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(contentOf(download.getAttribute("href"))) as Record<string, unknown>;
    expect(file).toMatchObject({ email: ANA, data: { profile: { email: ANA } } });
    // Tab goes from the focused outcome to the file.
    await user.tab();
    expect(download).toHaveFocus();
    expect(screen.getByRole("button", { name: "Request a new copy" })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("offers a report already prepared as soon as it loads, and can hide the request", async () => {
    await signIn(ANA);
    await requestGdprReport(await sdk());
    fake.identity.prepareGdprReports(ANA);
    await renderAccount(AccountDataReport, { customFields: { allowRequest: false } });
    expect(await screen.findByRole("link", { name: "Download my data (JSON)" })).toBeInTheDocument();
    expect(status()).toHaveTextContent(READY);
    expect(status()).not.toHaveFocus();
    expect(screen.queryByRole("button", { name: /Request/ })).toBeNull();
    expect(screen.getByRole("link", { name: "How we use your data" })).toHaveAttribute("href", "/privacy-policy/");
  });

  it("says when the reports cannot be read, and reads them again on request", async () => {
    const user = userEvent.setup();
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    fake.identity.fail("v1/gdpr", 503, "unavailable", "Identity is down", true);
    await signIn(ANA);
    await renderAccount(AccountDataReport);
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not check on your data report.");
    expect(logged).toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(status()).toHaveTextContent("You have not asked for a copy of your data yet."));
    expect(status()).toHaveFocus();
    expect(screen.queryByText(/could not check/)).toBeNull();
  });

  it("says when a request fails, keeping the button", async () => {
    const user = userEvent.setup();
    await signIn(ANA);
    await renderAccount(AccountDataReport);
    const request = await screen.findByRole("button", { name: "Request a copy of my data" });
    fake.identity.fail("v1/gdpr", 500, "boom", "Identity failed", true);
    await user.click(request);
    expect(await screen.findByText("Something went wrong. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Request a copy of my data" })).toBeEnabled();
    expect(fake.identity.store.gdpr.list(fake.identity.store.readerByEmail(ANA)?.uuid ?? "")).toEqual([]);
  });

  it("shows the editor the form without sending, and a visitor not known yet the panel with its button disabled", async () => {
    const user = userEvent.setup();
    const requests = jest.spyOn(window, "fetch");
    await renderAccount(AccountDataReport, { context: { isAdmin: true } });
    await user.click(screen.getByRole("button", { name: "Request a copy of my data" }));
    expect(requests).not.toHaveBeenCalled();
    document.body.innerHTML = "";

    const { container } = await renderAccount(AccountDataReport);
    await waitFor(() => expect(container.querySelector(".b-account-data-report")).toHaveAttribute("aria-busy", "true"));
    expect(screen.getByRole("heading", { name: "Your data" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Request a copy of my data" })).toBeDisabled();
    expect(requests.mock.calls.map((call: unknown[]) => String(call[0]))).not.toContainEqual(
      expect.stringContaining("/gdpr"),
    );
  });
});

describe("data report answers", () => {
  it("reads the SDK's statuses (and status words), newest first, dropping ids unfit for a path", () => {
    expect(
      readReports([
        { id: 1, ready: true, requestDate: 1000, availableUntil: 5000 },
        { id: "r-2", status: "COMPLETED", createdOn: "2026-11-01T00:00:00Z" },
        { id: "../3", ready: true },
        { ready: true },
        "nonsense",
      ]),
    ).toEqual([
      { id: "r-2", ready: true, requestDate: Date.parse("2026-11-01T00:00:00Z"), availableUntil: null },
      { id: "1", ready: true, requestDate: 1000, availableUntil: 5000 },
    ]);
    expect(readReports({ code: "x" })).toEqual([]);
  });

  it("makes a JSON file of a report, its data unpacked when it is JSON and kept as text otherwise", () => {
    const asJson = reportFile({ email: "a@b.c", data: '{"profile":{"email":"a@b.c"}}' }, "the-daily", 0);
    expect(JSON.parse(contentOf(asJson.href))).toEqual({ email: "a@b.c", data: { profile: { email: "a@b.c" } } });
    expect(asJson.fileName).toBe("the-daily-data-report-1970-01-01.json");
    const asText = reportFile({ data: "plain words", asOfDate: "2026-03-04T10:00:00Z" }, "../x", null);
    expect(JSON.parse(contentOf(asText.href))).toEqual({ data: "plain words", asOfDate: "2026-03-04T10:00:00Z" });
    expect(asText.fileName).toBe("x-data-report-2026-03-04.json");
  });
});
