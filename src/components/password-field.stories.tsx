import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { PasswordField } from './password-field';

export default { title: 'Shared / Password field' } satisfies StoryDefault;

export const Default: Story = () => {
  const [value, setValue] = useState('');
  return <PasswordField label="Password" autoComplete="current-password" required fullWidth value={value} onChange={(event) => setValue(event.target.value)} />;
};

export const Error: Story = () => {
  const [value, setValue] = useState('short');
  return <PasswordField label="New password" autoComplete="new-password" required fullWidth error helperText="Password is too weak" value={value} onChange={(event) => setValue(event.target.value)} />;
};
