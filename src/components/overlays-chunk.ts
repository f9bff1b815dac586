// The overlays of src/components/overlays.tsx, one chunk: MUI's Menu, Popover, Dialog and Snackbar share their modal,
// focus trap, transitions and positioning.
export { default as Dialog } from '@mui/material/Dialog';
export { default as Menu } from '@mui/material/Menu';
export { default as Popover } from '@mui/material/Popover';
export { default as Snackbar } from '@mui/material/Snackbar';
