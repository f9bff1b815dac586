import { keyframes } from '@mui/material/styles';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

/** The one spinning animation (a refresh icon while it refreshes): `sx={{ animation: SPIN_ANIMATION }}`. */
export const SPIN_ANIMATION = `${spin} 1s linear infinite`;

const reveal = keyframes`
  from {
    opacity: 0;
  }
  to {
    opacity: 1;
  }
`;

/**
 * Invisible during the animation's delay, then shown at once (no fade): `sx={{ animation: DELAYED_REVEAL_ANIMATION }}`
 * with the delay as `style={{ animationDelay }}`. The element stays in the accessibility tree throughout.
 */
export const DELAYED_REVEAL_ANIMATION = `${reveal} 0s linear both`;
