import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Button from '@mui/material/Button';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { OnrampProvider } from '@contract-kit/model';
import { dec, formatUsd } from '@contract-kit/money';

interface ProviderGridProps {
  providers: OnrampProvider[];
  onSelect: (provider: OnrampProvider) => void;
  isDisabled?: boolean;
}

/** The provider selection grid (spec 01 §2). Only one provider is supported, but the grid takes any number. */
export function ProviderGrid({ providers, onSelect, isDisabled = false }: ProviderGridProps) {
  const intl = useIntl();
  const money = (value: string, currency: string) =>
    currency === 'USD' ? formatUsd(value, intl.locale) : `${intl.formatNumber(dec(value).toFixed(2) as unknown as number, { minimumFractionDigits: 2 })} ${currency}`;
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' } }}
      role="list"
      aria-label={intl.formatMessage({ id: 'onramp.providers.title' })}
    >
      {providers.map((provider) => {
        const percent = intl.formatNumber(dec(provider.fees.percentage).times(100).toFixed() as unknown as number, { maximumFractionDigits: 2 });
        return (
          // A card with a labelled button, not one big button: its name is the words it shows (WCAG 2.5.3), and the
          // provider's heading and details stay readable on their own.
          <Card key={provider.id} variant="outlined" role="listitem" sx={{ display: 'flex', flexDirection: 'column' }}>
            <CardContent sx={{ flexGrow: 1 }}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
                <Avatar src={provider.logoUrl} alt="" sx={{ bgcolor: 'primary.main', width: 40, height: 40 }}>
                  {provider.displayName.slice(0, 1)}
                </Avatar>
                <Box>
                  <Typography component="h3" variant="subtitle1">
                    {provider.displayName}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {intl.formatMessage({ id: 'onramp.providers.processing' }, { time: provider.processingTime })}
                  </Typography>
                </Box>
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {provider.description}
              </Typography>
              <Typography variant="body2">{intl.formatMessage({ id: 'onramp.providers.fees' }, { percent, fixed: money(provider.fees.fixed, provider.fees.currency) })}</Typography>
              <Typography variant="body2">
                {intl.formatMessage({ id: 'onramp.providers.limits' }, { min: money(provider.limits.min, 'USD'), max: money(provider.limits.max, 'USD'), daily: money(provider.limits.daily, 'USD') })}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1.5 }}>
                {provider.kycRequired && <Chip color="warning" variant="outlined" label={intl.formatMessage({ id: 'onramp.providers.kyc' })} />}
                {provider.features.map((feature) => (
                  <Chip key={feature} label={feature} />
                ))}
              </Stack>
            </CardContent>
            <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
              <Button variant="contained" fullWidth onClick={() => onSelect(provider)} disabled={isDisabled}>
                {intl.formatMessage({ id: 'onramp.providers.select' }, { provider: provider.displayName })}
              </Button>
            </CardActions>
          </Card>
        );
      })}
    </Box>
  );
}
