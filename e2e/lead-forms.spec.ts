import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { crmPort } from "../playwright.config";
import { freezeClock, runClockUntilText } from "./support";

/** The leads the fake CRM received (the site's outbox delivers them within a second or so). */
async function delivered(): Promise<{ lead: Record<string, unknown> }[]> {
  const res = await fetch(`http://127.0.0.1:${crmPort}/delivered`);
  const rows = (await res.json()) as { body: string }[];
  return rows.map((r) => JSON.parse(r.body));
}

async function deliveredTo(email: string) {
  let match: Record<string, unknown> | undefined;
  await expect
    .poll(async () => (match = (await delivered()).find((d) => d.lead.email === email)?.lead), {
      timeout: 15_000,
    })
    .toBeTruthy();
  return match!;
}

const unique = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@acme.io`;

async function fillDemo(page: Page, email: string, labels = en) {
  await page.getByRole("textbox", { name: labels.first, exact: true }).fill("Jane");
  await page.getByRole("textbox", { name: labels.last, exact: true }).fill("Doe");
  await page.getByRole("textbox", { name: labels.email, exact: true }).fill(email);
  await page.getByRole("combobox", { name: labels.country }).selectOption("US");
  await page.getByRole("textbox", { name: labels.phone, exact: true }).fill("2015550123");
  await page.getByRole("checkbox", { name: labels.terms }).check();
}

const en = {
  first: "First name",
  last: "Last name",
  email: "Work email",
  phone: "Phone number",
  country: "Country code",
  terms: /I agree/,
};

const it = {
  first: "Nome",
  last: "Cognome",
  email: "Email aziendale",
  phone: "Numero di telefono",
  country: "Prefisso internazionale",
  terms: /Accetto/,
};

test.describe("demo form on /request-demo", () => {
  test("shows every error text, then sends the lead to the CRM and offers both result buttons", async ({
    page,
  }) => {
    await page.goto("/request-demo?utm_source=google&utm_medium=cpc&utm_campaign=spring");
    const submit = page.getByRole("button", { name: "Book my demo" });
    await submit.click();
    await expect(page.getByRole("textbox", { name: "First name" })).toHaveAccessibleDescription(
      "First name is required",
    );
    await expect(page.getByRole("textbox", { name: "First name" })).toBeFocused();
    await expect(page.getByRole("textbox", { name: "Phone number" })).toHaveAccessibleDescription(
      "Phone number is required",
    );
    await expect(page.getByRole("checkbox", { name: /I agree/ })).toHaveAccessibleDescription(
      "Please accept the terms to continue",
    );
    await page.getByRole("textbox", { name: "Work email" }).fill("a@b.c");
    await page.getByRole("textbox", { name: "Phone number" }).fill("20x");
    await submit.click();
    await expect(page.getByRole("textbox", { name: "Work email" })).toHaveAccessibleDescription(
      "Is required",
    );
    await expect(page.getByRole("textbox", { name: "Phone number" })).toHaveAccessibleDescription(
      "Should be a number",
    );
    await page.getByRole("textbox", { name: "Phone number" }).fill("123");
    await page.getByRole("textbox", { name: "Work email" }).fill("jane@@acme");
    await submit.click();
    await expect(page.getByRole("textbox", { name: "Phone number" })).toHaveAccessibleDescription(
      "Please enter a valid format",
    );
    await expect(page.getByRole("textbox", { name: "Work email" })).toHaveAccessibleDescription(
      "Enter a valid email address, like name@company.com",
    );

    const email = unique("jane");
    await fillDemo(page, email.toUpperCase());
    await expect(page.getByRole("textbox", { name: "Phone number" })).toHaveValue("(201) 5550123");
    await submit.click();
    await expect(page.getByRole("status")).toContainText("Form submitted successfully");
    const lead = await deliveredTo(email);
    expect(lead).toMatchObject({
      email,
      company: "acme",
      phone: "+12015550123",
      Country__c: "USA",
      Website_page: "/request-demo",
      Lead_Type: "Paid",
      lead_source: "Performance Marketing",
      Campaign_Source: "google",
      Campaign_Name: "spring",
      Device_Type: "desktop",
    });
    expect(await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer)).toContainEqual({
      event: "formSubmission",
      formType: "demo",
      formPosition: "request-demo-page",
    });

    await page.getByRole("button", { name: "Reuse existing data" }).click();
    await expect(page.getByRole("textbox", { name: "Work email" })).toHaveValue(email.toUpperCase());
    await page.getByRole("button", { name: "Book my demo" }).click();
    await page.getByRole("button", { name: "Fill a new form" }).click();
    await expect(page.getByRole("textbox", { name: "Work email" })).toHaveValue("");
    await expect(page.getByRole("button", { name: "Book my demo" })).toBeEnabled();
  });
});

test.describe("in Italian", () => {
  test.use({ locale: "it-IT" });

  test("the demo form speaks Italian and its lead reaches the CRM", async ({ page }) => {
    await page.goto("/it/request-demo");
    const submit = page.getByRole("button", { name: "Prenota la mia demo" });
    await submit.click();
    await expect(page.getByRole("textbox", { name: "Nome", exact: true })).toHaveAccessibleDescription(
      "Nome è un campo obbligatorio",
    );
    const email = unique("giulia");
    await fillDemo(page, email, it);
    await submit.click();
    await expect(page.getByRole("status")).toContainText("Modulo inviato correttamente");
    expect(await deliveredTo(email)).toMatchObject({ Website_page: "/it/request-demo", Lead_Type: "Direct" });
  });

  test("a lead sent from the AI-agents page is an AI-agent lead on WhatsApp, with that page as its source", async ({
    page,
  }) => {
    await page.goto("/it/ai-agents");
    await page.getByRole("contentinfo").getByRole("button", { name: "Inizia ora" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const email = unique("agents");
    await fillDemo(page, email, it);
    await dialog.getByRole("button", { name: "Prenota la mia demo" }).click();
    await expect(dialog.getByRole("status")).toContainText("Modulo inviato correttamente");
    expect(await deliveredTo(email)).toMatchObject({
      Channels: "WA",
      Capabilities: "AI Agent",
      Website_page: "/it/ai-agents",
    });
  });
});

test.describe("popups", () => {
  test("the partner popup traps focus, locks scroll, closes on Escape and sends a Partners lead", async ({
    page,
  }) => {
    await page.goto("/partnerships-alliances");
    const opener = page.getByRole("main").getByRole("button", { name: "Become a partner" }).first();
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Become an Orbitalk partner" });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");

    await opener.click();
    await dialog.getByRole("textbox", { name: "First name" }).fill("Paolo");
    await dialog.getByRole("textbox", { name: "Last name" }).fill("Rossi");
    const email = unique("paolo");
    await dialog.getByRole("textbox", { name: "Work email" }).fill(email);
    await dialog.getByRole("combobox", { name: "Country code" }).selectOption("IN");
    await dialog.getByRole("textbox", { name: "Phone number" }).fill("9876543210");
    await dialog.getByRole("button", { name: "Apply to partner" }).click();
    await expect(dialog.getByRole("group", { name: "Partnership interests" })).toHaveAccessibleDescription(
      "Partnership interests is required",
    );
    await dialog.getByRole("checkbox", { name: "Resell Orbitalk" }).check();
    await dialog.getByRole("button", { name: "Apply to partner" }).click();
    await expect(dialog.getByRole("status")).toContainText("Form submitted successfully");
    expect(await deliveredTo(email)).toMatchObject({
      Customer_Segment: "Partners",
      Partner_Interests: "reseller",
      Website_page__c: "/partnerships-alliances",
    });
  });

  test("a partner card without a website offers an introduction through the demo popup", async ({ page }) => {
    await page.goto("/partners");
    await page.getByRole("button", { name: "Request an introduction: Tarangit Systems" }).click();
    await expect(page.getByRole("dialog", { name: "Talk to an Orbitalk expert" })).toBeVisible();
  });

  test("the footer's get-started button opens the demo popup", async ({ page }) => {
    await page.goto("/company");
    await page.getByRole("contentinfo").getByRole("button", { name: "Get started" }).click();
    await expect(page.getByRole("dialog", { name: "Talk to an Orbitalk expert" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Book my demo" })).toBeVisible();
  });
});

test("the contact form asks what it is about, sends the topic and the page the visitor came from", async ({
  page,
}) => {
  await page.goto("/company");
  await page.waitForFunction(() => localStorage.getItem("contactUsLeadUrl") === "/company");
  await page.goto("/contact-us");
  // Its own placeholders, not the demo form's.
  await expect(page.getByRole("textbox", { name: "First name" })).toHaveAttribute("placeholder", "Maya");
  const email = unique("lee");
  await fillDemo(page, email);
  const topic = page.getByRole("group", { name: "What is it about?" });
  const form = page.locator("form").filter({ has: topic });
  const height = await form.evaluate((el) => el.getBoundingClientRect().height);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(topic.getByRole("radio").first()).toBeFocused();
  await expect(topic).toHaveAccessibleDescription("Choose what your message is about");
  // The error takes the line kept for it: nothing moves.
  expect(await form.evaluate((el) => el.getBoundingClientRect().height)).toBe(height);
  await topic.getByRole("radio", { name: "Press and media" }).check();
  await page.getByRole("button", { name: "Send message" }).click();
  const result = page.getByRole("status");
  await expect(result).toContainText("Form submitted successfully");
  await expect(result).toContainText("The team for your topic will reply by email within one business day.");
  await expect(result.getByRole("link", { name: "While you wait, take the product tour" })).toHaveAttribute(
    "href",
    "/#tour",
  );
  expect(await deliveredTo(email)).toMatchObject({
    Contact_Topic: "press",
    Lead_Source_Page: "/company",
    Website_page: "/contact-us",
  });
});

test("the home page's 'Talk to sales' scrolls to the lead-capture banner and its form", async ({ page }) => {
  await page.goto("/");
  await page
    .getByRole("region", { name: "Start a conversation" })
    .getByRole("link", { name: "Talk to sales" })
    .click();
  await expect(page).toHaveURL(/#banner$/);
  await expect(page.getByRole("region", { name: "Get a demo built around your customers" })).toBeInViewport();
  await expect(page.getByRole("button", { name: "Book my demo" })).toBeVisible();
});

test("the ticker's peak-season item holds a one-field form: errors in the bar, then a lead and a thank-you", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await freezeClock(page, new Date("2026-11-21T10:00:00Z"));
  await page.goto("/company");
  const bar = page.getByRole("region", { name: "Announcements" });
  // The fourth visible item on this date, for a visitor from anywhere.
  await runClockUntilText(page, bar, "Meta also charges for WhatsApp replies");
  await page.clock.runFor(15_000);
  await expect(bar).toContainText("Peak season is here");
  // The form's chunk loads now; React reveals it after its short suspense throttle (a timer).
  const form = bar.getByRole("form", { name: "Ask us to get in touch" });
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return form.count();
    })
    .toBe(1);
  const email = form.getByRole("textbox", { name: "Work email" });
  await form.getByRole("button", { name: "Send" }).click();
  await expect(bar.getByRole("alert")).toHaveText("Work email is required");
  await expect(email).toBeFocused();
  await email.fill("jane@@acme");
  await form.getByRole("button", { name: "Send" }).click();
  await expect(bar.getByRole("alert")).toHaveText("Enter a valid email address, like name@company.com");
  // Typing holds the rotation, so the item stays while the visitor writes.
  await page.clock.runFor(15_000);
  const address = unique("peak");
  await email.fill(address);
  await form.getByRole("button", { name: "Send" }).click();
  await expect(bar.getByRole("status")).toHaveText(
    "Thanks! We'll email you within one business day to plan your peak season.",
  );
  expect(await deliveredTo(address)).toMatchObject({
    phone: "",
    WhatsApp_Opt_In: false,
    Website_page: "/company",
  });
});

test("a form keeps its place while it loads: nothing below it moves", async ({ openPage }) => {
  test.slow(); // four cold loads
  for (const [path, submit] of [
    ["/request-demo", "Book my demo"],
    ["/contact-us", "Send message"],
  ] as const)
    for (const width of [375, 1440]) {
      const page = await openPage({ viewport: { width, height: 2000 } });
      // The fallback face from the start: a late font swap would shift text too, and this is about the form.
      await page.route("**/fonts/**", (route) => route.abort());
      // Counted from the first frame drawn after parsing ended: the form loads after the page has
      // hydrated. Before that, on a busy machine, the browser may paint a half-parsed footer at the
      // bottom of this tall window (the main area stretches to fill it) and move it once the rest is
      // drawn, in the first frame after parsing; that is streaming, not the form.
      await page.addInitScript(() => {
        const w = window as unknown as { shifted: number; moved: string[]; since?: number };
        w.shifted = 0;
        w.moved = [];
        document.addEventListener("DOMContentLoaded", () =>
          requestAnimationFrame(() => requestAnimationFrame(() => (w.since = performance.now()))),
        );
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
            startTime: number;
            sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          }[])
            if (!entry.hadRecentInput && w.since !== undefined && entry.startTime >= w.since) {
              w.shifted += entry.value;
              // What moved, for the failure message.
              for (const { node, previousRect: a, currentRect: b } of entry.sources ?? [])
                w.moved.push(
                  `${(node as Element | undefined)?.outerHTML?.slice(0, 80) ?? node?.nodeName} ${a.x},${a.y}→${b.x},${b.y} w${a.width}→${b.width} h${a.height}→${b.height} at ${Math.round(entry.startTime)} ms`,
                );
            }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(path);
      await expect(page.getByRole("button", { name: submit })).toBeVisible();
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const { shifted, moved } = await page.evaluate(() => {
        const w = window as unknown as { shifted: number; moved: string[] };
        return { shifted: w.shifted, moved: w.moved };
      });
      expect(shifted, `${path} at ${width} px: ${moved.join("; ")}`).toBeLessThan(0.001);
    }
});
