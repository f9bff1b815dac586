import Box from '@mui/material/Box';
import { generate } from 'lean-qr';
import { useMemo } from 'react';

interface QrCodeProps {
  /** The text encoded (an address, a link). */
  value: string;
  /** Accessible name of the image. */
  label: string;
  /** Rendered size in CSS pixels (the quiet zone included). */
  size?: number;
}

/** Quiet zone of 4 modules around the symbol (ISO/IEC 18004), so every scanner finds it. */
const QUIET_ZONE = 4;

/**
 * A scannable QR code as crisp SVG: dark modules on a white background whatever the colour scheme
 * (inverted codes are not read by every scanner).
 */
export function QrCode({ value, label, size = 200 }: QrCodeProps) {
  const { path, dimension } = useMemo(() => {
    const code = generate(value);
    const segments: string[] = [];
    for (let y = 0; y < code.size; y++) {
      for (let x = 0; x < code.size; x++) {
        if (code.get(x, y)) segments.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`);
      }
    }
    return { path: segments.join(''), dimension: code.size + QUIET_ZONE * 2 };
  }, [value]);

  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      data-qr-value={value}
      viewBox={`0 0 ${dimension} ${dimension}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      sx={{ display: 'block', bgcolor: '#fff', borderRadius: 1 }}
    >
      <rect width={dimension} height={dimension} fill="#fff" />
      <path d={path} fill="#000" />
    </Box>
  );
}
