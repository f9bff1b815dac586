import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '@/config/constants';
import { useLocale } from '@/i18n';
import { LANGUAGE_NAME_IDS } from './language-names';
import { lazyModule } from '@/lib/lazy-module';
import { lazyComponent } from './lazy-component';

// The menu is a chunk of its own, fetched when the pointer or focus reaches the button (or on the first open).
const languageMenuCode = lazyModule(() => import('./language-menu'));
const LanguageMenu = lazyComponent(languageMenuCode, (module) => module.LanguageMenu);
const preloadLanguageMenu = languageMenuCode.preload;

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
  // Mounted from the first open on, so that closing plays the menu's exit transition.
  const [hasOpened, setHasOpened] = useState(false);
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
        onPointerEnter={preloadLanguageMenu}
        onFocus={preloadLanguageMenu}
        onTouchStart={preloadLanguageMenu}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setHasOpened(true);
        }}
        sx={isCompact ? { minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } } : undefined}
      >
        <Box component="span" sx={isCompact ? { display: { xs: 'none', sm: 'inline' } } : undefined}>
          {intl.formatMessage({ id: LANGUAGE_NAME_IDS[locale] })}
        </Box>
      </Button>
      {hasOpened && (
        // Nothing to hold in place: the menu is a popup over the page.
        <Suspense fallback={null}>
          <LanguageMenu id={menuId} anchor={anchor} buttonId={buttonId} locale={locale} onChoose={choose} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
