/**
 * The style of text that only screen readers read (a hidden table header, the words of an icon button). Lengths are
 * strings on purpose: MUI's `sx` reads a bare `width: 1` as 100 % — a "1 px" header that was a full-width cell made
 * the desktop page 2,795 px wide.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
