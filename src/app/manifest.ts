import type { MetadataRoute } from "next";
import en from "../../messages/en/home.json";

/** /manifest.webmanifest: the name, colours and icons a phone uses when the site is added to its home screen. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "Orbitalk",
    short_name: "Orbitalk",
    description: en.meta.description,
    start_url: "/",
    display: "minimal-ui",
    background_color: "#ffffff",
    theme_color: "#14123a",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
}
