import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { Hint } from './hint';

/** What a header menu's list needs from its button: the ids that tie them together, where it opens, how it closes. */
export interface HeaderMenuState {
  id: string;
  buttonId: string;
  /** The button while the menu is open, else null. */
  anchor: HTMLElement | null;
  /** Closes the menu (an item calls it before it acts). */
  close: () => void;
  /** The menu's minimum width in px (none: as wide as its items). */
  minWidth?: number;
}

interface HeaderMenuProps {
  /** The button's accessible name, also its tooltip; the menu is labelled by the button. */
  label: string;
  /** What the button shows (an icon, the user's avatar). */
  icon: ReactNode;
  /**
   * The menu with its items (a {@link HeaderMenuList}), rendered by a lazy component of the overlays' chunk
   * (vite.config.ts), so that neither MUI's Menu nor the items are part of the dashboard's first download.
   */
  list: (menu: HeaderMenuState) => ReactNode;
  /** Extra props of the button (its colour, padding, preloading on hover or focus). */
  buttonProps?: Omit<IconButtonProps, 'id' | 'aria-label' | 'aria-haspopup' | 'aria-controls' | 'aria-expanded' | 'onClick' | 'children'>;
  minWidth?: number;
}

/**
 * A button of the header that opens a menu below it, right-aligned (spec 02 §2 Header: the support menu, the account
 * menu): a menu button for assistive technology (aria-haspopup, aria-expanded, aria-controls), a tooltip with its name.
 * The list renders from the first open on (so that closing plays its exit transition); while its code arrives, which
 * the dashboard downloads once it has painted, nothing shows.
 */
export function HeaderMenu({ label, icon, list, buttonProps, minWidth }: HeaderMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  const id = useId();
  const buttonId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Hint title={label}>
        <IconButton
          {...buttonProps}
          id={buttonId}
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? id : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => {
            setAnchor(event.currentTarget);
            setHasOpened(true);
          }}
        >
          {icon}
        </IconButton>
      </Hint>
      {hasOpened && <Suspense fallback={null}>{list({ id, buttonId, anchor, close, minWidth })}</Suspense>}
    </>
  );
}
