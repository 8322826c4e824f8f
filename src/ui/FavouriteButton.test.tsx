import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { parseHex } from '../contracts/colour.ts';
import { FavouriteButton } from './FavouriteButton.tsx';
import { renderInApp, testTheme } from './testing/render.tsx';

const rgbOf = (hex: string) => {
  const { r, g, b } = parseHex(hex);
  return `rgb(${r}, ${g}, ${b})`;
};

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

test("filled, the heart takes the theme's state-icon colour (the secondary colour made to contrast with the page)", async () => {
  const theme = testTheme();
  await renderInApp(<FavouriteButton favourite label="Remove X from favourites" onToggle={vi.fn()} />, { theme });
  const button = screen.getByRole('button', { name: 'Remove X from favourites' });
  expect(getComputedStyle(button).color).toBe(rgbOf(theme.realm.stateIcon));
  expect(theme.realm.stateIcon).not.toBe(theme.palette.secondary.main);
});
