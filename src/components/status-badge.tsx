import Chip from '@mui/material/Chip';

/**
 * A small status label. Variants follow the spec's vocabulary: `default` (primary), `secondary`,
 * `destructive` (error), `outline` (unknown or neutral values), plus `success` and `warning`.
 */
export type StatusBadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline' | 'success' | 'warning';

interface StatusBadgeProps {
  label: string;
  variant?: StatusBadgeVariant;
  size?: 'small' | 'medium';
}

const COLOR = {
  default: 'primary',
  secondary: 'secondary',
  destructive: 'error',
  outline: 'default',
  success: 'success',
  warning: 'warning',
} as const;

export function StatusBadge({ label, variant = 'default', size = 'small' }: StatusBadgeProps) {
  return <Chip label={label} size={size} color={COLOR[variant]} variant={variant === 'outline' ? 'outlined' : 'filled'} data-variant={variant} sx={{ fontWeight: 600, textTransform: 'capitalize' }} />;
}
