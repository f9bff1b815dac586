import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useIntl } from 'react-intl';
import { SUPPORTED_LOCALES, type Locale } from '@/config/constants';
import { LANGUAGE_NAME_IDS } from './language-names';

interface LanguageMenuProps {
  id: string;
  /** The button that opens the menu (labels the list); the menu is open while it is set. */
  anchor: HTMLElement | null;
  buttonId: string;
  locale: Locale;
  onChoose: (locale: Locale) => void;
  onClose: () => void;
}

/**
 * The language selector's menu: its own chunk (Menu brings Popover, Modal, the focus trap and transitions),
 * loaded when the selector is first approached rather than with the sign-in screen.
 */
export function LanguageMenu({ id, anchor, buttonId, locale, onChoose, onClose }: LanguageMenuProps) {
  const intl = useIntl();
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
      {SUPPORTED_LOCALES.map((code) => (
        <MenuItem key={code} selected={code === locale} lang={code} onClick={() => onChoose(code)} aria-current={code === locale ? 'true' : undefined}>
          {intl.formatMessage({ id: LANGUAGE_NAME_IDS[code] })}
        </MenuItem>
      ))}
    </Menu>
  );
}
