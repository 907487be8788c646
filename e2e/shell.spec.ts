import { expect, test } from "./fixtures";
import { cookieMap, stored } from "./support";

test.describe("page shell (SPEC §2, §3 storage keys)", () => {
  test("UTM parameters land in the utmParams cookie and utmParameters storage", async ({ page }) => {
    await page.goto(
      "/?utm_source=newsletter&utm_medium=email&utm_campaign=q4%20launch&utm_term=wa&utm_content=hero",
    );
    await stored(page, "utmParameters").not.toBeNull();
    const utm = JSON.parse((await page.evaluate(() => localStorage.getItem("utmParameters")))!);
    expect(utm).toEqual({
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "q4 launch",
      utm_term: "wa",
      utm_content: "hero",
      lead_marketing_source:
        "utm_source=newsletter&utm_medium=email&utm_campaign=q4%20launch&utm_term=wa&utm_content=hero",
    });
    const cookie = (await cookieMap(page)).utmParams!;
    expect(JSON.parse(decodeURIComponent(cookie.value))).toEqual(utm);
    expect(cookie).toMatchObject({ path: "/", secure: true, sameSite: "Lax" });
  });

  test("hostile UTM values add no cookie and no attribute", async ({ page }) => {
    const evil = encodeURIComponent("x; Domain=evil.example; Path=/admin\r\nSet-Cookie: injected=1");
    await page.goto(`/?utm_source=${evil}&utm_campaign=${"é".repeat(600)}`);
    await stored(page, "utmParameters").not.toBeNull();
    const cookies = await cookieMap(page);
    // The fixture's cookie choice and the campaign cookie; nothing injected.
    expect(Object.keys(cookies).sort()).toEqual(["cc_cookie", "utmParams"]);
    expect(cookies.utmParams).toMatchObject({ domain: "localhost", path: "/" });
    expect(cookies.utmParams!.value.length).toBeLessThan(4096);
  });

  test("gclid is kept for 90 days, scoped to the landing path", async ({ openPage }) => {
    const page = await openPage({ locale: "it-IT" });
    const before = Date.now() / 1000;
    await page.goto("/it?gclid=Cj0KCQiA_test-123");
    await expect.poll(async () => (await cookieMap(page)).gclid?.value).toBe("Cj0KCQiA_test-123");
    const gclid = (await cookieMap(page)).gclid!;
    expect(gclid).toMatchObject({ value: "Cj0KCQiA_test-123", path: "/it" });
    expect(gclid.expires - before).toBeGreaterThan(7_776_000 - 60);
    expect(gclid.expires - before).toBeLessThan(7_776_000 + 60);
  });

  test("each route keeps the previous path as lead source, also on client navigation", async ({ page }) => {
    await page.goto("/no-such-page?ref=x");
    await stored(page, "contactUsLeadUrl").toBe("/no-such-page");
    // A client-side navigation: the re-keyed page shell runs again for the new route.
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Talk to customers where they already are",
    );
    await stored(page, "visitedPaths", "sessionStorage").toBe('["/no-such-page","/"]');
    await stored(page, "contactUsLeadUrl").toBe("/no-such-page");
  });

  test("the contact page never overwrites the lead source", async ({ page }) => {
    await page.goto("/");
    // The shell records a visit once the page is live; leave only after it has.
    await stored(page, "visitedPaths", "sessionStorage").toBe('["/"]');
    await page.goto("/missing");
    await stored(page, "visitedPaths", "sessionStorage").toBe('["/","/missing"]');
    await stored(page, "contactUsLeadUrl").toBe("/");
    await page.goto("/contact-us");
    await stored(page, "visitedPaths", "sessionStorage").toBe('["/missing","/contact-us"]');
    await stored(page, "contactUsLeadUrl").toBe("/");
  });
});

test("text in the fallback face takes the room Inter takes, so a late font moves nothing", async ({
  page,
}) => {
  await page.goto("/");
  const sizes = await page.evaluate(async () => {
    const inter = new FontFace("Inter Probe", "url(/fonts/inter-latin.woff2)", { weight: "100 900" });
    document.fonts.add(await inter.load());
    const stack = getComputedStyle(document.documentElement).getPropertyValue("--font-sans");
    const fallbacks = stack.replace(/^\s*"Inter",/, "");
    const box = (family: string) => {
      const p = document.createElement("p");
      p.style.cssText = `font: 400 40px ${family}; position: absolute; white-space: nowrap; width: max-content`;
      p.textContent = "Talk to customers where they already are: WhatsApp, RCS, voice and SMS.";
      document.body.append(p);
      const { width, height } = p.getBoundingClientRect();
      p.remove();
      return { width, height };
    };
    return { inter: box(`"Inter Probe"`), fallback: box(fallbacks) };
  });
  expect(Math.abs(sizes.fallback.width / sizes.inter.width - 1)).toBeLessThan(0.02);
  expect(sizes.fallback.height).toBeCloseTo(sizes.inter.height, 0);
});

test("pages are Next.js's own output: its chunk scripts load async from the head", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const head = html.slice(0, html.indexOf("</head>"));
  expect(head).toMatch(/<script src="\/_next\/static\/chunks\/[^"]+\.js" async=""><\/script>/);
});

test("styles come inline with the page, so its first paint waits on no stylesheet request", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const head = html.slice(0, html.indexOf("</head>"));
  expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/);
  expect(head).toMatch(/<style[^>]*>[^<]*--color-signal-400/);
});

test("pages and API answers come in brotli when the browser takes it, else gzip", async ({ request }) => {
  for (const path of ["/request-demo", "/wa/util/countries"]) {
    const brotli = await request.get(path, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(brotli.headers()["content-encoding"]).toBe("br");
    expect(brotli.headers()["vary"]).toMatch(/Accept-Encoding/i);
    const gzip = await request.get(path, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"]).toBe("gzip");
    expect(await brotli.body()).toEqual(await gzip.body());
  }
});

test("the favicon, the home-screen icons and the web manifest are served and announced", async ({
  request,
}) => {
  const pngSize = (body: Buffer) => [body.readUInt32BE(16), body.readUInt32BE(20)];
  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  expect((await favicon.body()).readUInt16LE(2)).toBe(1); // an ICO file
  const apple = await request.get("/apple-touch-icon.png");
  expect(apple.headers()["content-type"]).toBe("image/png");
  expect(pngSize(await apple.body())).toEqual([180, 180]);

  const manifest = await request.get("/manifest.webmanifest");
  expect(manifest.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const { name, start_url, icons } = await manifest.json();
  expect([name, start_url]).toEqual(["Orbitalk", "/"]);
  for (const icon of icons as { src: string; sizes: string }[]) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    if (icon.sizes !== "any") expect(pngSize(await response.body()).join("x"), icon.src).toBe(icon.sizes);
  }
  expect(icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
    expect.arrayContaining(["192x192", "512x512"]),
  );

  const head = (await (await request.get("/it")).text()).split("</head>")[0]!;
  expect(head).toContain('<link rel="manifest" href="/manifest.webmanifest"');
  expect(head).toContain('<link rel="icon" href="/favicon.ico" sizes="48x48"/>');
  expect(head).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
});
