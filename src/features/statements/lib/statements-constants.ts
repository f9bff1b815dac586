/** Statements constants of the spec (spec 02 §9). */

/** Spec 02 §9: page size 10 for statements (the take comes from state). */
export const STATEMENTS_PAGE_SIZE = 10;
