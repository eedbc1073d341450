import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SubmitOrCancel } from './SubmitOrCancel';

function setup(busy: boolean) {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  render(
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <SubmitOrCancel busy={busy} busyLabel="Removing…" onCancel={onCancel}>
        Remove
      </SubmitOrCancel>
    </form>,
  );
  return { user: userEvent.setup(), onSubmit, onCancel };
}

describe('SubmitOrCancel', () => {
  it('sends the form, or leaves it without sending', async () => {
    const { user, onSubmit, onCancel } = setup(false);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('while sending, says so and cannot send twice, but can still be left', async () => {
    const { user, onCancel } = setup(true);
    expect(screen.getByRole('button', { name: 'Removing…' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
