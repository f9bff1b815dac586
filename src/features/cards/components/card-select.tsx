import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Card } from '@contract-kit/model';
import { cardOptionLabel } from '../lib/card-label';
import { statusMessageId } from '../lib/card-status';

interface CardSelectProps {
  cards: readonly Card[];
  selectedId: string | null;
  onSelect: (card: Card) => void;
}

/** The card dropdown of small screens (spec 02 §2: "a dropdown on small screens"). */
export function CardSelect({ cards, selectedId, onSelect }: CardSelectProps) {
  const intl = useIntl();
  const labelId = useId();
  const label = intl.formatMessage({ id: 'cards.select.label' });
  const optionLabel = (card: Card) => `${cardOptionLabel(intl, card)} · ${intl.formatMessage({ id: statusMessageId(card.status) })}`;
  return (
    <FormControl fullWidth size="small">
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select
        labelId={labelId}
        label={label}
        value={selectedId ?? ''}
        onChange={(event) => {
          const card = cards.find((candidate) => candidate.id === event.target.value);
          if (card) onSelect(card);
        }}
      >
        {cards.map((card) => (
          <MenuItem key={card.id} value={card.id}>
            {optionLabel(card)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
