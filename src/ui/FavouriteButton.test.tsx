import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { FavouriteButton } from './FavouriteButton.tsx';

afterEach(cleanup);

test('while offline the favourite button is disabled and its tooltip says why; online it toggles', () => {
  const onToggle = vi.fn();
  const { rerender } = render(
    <FavouriteButton favourite={false} label="Add X to favourites" onToggle={onToggle} unavailable="You are offline" />,
  );
  const button = screen.getByRole('button', { name: 'Add X to favourites' });
  expect(button).toHaveProperty('disabled', true);
  expect(screen.getByTestId('needs-network').getAttribute('title')).toBe('You are offline');
  button.click();
  expect(onToggle).not.toHaveBeenCalled();

  rerender(<FavouriteButton favourite={false} label="Add X to favourites" onToggle={onToggle} />);
  expect(screen.queryByTestId('needs-network')).toBeNull();
  screen.getByRole('button', { name: 'Add X to favourites' }).click();
  expect(onToggle).toHaveBeenCalledOnce();
});
