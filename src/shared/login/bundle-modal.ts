import { createElement } from 'react';
import { mountInBody } from '../../runtime';
import { LoginModal } from './LoginModal';

/**
 * The bundle's own login modal, mounted once through the page's root. A chunk of its
 * own: React and react-bootstrap's modal load only when a visitor first needs it.
 */
export function mountBundleModal(): void {
  mountInBody('login-modal', () => createElement(LoginModal));
}
