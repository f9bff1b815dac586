import CreditScoreIcon from '@mui/icons-material/CreditScore';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import { Component, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Card } from '@contract-kit/model';
import { lazyComponent } from '@/components/lazy-component';
import { lazyModule } from '@/lib/lazy-module';
import type { CardMenuAction } from '../lib/card-menu';
import { MENU_HIDE_AFTER_ERROR_MS } from '../lib/cards-constants';

// The menu with its items loads on demand, with MUI's overlays (src/components/overlays.tsx; vite.config.ts).
export const cardControlMenuCode = lazyModule(() => import('./card-control-menu-list'));
const CardControlMenuList = lazyComponent(cardControlMenuCode, (module) => module.CardControlMenuList);

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
  // Mounted from the first open on, so that closing plays the menu's exit transition.
  const [hasOpened, setHasOpened] = useState(false);
  const [isHidden, setHidden] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(hideTimer.current), []);

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
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setHasOpened(true);
        }}
      >
        {label}
      </Button>
      {hasOpened && (
        // Nothing to hold in place: the menu is a popup over the page.
        <Suspense fallback={null}>
          <CardControlMenuList id={menuId} buttonId={buttonId} anchor={anchor} card={card} onRun={run} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
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
