import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import type { CardNetwork } from '@contract-kit/model';

/** The payment network logo of the card face (spec 02 §2), drawn inline (no network request, no image files). */
export function NetworkLogo({ network }: { network: CardNetwork }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: network === 'visa' ? 'cards.face.network.visa' : 'cards.face.network.mastercard' });
  if (network === 'visa') {
    return (
      <Box component="svg" role="img" aria-label={label} viewBox="0 0 64 22" sx={{ width: 56, height: 20, display: 'block' }}>
        <text x="0" y="19" fill="#fff" fontFamily="Arial, Helvetica, sans-serif" fontSize="22" fontStyle="italic" fontWeight="900" letterSpacing="1">
          VISA
        </text>
      </Box>
    );
  }
  return (
    <Box component="svg" role="img" aria-label={label} viewBox="0 0 48 30" sx={{ width: 46, height: 28, display: 'block' }}>
      <circle cx="17" cy="15" r="13" fill="#EB001B" />
      <circle cx="31" cy="15" r="13" fill="#F79E1B" fillOpacity="0.9" />
      <path d="M24 4.2a13 13 0 0 1 0 21.6a13 13 0 0 1 0-21.6z" fill="#FF5F00" />
    </Box>
  );
}
