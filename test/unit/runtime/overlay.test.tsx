import { screen, waitFor } from '@testing-library/react';
import { mountInBody } from '../../../src/runtime/mount';
import { setUpRuntimeEnvironment } from '../runtime-environment';

setUpRuntimeEnvironment();

function Boom(): never {
  throw new Error('overlay boom');
}

describe('mountInBody', () => {
  test('renders a node that belongs to no placeholder in a container appended to the body, and unmounts it', async () => {
    const mount = mountInBody('test-overlay', () => <p>Encima de la página</p>);
    expect(mount.element.parentElement).toBe(document.body);
    expect(mount.element).toHaveAttribute('data-site-widgets-overlay', 'test-overlay');
    expect(await screen.findByText('Encima de la página')).toBeInTheDocument();
    expect(mount.element).toContainElement(screen.getByText('Encima de la página'));
    mount.unmount();
    expect(mount.element.isConnected).toBe(false);
    await waitFor(() => expect(screen.queryByText('Encima de la página')).toBeNull());
  });

  test("a render error stays inside its boundary and is reported like a widget's", async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const broken = mountInBody('broken-overlay', () => <Boom />);
    const fine = mountInBody('fine-overlay', () => <p>Sigue andando</p>);
    expect(await screen.findByText('Sigue andando')).toBeInTheDocument();
    await waitFor(() => expect(broken.element).toHaveAttribute('data-widget-state', 'error'));
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/"broken-overlay" on <div> \(render\): overlay boom/), expect.any(Error));
    broken.unmount();
    fine.unmount();
  });
});
