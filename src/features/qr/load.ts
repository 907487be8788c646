/** The QR encoder (`uqr`) loads on first use, not with the page. */
export const loadQrEncoder = () => import("./image");
