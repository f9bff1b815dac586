import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import { useId, useState, type ReactNode } from 'react';
import { Hint } from './hint';
import { Menu } from './overlays';

interface HeaderMenuProps {
  /** The button's accessible name, also its tooltip; the menu is labelled by the button. */
  label: string;
  /** What the button shows (an icon, the user's avatar). */
  icon: ReactNode;
  /** The menu's items; `close` closes the menu (an item calls it before it acts). */
  children: (close: () => void) => ReactNode;
  /** Extra props of the button (its colour, padding, preloading on hover or focus). */
  buttonProps?: Omit<IconButtonProps, 'id' | 'aria-label' | 'aria-haspopup' | 'aria-controls' | 'aria-expanded' | 'onClick' | 'children'>;
  /** The menu's minimum width in px (none: as wide as its items). */
  minWidth?: number;
}

/**
 * A button of the header that opens a menu below it, right-aligned (spec 02 §2 Header: the support menu, the account
 * menu): a menu button for assistive technology (aria-haspopup, aria-expanded, aria-controls), a tooltip with its name.
 */
export function HeaderMenu({ label, icon, children, buttonProps, minWidth }: HeaderMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
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
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {icon}
        </IconButton>
      </Hint>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId }, paper: minWidth === undefined ? undefined : { sx: { minWidth } } }}
      >
        {children(close)}
      </Menu>
    </>
  );
}
