// navigator.js: self.navigator as a WorkerNavigator (HTML): the user agent string (Safari on
// iOS unless --user-agent gave another), language, onLine, hardwareConcurrency. Like a
// worker's, it has no serviceWorker (an SDK that looks for one sees a worker, not a window).
// Installed on first use of `navigator`. Globals: navigator, and WorkerNavigator once it is installed.
// Uses: lazyPart (core.js); the install function takes everything else it uses as parameters.

lazyPart(['navigator'], () => (function installNavigator({ host, define }) {
  const userAgent = host.userAgent;
  const languages = Object.freeze(['en-US']);
  let made = false;
  class WorkerNavigator {
    constructor() { if (made) throw new TypeError('Illegal constructor'); }
    get userAgent() { return userAgent; }
    get appVersion() { return userAgent.replace(/^Mozilla\//, ''); }
    get appName() { return 'Netscape'; }
    get appCodeName() { return 'Mozilla'; }
    get product() { return 'Gecko'; }
    get platform() { return /iPhone|iPad/.test(userAgent) ? 'iPhone' : ''; }
    get language() { return languages[0]; }
    get languages() { return languages; }
    get onLine() { return true; }
    get hardwareConcurrency() { return 1; }
  }
  Object.defineProperty(WorkerNavigator.prototype, Symbol.toStringTag, { value: 'WorkerNavigator', configurable: true });
  const navigator = new WorkerNavigator();
  made = true;
  define('WorkerNavigator', WorkerNavigator);
  define('navigator', navigator);
})({ host, define }));
