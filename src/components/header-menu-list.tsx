import Menu from '@mui/material/Menu';
import type { ReactNode } from 'react';
import type { HeaderMenuState } from './header-menu';

/** A header menu's list: below its button, right-aligned, labelled by the button. For the modules {@link HeaderMenu} loads. */
export function HeaderMenuList({ menu, children }: { menu: HeaderMenuState; children: ReactNode }) {
  return (
    <Menu
      id={menu.id}
      anchorEl={menu.anchor}
      open={menu.anchor !== null}
      onClose={menu.close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': menu.buttonId }, paper: menu.minWidth === undefined ? undefined : { sx: { minWidth: menu.minWidth } } }}
    >
      {children}
    </Menu>
  );
}
