import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AcUnitIcon from '@mui/icons-material/AcUnit';
import CreditScoreIcon from '@mui/icons-material/CreditScore';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
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
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { Component, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Card } from '@contract-kit/model';
import { Menu } from '@/components/overlays';
import { env } from '@/config/env';
import { formatUsd } from '@contract-kit/money';
import { getCardMenuItems, type CardMenuAction } from '../lib/card-menu';
import { MENU_HIDE_AFTER_ERROR_MS } from '../lib/cards-constants';

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

interface CardControlMenuProps {
  card: Card;
  onAction: (action: CardMenuAction, card: Card) => void;
}

/**
 * Hides its children for 1 s after a render error, then tries again (spec 02 §8/§9: "errors from manipulating
 * the page temporarily hide the menu for 1 s").
 */
class MenuErrorBoundary extends Component<{ children: ReactNode }, { hasError: boolean }> {
  override state = { hasError: false };
  private timer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('cards: the card control menu failed and is hidden for 1 s', error);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.setState({ hasError: false }), MENU_HIDE_AFTER_ERROR_MS);
  }

  override componentWillUnmount() {
    clearTimeout(this.timer);
  }

  override render() {
    return this.state.hasError ? null : this.props.children;
  }
}

function CardControlMenuInner({ card, onAction }: CardControlMenuProps) {
  const intl = useIntl();
  const buttonId = useId();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isHidden, setHidden] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const items = getCardMenuItems(card, { isStatementsEnabled: env.features.statements });
  const label = intl.formatMessage({ id: 'cards.menu.label' });

  const run = (action: CardMenuAction) => {
    setAnchor(null);
    try {
      onAction(action, card);
    } catch (error) {
      console.error(`cards: the ${action} action failed; the menu is hidden for 1 s`, error);
      setHidden(true);
      clearTimeout(hideTimer.current);
      hideTimer.current = setTimeout(() => setHidden(false), MENU_HIDE_AFTER_ERROR_MS);
    }
  };

  if (isHidden) return null;
  return (
    <>
      <Button
        id={buttonId}
        variant="outlined"
        endIcon={<ExpandMoreIcon />}
        startIcon={<CreditScoreIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId, dense: false } }}
      >
        {items.length === 0 ? (
          <MenuItem disabled>
            <ListItemText primary={intl.formatMessage({ id: 'cards.menu.noActions' })} />
          </MenuItem>
        ) : (
          items.map((item) => (
            <MenuItem key={item.action} disabled={item.isDisabled} onClick={() => run(item.action)} data-action={item.action}>
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
    </>
  );
}

/** The card control menu (label cardControl) of the selected card, with the actions of its state (spec 02 §4). */
export function CardControlMenu(props: CardControlMenuProps) {
  return (
    <MenuErrorBoundary key={props.card.id}>
      <CardControlMenuInner {...props} />
    </MenuErrorBoundary>
  );
}
