/** How far ahead `Expires` points; RFC 9116 §2.5.5 advises less than a year. */
export const SECURITY_TXT_VALID_DAYS = 180;

/**
 * `/.well-known/security.txt` (RFC 9116): where to report a vulnerability, until when the file is
 * valid, the disclosure policy on the enterprise security page, and the file's own address.
 */
export function securityTxt({
  origin,
  mailbox,
  now = new Date(),
}: {
  origin: string;
  mailbox: string;
  now?: Date;
}): string {
  const expires = new Date(now.getTime() + SECURITY_TXT_VALID_DAYS * 86_400_000);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    `Contact: mailto:${mailbox}`,
    `Expires: ${expires.toISOString()}`,
    `Policy: ${origin}/enterprise-security#disclosure`,
    "Preferred-Languages: en",
    `Canonical: ${origin}/.well-known/security.txt`,
    "",
  ].join("\n");
}
