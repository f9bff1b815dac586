import TextField from '@mui/material/TextField';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { FormTextField } from './form-text-field';

describe('FormTextField (the auth forms’ field, without TextField’s Select and Menu)', () => {
  it('labels its input, marks it required, and describes it with its helper text', () => {
    renderWithProviders(<FormTextField label="Email" type="email" required value="" onChange={() => {}} helperText="Use your work address" />);
    const input = screen.getByLabelText(/^Email/);
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).toHaveAccessibleDescription('Use your work address');
    expect(screen.getByText('*')).toBeInTheDocument();
  });

  it('marks an error on the input and announces its text', () => {
    renderWithProviders(<FormTextField label="Email" value="demo@" onChange={() => {}} error helperText="Please enter a valid email address" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByText('Please enter a valid email address')).toHaveClass('Mui-error');
  });

  it('has no description without helper text, and passes attributes and adornments to the input', () => {
    renderWithProviders(<FormTextField label="Code" value="12" onChange={() => {}} slotProps={{ htmlInput: { maxLength: 6, inputMode: 'numeric' }, input: { endAdornment: <span>end</span> } }} />);
    const input = screen.getByLabelText('Code');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).toHaveAttribute('maxlength', '6');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText('end')).toBeInTheDocument();
  });

  it('renders the same markup as an outlined TextField (ids aside)', () => {
    // TextField's root is FormControl restyled with no styles of its own: only its emotion class name differs.
    const strip = (html: string) => html.replace(/\s(id|for|aria-describedby)="[^"]*"/g, '').replace(/css-\w+-MuiFormControl-root(-MuiTextField-root)?/, 'root');
    const field = (element: React.ReactElement) => {
      const { container, unmount } = renderWithProviders(element);
      const html = strip(container.innerHTML);
      unmount();
      return html;
    };
    const props = { label: 'Email', required: true, fullWidth: true, error: true, helperText: 'Email is required', value: 'x', onChange: () => {} };
    expect(field(<FormTextField id="a" {...props} />)).toBe(field(<TextField id="a" {...props} />));
  });
});
