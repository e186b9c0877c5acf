import { useId, useSyncExternalStore } from 'react';
import Modal from 'react-bootstrap/Modal';
import { usePageGlobals } from '../page/use-page-globals';
import { loginTexts } from './texts';
import { loginModalState } from './modal-state';

/**
 * The bundle's login modal (react-bootstrap, styled by the host's Bootstrap CSS),
 * shown when the page names no modal of its own. Loaded on demand: pages whose
 * visitors never meet protected content never download it.
 */
export function LoginModal() {
  const open = useSyncExternalStore(loginModalState.subscribe, loginModalState.get, loginModalState.get);
  const { loginUrl } = usePageGlobals();
  const titleId = useId();
  const close = () => loginModalState.set(false);
  return (
    <Modal show={open} onHide={close} centered aria-labelledby={titleId} className="sw-login-modal">
      <Modal.Header closeButton closeLabel={loginTexts.close}>
        <Modal.Title as="h2" id={titleId} className="h5">
          {loginTexts.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{loginTexts.body}</p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={close}>
          {loginTexts.close}
        </button>
        <a className="btn btn-primary" href={loginUrl}>
          {loginTexts.action}
        </a>
      </Modal.Footer>
    </Modal>
  );
}
