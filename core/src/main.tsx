/**
 * The page's script. On a page the server rendered, the content is already there to read: the
 * app's code (a few hundred kilobytes to compile and run) starts only after the browser painted
 * it, so slow devices show the page first. Elsewhere it starts at once. The styles come with the
 * page itself (the kernel imports them too, for pages that embed it), so nothing paints unstyled.
 */
import 'bootstrap/dist/css/bootstrap.min.css';
import 'bootstrap-icons/font/bootstrap-icons.min.css';
import './theme/readable.css';

const start = (() => {
  let started = false;
  return () => {
    if (started) return;
    started = true;
    void import('./boot');
  };
})();

if (document.getElementById('answer-ssr')) {
  // after the next frame is painted; the timer also covers tabs opened in the background, where frames wait
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 250);
} else {
  start();
}
