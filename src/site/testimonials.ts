import "server-only";
import { getTranslations } from "next-intl/server";
import type { TestimonialCarouselProps } from "@/components/sections/testimonial-carousel/testimonial-carousel";
import { customerLogo, testimonials } from "@/data/testimonials";

/** The testimonial carousel's props in the request's locale: shared facts plus translated quotes. */
export async function carouselTestimonials(): Promise<Omit<TestimonialCarouselProps, "id">> {
  const t = await getTranslations("stories.testimonials");
  return {
    title: t("title"),
    lead: t("lead"),
    labels: {
      previous: t("labels.previous"),
      next: t("labels.next"),
      readStory: t("labels.readStory"),
      // Templates filled in the browser ("{index} of {count}"), so read raw.
      slide: t.raw("labels.slide") as string,
      page: t.raw("labels.page") as string,
    },
    testimonials: testimonials.map(({ id, author, customer, link }) => ({
      id,
      author,
      link,
      company: customer,
      logo: customerLogo(customer),
      quote: t(`items.${id}.quote`),
      role: t(`items.${id}.role`),
    })),
  };
}
