/*!
 * Orbitalk WhatsApp chat button, v1. No dependencies, sets no cookies, renders in a shadow root.
 * Usage: <script async src="https://<site>/widget/v1/chat-button.js" data-settings='{…}'></script>
 * Every setting is checked here again: a colour must be #RRGGBB, the number 10 to 13 digits, a
 * picture an https URL; texts are only ever written as text, never parsed as markup.
 */
(function () {
  "use strict";
  var script = document.currentScript;
  if (!script) return;
  var TEXTS = {
    en: { open: "Chat with us on WhatsApp", close: "Close", start: "Start chat" },
    es: { open: "Chatea con nosotros en WhatsApp", close: "Cerrar", start: "Iniciar chat" },
    pt: { open: "Converse conosco no WhatsApp", close: "Fechar", start: "Iniciar conversa" },
  };
  var DEFAULTS = {
    template: "a",
    message: "",
    response: "Hi there! How can we help you?",
    name: "",
    status: "",
    profilePic: "",
    whatsappIcon: true,
    buttonText: "Chat on WhatsApp",
    headerBgColor: "#075E54",
    BgColor: "#25D366",
    nameTextColor: "#FFFFFF",
    statusTextColor: "#FFFFFF",
    buttonTextColor: "#111B21",
    buttonBgColor: "#25D366",
    buttonBorderRadius: "24px",
    lang: "en",
  };
  var settings;
  try {
    settings = JSON.parse(script.getAttribute("data-settings") || "{}");
  } catch {
    return console.error("Orbitalk widget: data-settings is not valid JSON");
  }
  if (!settings || typeof settings !== "object") return;

  function text(key, max) {
    var v = settings[key];
    return typeof v === "string" ? v.slice(0, max) : DEFAULTS[key];
  }
  function color(key) {
    var v = settings[key];
    return typeof v === "string" && /^#[0-9A-Fa-f]{6}$/.test(v) ? v : DEFAULTS[key];
  }
  var number = String(settings.mobileNumber || "");
  if (!/^\d{10,13}$/.test(number))
    return console.error("Orbitalk widget: mobileNumber must be 10 to 13 digits");
  var template = settings.template === "b" ? "b" : "a";
  var radius = /^\d{1,2}px$/.test(settings.buttonBorderRadius)
    ? settings.buttonBorderRadius
    : DEFAULTS.buttonBorderRadius;
  var ui = TEXTS[settings.lang] || TEXTS.en;
  var message = text("message", 1000);
  var link = "https://wa.me/" + number + (message ? "?text=" + encodeURIComponent(message) : "");
  var pic =
    typeof settings.profilePic === "string" && /^https:\/\/[^\s"'<>\\]+$/.test(settings.profilePic)
      ? settings.profilePic
      : "";

  function el(tag, attrs, content) {
    var node = document.createElement(tag);
    for (var k in attrs) node.setAttribute(k, attrs[k]);
    if (content != null) node.textContent = content;
    return node;
  }
  var ICON =
    "M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm5.3 14.1c-.2.6-1.3 1.2-1.8 1.2s-1 .3-3.4-.7a11.6 11.6 0 0 1-4.5-4c-.3-.5-1-1.5-1-2.8s.7-2 1-2.3a1 1 0 0 1 .7-.3h.5c.2 0 .4 0 .6.5l.9 2.1c0 .2.1.3 0 .5l-.3.5-.4.4c-.1.2-.3.3-.1.6a8.6 8.6 0 0 0 1.6 2 7.8 7.8 0 0 0 2.3 1.4c.3.1.5.1.6-.1l.9-1c.2-.3.4-.2.6-.1l2 .9c.3.2.5.2.6.4 0 .1 0 .7-.2 1.3Z";
  function icon() {
    var svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    svg.setAttribute("viewBox", "0 0 24 24");
    svg.setAttribute("aria-hidden", "true");
    var path = document.createElementNS("http://www.w3.org/2000/svg", "path");
    path.setAttribute("d", ICON);
    path.setAttribute("fill", "currentColor");
    svg.appendChild(path);
    return svg;
  }

  var host = el("div", { "data-orbitalk-widget": "" });
  var root = host.attachShadow({ mode: "open" });
  var css =
    ":host{all:initial}*{box-sizing:border-box;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}" +
    ".wrap{position:fixed;right:20px;bottom:20px;z-index:2147483000;display:flex;flex-direction:column;align-items:flex-end;gap:12px}" +
    ".btn{display:inline-flex;align-items:center;gap:8px;min-height:48px;padding:12px 20px;border:0;cursor:pointer;font-size:16px;font-weight:600;text-decoration:none;box-shadow:0 6px 20px rgba(0,0,0,.2)}" +
    ".btn:focus-visible,.x:focus-visible,.go:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}svg{width:24px;height:24px}" +
    ".card{width:min(320px,calc(100vw - 40px));border-radius:16px;overflow:hidden;background:#ECE5DD;box-shadow:0 10px 30px rgba(0,0,0,.25)}" +
    ".head{display:flex;align-items:center;gap:12px;padding:14px 16px}.head img{width:44px;height:44px;border-radius:50%;object-fit:cover}" +
    ".name{font-weight:700;font-size:16px}.status{font-size:13px;opacity:.9}.x{margin-left:auto;width:32px;height:32px;border:0;border-radius:50%;background:rgba(0,0,0,.15);color:inherit;cursor:pointer;font-size:18px}" +
    ".body{padding:16px}.bubble{background:#fff;color:#111;border-radius:0 12px 12px;padding:10px 12px;font-size:15px;line-height:1.4;white-space:pre-wrap;overflow-wrap:anywhere}" +
    ".go{display:block;margin:0 16px 16px;padding:12px;border-radius:24px;text-align:center;font-weight:600;text-decoration:none}[hidden]{display:none}" +
    "@media (prefers-reduced-motion:no-preference){.card{animation:in .2s ease-out}@keyframes in{from{opacity:0;transform:translateY(8px)}}}";
  root.appendChild(el("style", {}, css));
  var wrap = el("div", { class: "wrap" });
  root.appendChild(wrap);

  function styled(node, props) {
    for (var k in props) node.style.setProperty(k, props[k]);
    return node;
  }
  var btnColors = {
    color: color("buttonTextColor"),
    background: template === "b" ? color("BgColor") : color("buttonBgColor"),
    "border-radius": radius,
  };
  var label = text("buttonText", 60);

  if (template === "b") {
    var direct = styled(
      el("a", {
        class: "btn",
        href: link,
        target: "_blank",
        rel: "noopener",
        "aria-label": label || ui.open,
      }),
      btnColors,
    );
    if (settings.whatsappIcon !== false) direct.appendChild(icon());
    if (label) direct.appendChild(el("span", {}, label));
    wrap.appendChild(direct);
  } else {
    var card = el("div", {
      class: "card",
      role: "dialog",
      "aria-label": text("name", 60) || ui.open,
      hidden: "",
    });
    var head = styled(el("div", { class: "head" }), { background: color("headerBgColor") });
    if (pic)
      head.appendChild(
        el("img", { src: pic, alt: "", width: "44", height: "44", referrerpolicy: "no-referrer" }),
      );
    var who = el("div");
    who.appendChild(
      styled(el("div", { class: "name" }, text("name", 60)), { color: color("nameTextColor") }),
    );
    who.appendChild(
      styled(el("div", { class: "status" }, text("status", 60)), { color: color("statusTextColor") }),
    );
    head.appendChild(who);
    var close = styled(el("button", { class: "x", type: "button", "aria-label": ui.close }, "\u00d7"), {
      color: color("nameTextColor"),
    });
    head.appendChild(close);
    card.appendChild(head);
    var body = el("div", { class: "body" });
    body.appendChild(el("p", { class: "bubble" }, text("response", 500)));
    card.appendChild(body);
    card.appendChild(
      styled(el("a", { class: "go", href: link, target: "_blank", rel: "noopener" }, ui.start), btnColors),
    );
    var toggle = styled(
      el("button", {
        class: "btn",
        type: "button",
        "aria-expanded": "false",
        "aria-label": label || ui.open,
      }),
      btnColors,
    );
    if (settings.whatsappIcon !== false) toggle.appendChild(icon());
    if (label) toggle.appendChild(el("span", {}, label));
    var setOpen = function (open) {
      card.hidden = !open;
      toggle.setAttribute("aria-expanded", String(open));
      (open ? close : toggle).focus();
    };
    toggle.addEventListener("click", function () {
      setOpen(card.hidden);
    });
    close.addEventListener("click", function () {
      setOpen(false);
    });
    card.addEventListener("keydown", function (e) {
      if (e.key === "Escape") setOpen(false);
    });
    wrap.appendChild(card);
    wrap.appendChild(toggle);
    // The generator's preview shows the card open.
    if (script.hasAttribute("data-open")) {
      card.hidden = false;
      toggle.setAttribute("aria-expanded", "true");
    }
  }
  (document.body || document.documentElement).appendChild(host);
})();
