// The overlays of src/components/overlays.tsx, one chunk with the menus' lists (vite.config.ts): MUI's Popover, Dialog,
// Snackbar and Menu share their modal, focus trap, transitions and positioning.
export { default as Dialog } from '@mui/material/Dialog';
export { default as Popover } from '@mui/material/Popover';
export { default as Snackbar } from '@mui/material/Snackbar';
