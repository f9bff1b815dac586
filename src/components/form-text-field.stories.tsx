import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { FormTextField } from './form-text-field';

export default { title: 'Shared / Form text field' } satisfies StoryDefault;

export const Default: Story = () => {
  const [value, setValue] = useState('');
  return <FormTextField label="Email" type="email" required fullWidth value={value} onChange={(event) => setValue(event.target.value)} />;
};

export const WithHelperText: Story = () => {
  const [value, setValue] = useState('');
  return <FormTextField label="Referral code" fullWidth helperText="Optional" value={value} onChange={(event) => setValue(event.target.value)} />;
};

export const Error: Story = () => {
  const [value, setValue] = useState('demo@');
  return <FormTextField label="Email" type="email" required fullWidth error helperText="Please enter a valid email address" value={value} onChange={(event) => setValue(event.target.value)} />;
};
