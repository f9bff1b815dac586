import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useIntl } from 'react-intl';
import type { Locale } from '@/config/constants';

/**
 * Development-only links to the transaction simulator (spec 02 §2: /transaction-simulation is linked only in
 * the development environment). This module is imported only behind `import.meta.env.DEV`, so the production
 * build contains neither the route nor these words; that is also why its texts are not in the shipped
 * catalogues but here, in the three languages.
 */
const SIMULATOR_PATH = '/transaction-simulation';
const LABEL: Record<Locale, string> = { en: 'Transaction simulator', 'zh-CN': '交易模拟器', 'zh-TW': '交易模擬器' };

function useLabel(): string {
  const { locale } = useIntl();
  return LABEL[locale as Locale] ?? LABEL.en;
}

export function SimulatorButton() {
  return (
    <Button variant="outlined" href={SIMULATOR_PATH} startIcon={<ScienceOutlined />} data-testid="simulator-link">
      {useLabel()}
    </Button>
  );
}

export function SimulatorMenuItem({ onClick }: { onClick?: () => void }) {
  return (
    <MenuItem component="a" href={SIMULATOR_PATH} onClick={onClick}>
      <ListItemIcon>
        <ScienceOutlined fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={useLabel()} />
    </MenuItem>
  );
}
