import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from '../../../src/shared/ui/Tabs';

const TABS = [
  { id: 0, label: 'Todo' },
  { id: 1, label: 'Panificados' },
  { id: 2, label: 'Pastelería' },
  { id: -1, label: 'Landings' },
];

function Harness({ onSelect = () => {} }: { onSelect?: (id: number) => void }) {
  const [selected, setSelected] = useState(0);
  return (
    <Tabs
      tabs={TABS}
      selected={selected}
      label="Categorías"
      onSelect={(id) => {
        onSelect(id);
        setSelected(id);
      }}
    >
      <p>Contenido {selected}</p>
    </Tabs>
  );
}

describe('<Tabs>', () => {
  test('a labelled tablist with one tab stop, and a panel labelled by the selected tab', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Categorías' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1', '-1']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Todo' })).toHaveTextContent('Contenido 0');
    for (const tab of tabs) expect(tab).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);

    await user.click(screen.getByRole('tab', { name: 'Pastelería' }));
    expect(screen.getByRole('tab', { name: 'Pastelería' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Todo' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Pastelería' })).toHaveTextContent('Contenido 2');
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('tabindex'))).toEqual(['-1', '-1', '0', '-1']);
  });

  test('Right/Left move and select (wrapping), Home/End go to the ends', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<Harness onSelect={onSelect} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Todo' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Panificados' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Panificados' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Landings' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Todo' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Landings' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Todo' })).toHaveAttribute('aria-selected', 'true');
    expect(onSelect.mock.calls).toEqual([[1], [-1], [0], [-1], [0]]);
    // Tab leaves the tab list for the panel's content, not the next tab.
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Todo' })).not.toHaveFocus();
    expect(document.activeElement?.getAttribute('role')).not.toBe('tab');
  });
});
