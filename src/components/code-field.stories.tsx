import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { CodeField } from './code-field';

export default { title: 'Shared / Code field' } satisfies StoryDefault;

/** An authenticator code: digits only, spaces of a pasted "123 456" dropped. */
export const Digits: Story = () => {
  const [value, setValue] = useState('');
  return <CodeField label="Authentication code" shape={{ alphabet: 'digits', length: 6, isStrict: true }} required value={value} onChange={setValue} />;
};

/** A mailed code: letters upper-cased; other characters kept for the form's validation to name. */
export const Alphanumeric: Story = () => {
  const [value, setValue] = useState('');
  return <CodeField label="Verification code" shape={{ alphabet: 'alphanumeric', length: 6 }} required value={value} onChange={setValue} />;
};

export const Error: Story = () => {
  const [value, setValue] = useState('12a');
  return <CodeField label="Authentication code" shape={{ alphabet: 'digits', length: 6 }} error helperText="Code must contain only numbers" value={value} onChange={setValue} />;
};
