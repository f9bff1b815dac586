/**
 * Spending insights of a card (beyond the spec): its spending per month and per merchant category
 * (getCardInsights), as charts (MUI X Charts) with tables beside them, for a period the user picks. The dialog is a
 * place (`?dialog=insights&card=…&view=<period>`, src/lib/places.ts) opened from the card control menu; choosing a
 * category shows the card's transactions with that category in their filter (`txCategory`). `CATEGORY_MESSAGE_IDS`
 * names the categories for the card transactions' filter (its category select and chip).
 */
export { CATEGORY_MESSAGE_IDS } from './lib/insights-labels';
