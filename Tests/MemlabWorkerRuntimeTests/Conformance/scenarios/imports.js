// Scenario: importScripts inside and outside the probe's directory. The Swift test
// copies this file into a temporary directory holding lib/ok.js, bad-syntax.js,
// throws.js, link.js -> ../outside.js, and ../outside.js beside it.
const tryImport = (label, ...paths) => {
  try { importScripts(...paths); console.log(label + ': ok'); }
  catch (error) { console.log(label + ': ' + error.name + ': ' + error.message + (error.sourceURL ? ' @ ' + error.sourceURL : '')); }
};
tryImport('ok', 'lib/ok.js');
console.log('okValue: ' + self.okValue);
tryImport('parent', '../outside.js');
tryImport('absolute', '/etc/passwd');
tryImport('symlink', 'link.js');
tryImport('missing', 'missing.js');
tryImport('syntax', 'bad-syntax.js');
tryImport('throws', 'throws.js');
tryImport('scheme', 'https://example.com/x.js');
tryImport('none-run-when-one-is-missing', 'lib/counter.js', 'missing.js');
console.log('counter: ' + self.counter);
console.log('outsideLoaded: ' + (self.outsideLoaded === true));
addEventListener('push', (event) => event.waitUntil(self.registration.showNotification('imports')));
