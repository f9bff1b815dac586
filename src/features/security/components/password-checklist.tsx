import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import RadioButtonUncheckedOutlined from '@mui/icons-material/RadioButtonUncheckedOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '@/i18n';
import { PASSWORD_RULES, passwordChecklist, type PasswordRule } from '@contract-kit/rules/password-checklist';

const RULE_MESSAGE_IDS = {
  minLength: 'security.password.rule.minLength',
  uppercase: 'security.password.rule.uppercase',
  lowercase: 'security.password.rule.lowercase',
  digit: 'security.password.rule.digit',
} as const satisfies Record<PasswordRule, MessageId>;

/** Spec 02 §5: the live checklist under the new password (updates on every keystroke). */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const intl = useIntl();
  const headingId = useId();
  const checks = passwordChecklist(password);
  return (
    <Box id={id}>
      <Typography id={headingId} variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
        <FormattedMessage id="security.password.checklist.title" />
      </Typography>
      <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
        {PASSWORD_RULES.map((rule) => {
          const isMet = checks[rule];
          const label = intl.formatMessage({ id: RULE_MESSAGE_IDS[rule] });
          const state = intl.formatMessage({ id: isMet ? 'security.password.rule.met' : 'security.password.rule.unmet' });
          return (
            <Box
              component="li"
              key={rule}
              data-rule={rule}
              data-met={isMet}
              aria-label={intl.formatMessage({ id: 'security.password.rule.state' }, { rule: label, state })}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, color: isMet ? 'success.main' : 'text.secondary', typography: 'body2' }}
            >
              {isMet ? <CheckCircleOutlined fontSize="small" aria-hidden /> : <RadioButtonUncheckedOutlined fontSize="small" aria-hidden />}
              <span>{label}</span>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
