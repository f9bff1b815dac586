import AddCardIcon from '@mui/icons-material/AddCard';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { ApplyTileState } from '@contract-kit/rules/card-availability';

interface ApplyCardTileProps {
  state: ApplyTileState;
  onApply: () => void;
  width: number | string;
  height?: number | string;
}

/** The dashed 'apply for card' tile (spec 02 §2): clickable only while applying is allowed. */
export function ApplyCardTile({ state, onApply, width, height }: ApplyCardTileProps) {
  const intl = useIntl();
  const hint = state.isEnabled
    ? intl.formatMessage({ id: 'cards.apply.subtitle' })
    : intl.formatMessage({ id: state.reason === 'pendingApplications' ? 'cards.apply.pendingApplications' : 'cards.apply.unavailable' });
  return (
    <ButtonBase
      onClick={(event) => {
        event.stopPropagation();
        onApply();
      }}
      disabled={!state.isEnabled}
      aria-disabled={!state.isEnabled}
      aria-label={intl.formatMessage({ id: 'cards.apply.tileLabel' }, { title: intl.formatMessage({ id: 'cards.apply.title' }), hint })}
      data-testid="apply-card-tile"
      sx={{
        width,
        height: height ?? 'auto',
        minHeight: 120,
        flexShrink: 0,
        borderRadius: 3,
        border: '2px dashed',
        borderColor: state.isEnabled ? 'primary.main' : 'divider',
        color: state.isEnabled ? 'primary.main' : 'text.secondary',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        p: 2,
        textAlign: 'center',
        '&:hover': state.isEnabled ? { bgcolor: 'action.hover' } : undefined,
        '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <AddCardIcon fontSize="large" aria-hidden />
      <Typography variant="strong">{intl.formatMessage({ id: 'cards.apply.title' })}</Typography>
      {/* Keeps the visible words apart, so that the visible label is part of the accessible name (WCAG 2.5.3). */}{' '}
      <Typography variant="body2" color="text.secondary">
        {hint}
      </Typography>
    </ButtonBase>
  );
}
