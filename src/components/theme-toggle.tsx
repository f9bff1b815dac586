import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import { useIntl } from 'react-intl';

/**
 * Light / dark switch. Its hint is the button's native `title` (as on the password field's show/hide button),
 * not MUI's Tooltip: that one brings Popper and @popperjs/core (≈ 10 KB gzip) into the sign-in screen's JS.
 */
export function ThemeToggle() {
  const intl = useIntl();
  const { mode, systemMode, setMode } = useColorScheme();
  const effective = mode === 'system' ? systemMode : mode;
  const isDark = effective === 'dark';
  const label = intl.formatMessage({ id: isDark ? 'header.theme.toLight' : 'header.theme.toDark' });
  return (
    <IconButton aria-label={label} title={label} onClick={() => setMode(isDark ? 'light' : 'dark')} color="inherit">
      {isDark ? <LightModeOutlined /> : <DarkModeOutlined />}
    </IconButton>
  );
}
