import type { Story, StoryDefault } from '@ladle/react';
import { useState, type ComponentProps } from 'react';
import { PasswordField } from './password-field';

export default { title: 'Shared / Password field' } satisfies StoryDefault;

/** The field with its own state, starting from `initial`. */
function Controlled({ initial, ...props }: Omit<ComponentProps<typeof PasswordField>, 'value' | 'onChange'> & { initial: string }) {
  const [value, setValue] = useState(initial);
  return <PasswordField {...props} required fullWidth value={value} onChange={(event) => setValue(event.target.value)} />;
}

export const Default: Story = () => <Controlled initial="" label="Password" autoComplete="current-password" />;

export const Error: Story = () => <Controlled initial="short" label="New password" autoComplete="new-password" error helperText="Password is too weak" />;
