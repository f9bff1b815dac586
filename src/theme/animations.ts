import { keyframes } from '@mui/material/styles';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

/** The one spinning animation (a refresh icon while it refreshes): `sx={{ animation: SPIN_ANIMATION }}`. */
export const SPIN_ANIMATION = `${spin} 1s linear infinite`;
