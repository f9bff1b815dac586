import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { EMPTY_FILTER, FILTER_AMOUNT_MAX_LENGTH, FILTER_TEXT_MAX, LIST_FILTER_FIELDS, parseListFilter, type FilterField, type FilterProblem, type ListFilter } from '@contract-kit/rules/list-filter';
import type { MessageId } from '@/i18n/message-id';
import type { FilterOption, HistoryFilterProps } from './history-filter';

/**
 * What the history filter (./history-filter.tsx) shows only once it is used: the chips of the filter in force and the
 * panel with its fields. A chunk of its own, loaded when the Filter button is first pressed or the address holds a
 * filter, so the dashboard's first load carries neither the fields nor their checks.
 */

type Draft = Record<FilterField, string>;

const LABEL_IDS = {
  from: 'historyFilter.from',
  to: 'historyFilter.to',
  type: 'historyFilter.type',
  status: 'historyFilter.status',
  category: 'historyFilter.category',
  currency: 'historyFilter.currency',
  minAmount: 'historyFilter.minAmount',
  maxAmount: 'historyFilter.maxAmount',
  q: 'historyFilter.q',
} as const satisfies Record<FilterField, MessageId>;

const CHIP_IDS = {
  from: 'historyFilter.chip.from',
  to: 'historyFilter.chip.to',
  type: 'historyFilter.chip.type',
  status: 'historyFilter.chip.status',
  category: 'historyFilter.chip.category',
  currency: 'historyFilter.chip.currency',
  minAmount: 'historyFilter.chip.minAmount',
  maxAmount: 'historyFilter.chip.maxAmount',
  q: 'historyFilter.chip.q',
} as const satisfies Record<FilterField, MessageId>;

const FILTER_PROBLEM_IDS = {
  notDate: 'historyFilter.error.notDate',
  fromAfterTo: 'historyFilter.error.fromAfterTo',
  notCategory: 'historyFilter.error.notCategory',
  notCurrency: 'historyFilter.error.notCurrency',
  notAmount: 'historyFilter.error.notAmount',
  minAboveMax: 'historyFilter.error.minAboveMax',
  textTooLong: 'historyFilter.error.textTooLong',
} as const satisfies Record<FilterProblem, MessageId>;

const draftOf = (filter: ListFilter): Draft => ({
  from: filter.from ?? '',
  to: filter.to ?? '',
  type: filter.type ?? '',
  status: filter.status ?? '',
  category: filter.category ?? '',
  currency: filter.currency ?? '',
  minAmount: filter.minAmount ?? '',
  maxAmount: filter.maxAmount ?? '',
  q: filter.q ?? '',
});

/** A date of the filter (YYYY-MM-DD, a UTC day) as the user's locale writes it. */
const shownDate = (locale: string, day: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

export interface HistoryFilterDetailsProps extends Omit<HistoryFilterProps, 'exportHref' | 'total' | 'initiallyOpen'> {
  /** The panel's element id (the Filter button's aria-controls). */
  panelId: string;
  /** The fields of the filter in force (the shell counts them on its Filter button). */
  active: readonly FilterField[];
  isOpen: boolean;
  onClose: () => void;
}

/** The chips of the filter in force (each removable, and Clear filters) and, while open, the panel of its fields. */
export function HistoryFilterDetails({ list, filter, onChange, typeOptions, statusOptions, categoryOptions, textHint, panelId, active, isOpen, onClose }: HistoryFilterDetailsProps) {
  const intl = useIntl();
  const options: Partial<Record<FilterField, readonly FilterOption[]>> = { type: typeOptions, status: statusOptions, category: categoryOptions };
  const chipValue = (field: FilterField, value: string) => {
    if (field === 'from' || field === 'to') return shownDate(intl.locale, value);
    return options[field]?.find((option) => option.value === value)?.label ?? value;
  };

  return (
    <>
      {active.length > 0 && (
        <Stack direction="row" component="ul" aria-label={intl.formatMessage({ id: 'historyFilter.chips.label' })} sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {active.map((field) => {
            const label = intl.formatMessage({ id: CHIP_IDS[field] }, { value: chipValue(field, filter[field] ?? '') });
            return (
              <li key={field}>
                <Chip
                  label={label}
                  size="small"
                  onDelete={() => onChange({ ...filter, [field]: null })}
                  aria-label={intl.formatMessage({ id: 'historyFilter.chip.remove' }, { filter: label })}
                  sx={{ maxWidth: '100%' }}
                />
              </li>
            );
          })}
          <li>
            <Button size="small" onClick={() => onChange({ ...EMPTY_FILTER })}>
              {intl.formatMessage({ id: 'historyFilter.clear' })}
            </Button>
          </li>
        </Stack>
      )}
      <Collapse in={isOpen} unmountOnExit>
        <FilterPanel
          list={list}
          filter={filter}
          onChange={onChange}
          typeOptions={typeOptions}
          statusOptions={statusOptions}
          categoryOptions={categoryOptions}
          textHint={textHint}
          panelId={panelId}
          onClose={onClose}
        />
      </Collapse>
    </>
  );
}

/** The panel: the list's fields, starting from the filter in force each time it opens, checked by the list's rule on Apply. */
function FilterPanel({ list, filter, onChange, typeOptions, statusOptions, categoryOptions, textHint, panelId, onClose }: Omit<HistoryFilterDetailsProps, 'isOpen' | 'active'>) {
  const intl = useIntl();
  const fields = LIST_FILTER_FIELDS[list];
  const [draft, setDraft] = useState<Draft>(() => draftOf(filter));
  const [errors, setErrors] = useState<Partial<Record<FilterField, FilterProblem>>>({});
  const inputs = useRef<Partial<Record<FilterField, HTMLInputElement | HTMLSelectElement | null>>>({});

  const edit = (field: FilterField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Partial<Record<FilterField, FilterProblem>> = {};
    // A date typed half-way is no value to the input: say so instead of dropping it.
    for (const field of ['from', 'to'] as const) {
      const input = inputs.current[field];
      if (input instanceof HTMLInputElement && input.validity.badInput) problems[field] = 'notDate';
    }
    const parsed = parseListFilter(draft, fields);
    if (!parsed.ok) for (const issue of parsed.issues) problems[issue.field] ??= issue.problem;
    const first = fields.find((field) => problems[field]);
    if (first || !parsed.ok) {
      setErrors(problems);
      if (first) inputs.current[first]?.focus();
      return;
    }
    onChange(parsed.filter);
    onClose();
  };

  const errorText = (field: FilterField) => {
    const problem = errors[field];
    return problem ? intl.formatMessage({ id: FILTER_PROBLEM_IDS[problem] }, { max: FILTER_TEXT_MAX }) : undefined;
  };

  const textField = (field: FilterField, extra: { type?: string; inputMode?: 'decimal' | 'text'; maxLength?: number; helper?: string } = {}) => (
    <TextField
      key={field}
      label={intl.formatMessage({ id: LABEL_IDS[field] })}
      value={draft[field]}
      onChange={(event) => edit(field, event.target.value)}
      type={extra.type ?? 'text'}
      size="small"
      fullWidth
      error={Boolean(errors[field])}
      helperText={errorText(field) ?? extra.helper}
      inputRef={(node: HTMLInputElement | null) => {
        inputs.current[field] = node;
      }}
      slotProps={{
        inputLabel: extra.type === 'date' ? { shrink: true } : undefined,
        htmlInput: { inputMode: extra.inputMode, maxLength: extra.maxLength, autoComplete: 'off', spellCheck: false },
      }}
    />
  );

  const select = (field: 'type' | 'status' | 'category', options: readonly FilterOption[]) => (
    <TextField
      key={field}
      select
      label={intl.formatMessage({ id: LABEL_IDS[field] })}
      value={draft[field]}
      onChange={(event) => edit(field, event.target.value)}
      size="small"
      fullWidth
      inputRef={(node: HTMLSelectElement | null) => {
        inputs.current[field] = node;
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{intl.formatMessage({ id: 'historyFilter.any' })}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );

  return (
    <Box
      component="form"
      id={panelId}
      noValidate
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'historyFilter.panel.label' })}
      sx={{ mt: 1.5, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
        {textField('from', { type: 'date' })}
        {textField('to', { type: 'date' })}
        {fields.includes('type') && typeOptions && select('type', typeOptions)}
        {fields.includes('status') && statusOptions && select('status', statusOptions)}
        {fields.includes('category') && categoryOptions && select('category', categoryOptions)}
        {textField('currency', { maxLength: 10 })}
        {textField('q', { maxLength: FILTER_TEXT_MAX, helper: textHint })}
        {textField('minAmount', { inputMode: 'decimal', maxLength: FILTER_AMOUNT_MAX_LENGTH })}
        {textField('maxAmount', { inputMode: 'decimal', maxLength: FILTER_AMOUNT_MAX_LENGTH })}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
        <Button onClick={() => setDraft(draftOf(EMPTY_FILTER))}>{intl.formatMessage({ id: 'historyFilter.reset' })}</Button>
        <Button type="submit" variant="contained">
          {intl.formatMessage({ id: 'historyFilter.apply' })}
        </Button>
      </Stack>
    </Box>
  );
}
