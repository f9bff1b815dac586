import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';
import { useRef, type KeyboardEvent } from 'react';

export interface TabBarTab<T extends string> {
  value: T;
  label: string;
  /** The pointer or focus heads for the tab: a chance to fetch what it shows before it is chosen. */
  onIntent?: () => void;
}

export interface TabBarProps<T extends string> {
  value: T;
  onChange: (value: T) => void;
  tabs: readonly TabBarTab<T>[];
  /** Ties each tab to its panel (rendered with `tabPanelProps(idPrefix, value)`); without it the tabs have no panel. */
  idPrefix?: string;
  'aria-label'?: string;
  /** The tabs share the bar's width equally (otherwise each is as wide as its label). */
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

const tabId = (idPrefix: string, value: string) => `${idPrefix}-tab-${value}`;
const panelId = (idPrefix: string, value: string) => `${idPrefix}-panel-${value}`;

/** The props of the panel that the tab `value` of a TabBar with this `idPrefix` shows (the ids tie the two). */
export function tabPanelProps(idPrefix: string, value: string) {
  return { role: 'tabpanel', id: panelId(idPrefix, value), 'aria-labelledby': tabId(idPrefix, value) } as const;
}

/**
 * A row of tabs (WAI-ARIA tabs pattern: one tab stop, the arrow keys, Home and End move between tabs, Enter or Space
 * chooses one). It looks like MUI's Tabs, with the chosen tab underlined by its own style: MUI's sliding indicator
 * measures every tab on mount (a forced layout, ~100 ms of the sign-in screen's start on a phone, npm run
 * bench:profile), and a fixed row of two or three tabs has nothing to slide.
 */
export function TabBar<T extends string>({ value, onChange, tabs, idPrefix, fullWidth = false, sx, 'aria-label': label }: TabBarProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const current = buttons.indexOf(document.activeElement as HTMLElement);
    if (current < 0) return;
    const last = buttons.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    buttons[next]?.focus();
  };

  return (
    <Box
      ref={listRef}
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      sx={[{ display: 'flex', minHeight: 48, borderBottom: 1, borderColor: 'divider' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <ButtonBase
            key={tab.value}
            role="tab"
            id={idPrefix && tabId(idPrefix, tab.value)}
            aria-controls={idPrefix && panelId(idPrefix, tab.value)}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            focusRipple
            onClick={() => {
              if (!selected) onChange(tab.value);
            }}
            onPointerEnter={tab.onIntent}
            onFocus={tab.onIntent}
            onTouchStart={tab.onIntent}
            sx={(theme) => ({
              ...theme.typography.button,
              lineHeight: 1.25,
              minHeight: 48,
              minWidth: 90,
              maxWidth: fullWidth ? 'none' : 360,
              flex: fullWidth ? '1 1 0' : '0 0 auto',
              px: 2,
              py: 1.5,
              color: 'text.secondary',
              // The chosen tab's underline sits where MUI's indicator does: 2 px, on the bar's divider line.
              '&[aria-selected="true"]': { color: 'primary.main', boxShadow: 'inset 0 -2px 0 currentColor' },
            })}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
