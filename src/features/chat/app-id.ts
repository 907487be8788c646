/** SPEC §5: a chat app id is at least 10 letters, digits, `_` or `-` (settings and chat loader). */
export const CHAT_APP_ID_PATTERN = /^[A-Za-z0-9_-]{10,}$/;
