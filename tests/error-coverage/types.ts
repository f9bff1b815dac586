export interface CoverageEntry {
  /** The catalogue entry as the spec words it (a quoted text verbatim, or a code/description for paraphrased ones). */
  entry: string;
  /** The exact English text the test sees on screen (for quoted spec texts this equals the quote). */
  text: string;
  /** The test that triggers it: repo-relative file and the test's full title as written in the file's test(...)/it(...) call. */
  test: { file: string; name: string };
}
