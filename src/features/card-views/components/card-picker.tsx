import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Card } from '@contract-kit/model';
import { cardOptionLabel } from '@/features/cards';

export interface CardPickerProps {
  cards: readonly Card[];
  selectedId: string;
  onSelect: (id: string) => void;
  /** The field's label, from the feature that shows the picker. */
  label: string;
  minWidth?: number;
}

/** The card dropdown of per-card views (transaction history, statements): 'name •••• 1234' per card. */
export function CardPicker({ cards, selectedId, onSelect, label, minWidth = 200 }: CardPickerProps) {
  const intl = useIntl();
  const labelId = useId();
  return (
    <FormControl size="small" sx={{ minWidth, flexGrow: { xs: 1, sm: 0 } }}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select labelId={labelId} label={label} value={selectedId} onChange={(event) => onSelect(event.target.value)}>
        {cards.map((card) => (
          <MenuItem key={card.id} value={card.id}>
            {cardOptionLabel(intl, card)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
