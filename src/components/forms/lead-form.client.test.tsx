// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetVisitorCountry } from "@/features/visitor/location";
import en from "../../../messages/en/leadForm.json";
import { LeadForm } from "./lead-form.client";
import type { LeadFormTexts } from "./lead-form-types";

const nav = vi.hoisted(() => ({ pathname: "/request-demo" }));
vi.mock("next/navigation", () => ({ usePathname: () => nav.pathname }));

const texts: LeadFormTexts = {
  ...en,
  terms: en.labels.tnc,
  tour: { label: en.next.tour, href: "/#tour" },
  errors: { ...en.errors, perField: en.errors.perField },
};

type Handler = (body: unknown) => { status: number; json: unknown };
let submit: Handler;
let tokenStatus = 200;
const posted: unknown[] = [];
let tokenCalls = 0;

function json(status: number, body: unknown) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );
}

// The form loads its schema on first use; loaded once here, so a busy machine cannot make the first
// submit outlast `waitFor`'s second.
beforeAll(() => import("@/features/leads/prepare"));

beforeEach(() => {
  nav.pathname = "/request-demo";
  resetVisitorCountry();
  posted.length = 0;
  tokenCalls = 0;
  tokenStatus = 200;
  submit = () => ({ status: 200, json: { ok: true } });
  (window as { dataLayer?: unknown[] }).dataLayer = [];
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const url = String(input);
    if (url.endsWith("/api/sfdc/jwt")) {
      tokenCalls++;
      return tokenStatus === 200 ? json(200, { token: `token-${tokenCalls}` }) : json(tokenStatus, {});
    }
    if (url.includes("/location?v1")) return json(200, { country: "IN" });
    if (url.includes("/wa/util/countries"))
      return json(200, {
        regionCodes: [
          { countryCode: "IN", dialCode: 91, displayName: "India" },
          { countryCode: "US", dialCode: 1, displayName: "United States" },
        ],
      });
    if (url.endsWith("/api/sfdc/cb-data")) {
      const body = JSON.parse(String(init?.body));
      posted.push(body);
      const answer = submit(body);
      return json(answer.status, answer.json);
    }
    return json(404, {});
  });
});
afterEach(() => {
  vi.useRealTimers();
});

async function renderForm(form: "demo" | "partner" = "demo") {
  const view = render(
    <LeadForm form={form} position="page" locale="en" texts={texts} countryHost="" locationHost="" />,
  );
  await screen.findByRole("button", { name: form === "demo" ? "Book my demo" : "Apply to partner" });
  return view;
}

const type = (name: string | RegExp, value: string) =>
  fireEvent.change(screen.getByRole("textbox", { name }), { target: { value } });

function fillDemo() {
  type("First name", "Jane");
  type("Last name", "Doe");
  type("Work email", "Jane@Acme.io");
  type("Phone number", "9876543210");
  fireEvent.click(screen.getByRole("checkbox", { name: /I agree/ }));
}

describe("LeadForm", () => {
  it("shows the loading state, then the form with the visitor's country selected", async () => {
    render(<LeadForm form="demo" position="page" locale="en" texts={texts} countryHost="" locationHost="" />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    await renderFormReady();
    expect(screen.getByRole("combobox", { name: "Country code" })).toHaveValue("IN");
  });

  it("shows every error text of SPEC §5 and sends nothing", async () => {
    await renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Book my demo" }));
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "First name" })).toHaveAccessibleDescription(
        "First name is required",
      ),
    );
    expect(screen.getByRole("textbox", { name: "Work email" })).toHaveAccessibleDescription(
      "Work email is required",
    );
    expect(screen.getByRole("textbox", { name: "Phone number" })).toHaveAccessibleDescription(
      "Phone number is required",
    );
    expect(screen.getByRole("checkbox", { name: /I agree/ })).toHaveAccessibleDescription(
      "Please accept the terms to continue",
    );
    expect(screen.getByRole("textbox", { name: "First name" })).toHaveFocus();

    type("Work email", "a@b.c");
    type("Phone number", "98x");
    type("First name", "J4ne");
    fireEvent.click(screen.getByRole("button", { name: "Book my demo" }));
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Work email" })).toHaveAccessibleDescription("Is required"),
    );
    expect(screen.getByRole("textbox", { name: "Phone number" })).toHaveAccessibleDescription(
      "Should be a number",
    );
    expect(screen.getByRole("textbox", { name: "First name" })).toHaveAccessibleDescription(
      "Use letters, spaces, apostrophes and hyphens only",
    );
    type("Phone number", "12345");
    type("Work email", "not-an-email");
    fireEvent.click(screen.getByRole("button", { name: "Book my demo" }));
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Phone number" })).toHaveAccessibleDescription(
        "Please enter a valid format",
      ),
    );
    expect(screen.getByRole("textbox", { name: "Work email" })).toHaveAccessibleDescription(
      "Enter a valid email address, like name@company.com",
    );
    expect(posted).toHaveLength(0);
  });

  it("asks for at least one partner interest", async () => {
    await renderForm("partner");
    fireEvent.click(screen.getByRole("button", { name: "Apply to partner" }));
    await waitFor(() =>
      expect(screen.getByRole("group", { name: "Partnership interests" })).toHaveAccessibleDescription(
        "Partnership interests is required",
      ),
    );
  });

  it("sends the lead with its token and derived fields, then offers a new form or the same data", async () => {
    await renderForm();
    fillDemo();
    fireEvent.click(screen.getByRole("button", { name: "Book my demo" }));
    expect(await screen.findByText("Form submitted successfully")).toBeInTheDocument();
    const { formData } = posted[0] as { formData: Record<string, unknown> };
    expect(formData).toMatchObject({
      form: "demo",
      csrf: "token-1",
      formPosition: "page",
      email: "jane@acme.io",
      company: "acme",
      Country__c: "India",
      phone: { country: "IN", number: "98765 43210" },
      Website_page: "/request-demo",
      Lead_Type: "Direct",
      WhatsApp_Opt_In: true,
      website: "",
    });
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([
      { event: "formSubmission", formType: "demo", formPosition: "page" },
    ]);

    fireEvent.click(screen.getByRole("button", { name: "Reuse existing data" }));
    expect(screen.getByRole("textbox", { name: "First name" })).toHaveValue("Jane");
    fireEvent.click(screen.getByRole("button", { name: "Book my demo" }));
    await screen.findByText("Form submitted successfully");
    const second = (posted[1] as { formData: { submissionId: string } }).formData;
    expect(second.submissionId).not.toBe(formData.submissionId);

    fireEvent.click(screen.getByRole("button", { name: "Fill a new form" }));
    expect(screen.getByRole("textbox", { name: "First name" })).toHaveValue("");
    expect(screen.getByRole("button", { name: "Book my demo" })).toBeEnabled();
  });

  it("disables submit while sending and shows the error message when the server fails", async () => {
    await renderForm();
    let release: () => void = () => {};
    submit = () => ({ status: 503, json: { error: { code: "store_unavailable" } } });
    const gate = new Promise<void>((r) => (release = r));
    const spy = vi.mocked(globalThis.fetch);
    const answer = spy.getMockImplementation()!;
    spy.mockImplementation(async (input, init) => {
      if (String(input).endsWith("/api/sfdc/cb-data")) await gate;
      return answer(input, init);
    });
    fillDemo();
    fireEvent.click(screen.getByRole("button", { name: "Book my demo" }));
    expect(await screen.findByRole("button", { name: "Sending…" })).toBeDisabled();
    release();
    expect(await screen.findByRole("alert")).toHaveTextContent(/We could not send your form/);
    fireEvent.click(screen.getByRole("button", { name: "Reuse existing data" }));
    expect(screen.getByRole("textbox", { name: "Work email" })).toHaveValue("Jane@Acme.io");
  });

  it("fetches a fresh token and sends again once when the token is refused", async () => {
    await renderForm();
    submit = (body) =>
      (body as { formData: { csrf: string } }).formData.csrf === "token-1"
        ? { status: 401, json: { error: { code: "token_expired" } } }
        : { status: 200, json: { ok: true } };
    fillDemo();
    fireEvent.click(screen.getByRole("button", { name: "Book my demo" }));
    expect(await screen.findByText("Form submitted successfully")).toBeInTheDocument();
    expect(posted).toHaveLength(2);
  });

  it("refreshes the token every 540000 ms and only logs a failure", async () => {
    vi.useFakeTimers();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    render(<LeadForm form="demo" position="page" locale="en" texts={texts} countryHost="" locationHost="" />);
    await act(async () => {});
    expect(tokenCalls).toBe(1);
    tokenStatus = 500;
    await act(async () => vi.advanceTimersByTime(539_999));
    expect(tokenCalls).toBe(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(tokenCalls).toBe(2);
    expect(log).toHaveBeenCalledWith("Failed to fetch JWT token", expect.any(Error));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("starts over on a route change", async () => {
    const view = await renderForm();
    fillDemo();
    fireEvent.click(screen.getByRole("button", { name: "Book my demo" }));
    await screen.findByText("Form submitted successfully");
    nav.pathname = "/it/request-demo";
    view.rerender(
      <LeadForm form="demo" position="page" locale="en" texts={texts} countryHost="" locationHost="" />,
    );
    await waitFor(() => expect(screen.getByRole("textbox", { name: "First name" })).toHaveValue(""));
  });
});

async function renderFormReady() {
  await screen.findByRole("button", { name: "Book my demo" });
}
