import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { Card } from '@contract-kit/model';
import { CopyButton } from '@/components/copy-button';
import { StatusBadge } from '@/components/status-badge';
import { useCardCredentials } from '../hooks/use-card-credentials';
import { statusBadgeVariant, statusMessageId } from '../lib/card-status';
import { cardDisplayName } from '../lib/card-label';
import { CardAmounts } from './card-amounts';
import { NetworkLogo } from './network-logo';

const MASK = '••••';
const groupPan = (pan: string) => pan.replace(/(\d{4})(?=\d)/g, '$1 ');

const BACKGROUND = {
  debit: 'linear-gradient(135deg, #1e3a8a 0%, #1d4ed8 55%, #0f766e 100%)',
  credit: 'linear-gradient(135deg, #111827 0%, #374151 55%, #7c2d12 100%)',
} as const;

interface CardFaceProps {
  card: Card;
  /** Width in px (spec 02 §9: 320, or viewport − 32 capped at 300 on small screens). */
  width: number;
  isSelected?: boolean;
}

/**
 * A card as the user sees it (spec 02 §2 "Card face"): status badge, name, masked number with the last four
 * digits, the reveal/hide eye (active cards only) showing PAN, expiry and CVV, a copy button, the network logo,
 * and the amounts by type and state underneath.
 */
export function CardFace({ card, width, isSelected = false }: CardFaceProps) {
  const intl = useIntl();
  const isActive = card.status === 'active';
  const { credentials, isLoading, reveal, hide } = useCardCredentials(card.id);
  const isRevealed = isActive && credentials !== null;
  const name = cardDisplayName(intl, card);

  return (
    <Stack spacing={1.5} sx={{ width }} data-card-id={card.id}>
      <Box
        sx={{
          position: 'relative',
          width,
          aspectRatio: '1.586',
          borderRadius: 3,
          p: 2.25,
          color: '#fff',
          background: BACKGROUND[card.model],
          filter: isActive ? undefined : 'saturate(0.35)',
          boxShadow: isSelected ? 6 : 2,
          outline: isSelected ? '3px solid' : 'none',
          outlineColor: 'primary.main',
          outlineOffset: 2,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          userSelect: 'none',
          overflow: 'hidden',
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Box sx={{ '& .MuiChip-root': { boxShadow: 1 } }}>
            <StatusBadge label={intl.formatMessage({ id: statusMessageId(card.status) })} variant={statusBadgeVariant(card.status)} />
          </Box>
          <Typography variant="caption" sx={{ opacity: 0.85, fontWeight: 600, letterSpacing: 0.5 }}>
            {intl.formatMessage({ id: card.type === 'PHYSICAL' ? 'cards.face.type.PHYSICAL' : 'cards.face.type.VIRTUAL' })}
          </Typography>
        </Stack>

        <Box>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, minHeight: 40 }}>
            <Typography
              component="p"
              aria-label={isRevealed ? intl.formatMessage({ id: 'cards.face.number' }) : intl.formatMessage({ id: 'cards.face.masked' }, { lastFour: card.lastFourDigits })}
              sx={{
                typography: 'mono',
                fontSize: isRevealed || width < 310 ? '0.98rem' : '1.12rem',
                letterSpacing: isRevealed ? 0.5 : 1.5,
                fontVariantNumeric: 'tabular-nums',
                whiteSpace: 'nowrap',
                flexGrow: 1,
                minWidth: 0,
              }}
              data-testid="card-number"
            >
              {isRevealed && credentials ? groupPan(credentials.pan) : `${MASK} ${MASK} ${MASK} ${card.lastFourDigits}`}
            </Typography>
            {isActive ? (
              isLoading ? (
                <CircularProgress size={20} sx={{ color: '#fff', m: 1 }} aria-label={intl.formatMessage({ id: 'cards.face.loadingDetails' })} />
              ) : (
                <IconButton
                  size="small"
                  onClick={(event) => {
                    event.stopPropagation();
                    if (isRevealed) hide();
                    else reveal();
                  }}
                  aria-label={intl.formatMessage({ id: isRevealed ? 'cards.face.hide' : 'cards.face.reveal' })}
                  aria-pressed={isRevealed}
                  sx={{ color: '#fff' }}
                >
                  {isRevealed ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
                </IconButton>
              )
            ) : null}
            {isRevealed && credentials ? (
              <Box sx={{ color: '#fff', '& .MuiIconButton-root': { color: 'inherit' } }} onClick={(event) => event.stopPropagation()}>
                <CopyButton value={credentials.pan} label={intl.formatMessage({ id: 'cards.face.copyNumber' })} size="small" />
              </Box>
            ) : null}
          </Stack>
          {isRevealed && credentials ? (
            <Stack direction="row" spacing={3} sx={{ mt: 0.5 }}>
              <Box>
                <Typography variant="caption" component="p" sx={{ opacity: 0.8 }}>
                  {intl.formatMessage({ id: 'cards.face.expiry' })}
                </Typography>
                <Typography variant="label" sx={{ typography: 'mono' }} data-testid="card-expiry">
                  {credentials.expiry}
                </Typography>
              </Box>
              <Box>
                <Typography variant="caption" component="p" sx={{ opacity: 0.8 }}>
                  {intl.formatMessage({ id: 'cards.face.cvv' })}
                </Typography>
                <Typography variant="label" sx={{ typography: 'mono' }} data-testid="card-cvv">
                  {credentials.cvv}
                </Typography>
              </Box>
            </Stack>
          ) : null}
        </Box>

        <Stack direction="row" sx={{ alignItems: 'flex-end', justifyContent: 'space-between', gap: 1 }}>
          <Typography sx={{ fontWeight: 600, textTransform: 'uppercase', letterSpacing: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</Typography>
          <NetworkLogo network={card.network} />
        </Stack>
      </Box>
      <CardAmounts card={card} />
    </Stack>
  );
}
