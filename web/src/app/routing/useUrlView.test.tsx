import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { urlView, useUrlView } from './useUrlView';

const VIEWS = ['new', 'dead'] as const;

function Views({ searchPrefix }: { searchPrefix?: string }) {
  const [view, setView] = useUrlView(VIEWS, 'new', { searchPrefix });
  return (
    <>
      <p>{`Showing ${view}`}</p>
      {VIEWS.map((v) => (
        <button key={v} type="button" onClick={() => setView(v)}>
          {v}
        </button>
      ))}
    </>
  );
}

describe('useUrlView', () => {
  it('reads the view from ?view=, the fallback without one or with one it does not have', () => {
    expect(urlView(new URLSearchParams('view=dead'), VIEWS, 'new')).toBe('dead');
    expect(urlView(new URLSearchParams('view=gone'), VIEWS, 'new')).toBe('new');
    expect(urlView(new URLSearchParams(''), VIEWS, 'new')).toBe('new');
  });

  it('keeps the view in the address, leaves the fallback out, and drops the old view’s searches', async () => {
    const { user, path } = renderWithProviders(<Views searchPrefix="l." />, {
      route: '/mastersheet?panel=leads&l.city=Cork&m.uid=4',
    });
    screen.getByText('Showing new');
    await user.click(screen.getByRole('button', { name: 'dead' }));
    expect(path()).toBe('/mastersheet?panel=leads&m.uid=4&view=dead');
    screen.getByText('Showing dead');
    await user.click(screen.getByRole('button', { name: 'new' }));
    expect(path()).toBe('/mastersheet?panel=leads&m.uid=4');
  });

  it('keeps the searches across views without a prefix (the ECMS register)', async () => {
    const { user, path } = renderWithProviders(<Views />, { route: '/mastersheet?panel=ecms&e.mprn=1' });
    await user.click(screen.getByRole('button', { name: 'dead' }));
    expect(path()).toBe('/mastersheet?panel=ecms&e.mprn=1&view=dead');
  });
});
