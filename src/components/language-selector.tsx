import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { SUPPORTED_LOCALES, type Locale } from '@/config/constants';
import { useLocale, type MessageId } from '@/i18n';

const LANGUAGE_NAME_IDS = {
  en: 'language.en',
  'zh-CN': 'language.zh-CN',
  'zh-TW': 'language.zh-TW',
} as const satisfies Record<Locale, MessageId>;

interface LanguageSelectorProps {
  /** Called after the local switch (the security feature also saves the choice on the server). */
  onChange?: (locale: Locale) => void;
  /** Only the icon below the `sm` breakpoint (narrow headers); the name stays the accessible label. */
  isCompact?: boolean;
}

/** Spec 02 §2 Header language selector: en, zh-CN, zh-TW (§9); the choice is remembered on this device. */
export function LanguageSelector({ onChange, isCompact = false }: LanguageSelectorProps) {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const choose = (next: Locale) => {
    setAnchor(null);
    if (next === locale) return;
    setLocale(next);
    onChange?.(next);
  };
  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        startIcon={<TranslateOutlined />}
        aria-label={intl.formatMessage({ id: 'header.languageCurrent' }, { language: intl.formatMessage({ id: LANGUAGE_NAME_IDS[locale] }) })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={isCompact ? { minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } } : undefined}
      >
        <Box component="span" sx={isCompact ? { display: { xs: 'none', sm: 'inline' } } : undefined}>
          {intl.formatMessage({ id: LANGUAGE_NAME_IDS[locale] })}
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
        {SUPPORTED_LOCALES.map((code) => (
          <MenuItem key={code} selected={code === locale} lang={code} onClick={() => choose(code)} aria-current={code === locale ? 'true' : undefined}>
            {intl.formatMessage({ id: LANGUAGE_NAME_IDS[code] })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
