import { createKernel } from './index';
import enUS from '../i18n/en_US.json';

const mount = document.getElementById('root');
if (mount) {
  createKernel({ mount }).catch((error: unknown) => {
    console.error('[kernel] boot failed', error);
    mount.innerHTML = '';
    const message = document.createElement('p');
    message.className = 'container py-5 text-center text-danger';
    // i18n may be what failed, so the bundled English text is used directly.
    message.textContent = enUS.boot.failed;
    mount.appendChild(message);
  });
}
