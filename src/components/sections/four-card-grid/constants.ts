/** SPEC §4/§9: the highlighted card of the four-card grid moves on every 5 s. */
export const GRID_CARD_TOGGLE_MS = 5000;

/** The grid shows this many cards; Grid-card data may hold up to six (card1 to card6). */
export const GRID_CARDS_SHOWN = 4;
