import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AcUnitIcon from '@mui/icons-material/AcUnit';
import InsightsIcon from '@mui/icons-material/Insights';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LockResetIcon from '@mui/icons-material/LockReset';
import PaymentsIcon from '@mui/icons-material/Payments';
import PlayCircleOutlinedIcon from '@mui/icons-material/PlayCircleOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SavingsIcon from '@mui/icons-material/Savings';
import ShieldIcon from '@mui/icons-material/Shield';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import TuneIcon from '@mui/icons-material/Tune';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { Card } from '@contract-kit/model';
import { env } from '@/config/env';
import { formatUsd } from '@contract-kit/money';
import { getCardMenuItems, type CardMenuAction } from '../lib/card-menu';

const LABEL_IDS = {
  continueApplication: 'cards.menu.continueApplication',
  viewStatements: 'cards.menu.viewStatements',
  paySafe: 'cards.menu.paySafe',
  deposit: 'cards.menu.deposit',
  stake: 'cards.menu.stake',
  repay: 'cards.menu.repay',
  freeze: 'cards.menu.freeze',
  unfreeze: 'cards.menu.unfreeze',
  orderPhysicalCard: 'cards.menu.orderPhysicalCard',
  shippingStatus: 'cards.menu.shippingStatus',
  physicalActivation: 'cards.menu.physicalActivation',
  changePin: 'cards.menu.changePin',
  spendingInsights: 'cards.menu.spendingInsights',
  cardControls: 'cards.menu.cardControls',
} as const satisfies Record<CardMenuAction, string>;

const ICONS: Record<CardMenuAction, ReactElement> = {
  continueApplication: <PlayCircleOutlinedIcon fontSize="small" />,
  viewStatements: <ReceiptLongIcon fontSize="small" />,
  paySafe: <ShieldIcon fontSize="small" />,
  deposit: <AccountBalanceWalletIcon fontSize="small" />,
  stake: <SavingsIcon fontSize="small" />,
  repay: <PaymentsIcon fontSize="small" />,
  freeze: <AcUnitIcon fontSize="small" />,
  unfreeze: <WbSunnyIcon fontSize="small" />,
  orderPhysicalCard: <ShoppingCartIcon fontSize="small" />,
  shippingStatus: <LocalShippingIcon fontSize="small" />,
  physicalActivation: <VpnKeyIcon fontSize="small" />,
  changePin: <LockResetIcon fontSize="small" />,
  spendingInsights: <InsightsIcon fontSize="small" />,
  cardControls: <TuneIcon fontSize="small" />,
};

interface CardControlMenuListProps {
  id: string;
  buttonId: string;
  /** The button while the menu is open, else null. */
  anchor: HTMLElement | null;
  card: Card;
  onRun: (action: CardMenuAction) => void;
  onClose: () => void;
}

/** The card control menu's list (./card-control-menu.tsx loads it): the actions of the card's state (spec 02 §4). */
export function CardControlMenuList({ id, buttonId, anchor, card, onRun, onClose }: CardControlMenuListProps) {
  const intl = useIntl();
  const items = getCardMenuItems(card, { isStatementsEnabled: env.features.statements });
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose} slotProps={{ list: { 'aria-labelledby': buttonId, dense: false } }}>
      {items.length === 0 ? (
        <MenuItem disabled>
          <ListItemText primary={intl.formatMessage({ id: 'cards.menu.noActions' })} />
        </MenuItem>
      ) : (
        items.map((item) => (
          <MenuItem key={item.action} disabled={item.isDisabled} onClick={() => onRun(item.action)} data-action={item.action}>
            <ListItemIcon>{ICONS[item.action]}</ListItemIcon>
            <ListItemText
              primary={intl.formatMessage({ id: LABEL_IDS[item.action] })}
              secondary={
                item.amount !== undefined
                  ? intl.formatMessage({ id: 'cards.menu.repayOutstanding' }, { amount: formatUsd(item.amount, intl.locale) })
                  : item.hint === 'ineligible'
                    ? intl.formatMessage({ id: 'cards.menu.ineligible' })
                    : undefined
              }
            />
          </MenuItem>
        ))
      )}
    </Menu>
  );
}
