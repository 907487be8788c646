import { locales } from "@/i18n/routing";
import type { TickerItem } from "@/features/ticker/ticker";

/**
 * The announcements the site's own ticker service serves (SPEC §3 'Ticker item'). Validated by the
 * service route at build time. Facts follow research/market-and-facts.md §3.2.
 */
export const tickerItems: TickerItem[] = [
  {
    isActive: true,
    location: [],
    langSelector: [...locales],
    content: [
      {
        lang: "en",
        para: "Since 1 October 2026, Meta also charges for WhatsApp replies and utility templates in the 24-hour window.",
        ctaText: "See WhatsApp prices",
        ctaLink: "/channels/self-serve/whatsapp/pricing",
      },
      {
        lang: "it",
        para: "Dal 1° ottobre 2026 Meta addebita anche le risposte WhatsApp e i template di utilità inviati nella finestra di 24 ore.",
        ctaText: "Vedi i prezzi WhatsApp",
        ctaLink: "/channels/self-serve/whatsapp/pricing",
      },
      {
        lang: "pt",
        para: "Desde 1º de outubro de 2026, a Meta também cobra pelas respostas e pelos templates de utilidade na janela de 24 horas do WhatsApp.",
        ctaText: "Ver preços do WhatsApp",
        ctaLink: "/channels/self-serve/whatsapp/pricing",
      },
      {
        lang: "ru",
        para: "С\u00a01\u00a0октября 2026\u00a0года Meta берёт плату и\u00a0за ответы, и\u00a0за служебные шаблоны в\u00a024-часовом окне WhatsApp.",
        ctaText: "Цены WhatsApp",
        ctaLink: "/channels/self-serve/whatsapp/pricing",
      },
      {
        lang: "es",
        para: "Desde el 1 de octubre de 2026, Meta también cobra las respuestas y las plantillas de utilidad enviadas en la ventana de 24 horas de WhatsApp.",
        ctaText: "Ver precios de WhatsApp",
        ctaLink: "/channels/self-serve/whatsapp/pricing",
      },
      {
        lang: "tr",
        para: "1 Ekim 2026'dan bu yana Meta, 24 saatlik pencerede gönderilen WhatsApp yanıtları ve hizmet şablonları için de ücret alıyor.",
        ctaText: "WhatsApp fiyatları",
        ctaLink: "/channels/self-serve/whatsapp/pricing",
      },
    ],
  },
  {
    isActive: true,
    location: [],
    langSelector: [...locales],
    content: [
      {
        lang: "en",
        para: "Free tool: turn your WhatsApp number into a QR code customers scan to start a chat.",
        ctaText: "Make a QR code",
        ctaLink: "/free-whatsapp-qr-code-generator",
      },
      {
        lang: "it",
        para: "Strumento gratuito: trasforma il tuo numero WhatsApp in un codice QR da scansionare per scriverti.",
        ctaText: "Crea un codice QR",
        ctaLink: "/free-whatsapp-qr-code-generator",
      },
      {
        lang: "pt",
        para: "Ferramenta gratuita: transforme seu número de WhatsApp em um QR code para iniciar conversas.",
        ctaText: "Criar QR code",
        ctaLink: "/free-whatsapp-qr-code-generator",
      },
      {
        lang: "ru",
        para: "Бесплатный инструмент: QR-код для вашего номера WhatsApp, чтобы клиенты начинали чат.",
        ctaText: "Создать QR-код",
        ctaLink: "/free-whatsapp-qr-code-generator",
      },
      {
        lang: "es",
        para: "Herramienta gratuita: convierte tu número de WhatsApp en un código QR para empezar a chatear.",
        ctaText: "Crear código QR",
        ctaLink: "/free-whatsapp-qr-code-generator",
      },
      {
        lang: "tr",
        para: "Ücretsiz araç: WhatsApp numaranızı, müşterilerin tarayıp sohbet başlattığı bir QR koda dönüştürün.",
        ctaText: "QR kod oluştur",
        ctaLink: "/free-whatsapp-qr-code-generator",
      },
    ],
  },
  {
    isActive: true,
    location: ["IN"],
    langSelector: ["en", "en-AE"],
    content: [
      {
        lang: "en",
        para: "Sending SMS in India? Register your business and templates on DLT before your first campaign.",
        ctaText: "Read the DLT guide",
        ctaLink: "/dlt",
      },
    ],
  },
  {
    isActive: true,
    location: [],
    langSelector: [...locales],
    content: [
      {
        lang: "en",
        para: "AI agents that answer on WhatsApp first and hand over to your team when a person should.",
        ctaText: "Meet AI agents",
        ctaLink: "/ai-agents",
      },
      {
        lang: "it",
        para: "Agenti IA che rispondono per primi su WhatsApp e passano al tuo team quando serve una persona.",
        ctaText: "Scopri gli agenti IA",
        ctaLink: "/ai-agents",
      },
      {
        lang: "pt",
        para: "Agentes de IA que respondem primeiro no WhatsApp e passam para sua equipe quando uma pessoa deve assumir.",
        ctaText: "Conhecer os agentes de IA",
        ctaLink: "/ai-agents",
      },
      {
        lang: "ru",
        para: "ИИ-агенты отвечают в WhatsApp первыми и передают чат команде, когда нужен человек.",
        ctaText: "ИИ-агенты",
        ctaLink: "/ai-agents",
      },
      {
        lang: "es",
        para: "Agentes de IA que responden primero en WhatsApp y pasan a tu equipo cuando hace falta una persona.",
        ctaText: "Conoce los agentes de IA",
        ctaLink: "/ai-agents",
      },
      {
        lang: "tr",
        para: "WhatsApp'ta ilk yanıtı veren, gerektiğinde konuşmayı ekibinize devreden yapay zekâ ajanları.",
        ctaText: "Yapay zekâ ajanları",
        ctaLink: "/ai-agents",
      },
    ],
  },
  {
    isActive: true,
    schedule: { from: "2026-11-01T00:00:00+00:00", to: "2027-01-06T00:00:00+00:00" },
    location: [],
    langSelector: [...locales],
    content: [
      {
        lang: "en",
        para: "Peak season is here: send order and delivery updates on WhatsApp before the rush.",
        ctaText: "Talk to us",
        ctaLink: "/request-demo",
      },
      {
        lang: "it",
        para: "È alta stagione: invia su WhatsApp gli aggiornamenti su ordini e consegne prima del picco.",
        ctaText: "Parla con noi",
        ctaLink: "/request-demo",
      },
      {
        lang: "pt",
        para: "A alta temporada chegou: envie atualizações de pedidos e entregas pelo WhatsApp antes do pico.",
        ctaText: "Fale conosco",
        ctaLink: "/request-demo",
      },
      {
        lang: "ru",
        para: "Сезон продаж: отправляйте статусы заказов и доставки в WhatsApp до пиковых дней.",
        ctaText: "Связаться с нами",
        ctaLink: "/request-demo",
      },
      {
        lang: "es",
        para: "Llega la temporada alta: envía avisos de pedidos y entregas por WhatsApp antes del pico.",
        ctaText: "Habla con nosotros",
        ctaLink: "/request-demo",
      },
      {
        lang: "tr",
        para: "Yoğun sezon geldi: sipariş ve teslimat bildirimlerini WhatsApp'tan yoğunluk başlamadan gönderin.",
        ctaText: "Bize ulaşın",
        ctaLink: "/request-demo",
      },
    ],
    // From 768 px the call to action becomes a one-field form in the bar (SPEC §3 ticker `form`).
    form: {
      formId: "callback",
      successMsg: {
        en: "Thanks! We'll email you within one business day to plan your peak season.",
        it: "Grazie! Ti scriveremo entro un giorno lavorativo per preparare l'alta stagione.",
        pt: "Obrigado! Vamos entrar em contato por e-mail em até um dia útil para planejar sua alta temporada.",
        ru: "Спасибо! Мы напишем вам в\u00a0течение одного рабочего дня, чтобы вместе спланировать сезон продаж.",
        es: "¡Gracias! Te escribiremos en un día laborable como máximo para preparar la temporada alta.",
        tr: "Teşekkürler! Yoğun sezonunuzu birlikte planlamak için bir\u00a0iş\u00a0günü içinde size e-postayla ulaşacağız.",
      },
    },
  },
];
