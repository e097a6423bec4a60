// intl.js: formats a notification's date, price and region in sixteen locales with Intl, as a
// localized push handler does (a timestamp "2 days ago", a price, a country name).
// Measures: what ICU costs inside the extension. Intl reads ICU's ~30 MB data file, mapped
// from disk: clean file pages, which iOS does not count and memlab must not charge either
// (the warm-up worker reads every file the runtime maps into memlab's own cgroup first).
// Expect: modified; a footprint a few MiB above clean.js's; under the cgroup backend the
// cgroup's peak charge within 1 MiB of the peak footprint, even on a cold page cache.
self.addEventListener('push', (event) => {
  const locales = ['de-DE', 'ja-JP', 'zh-CN', 'ar-EG', 'ru-RU', 'hi-IN', 'ko-KR', 'th-TH',
    'he-IL', 'fr-FR', 'es-ES', 'pt-BR', 'tr-TR', 'pl-PL', 'vi-VN', 'fa-IR'];
  const sent = new Date(Date.UTC(2026, 10, 30, 8, 15));
  const lines = [];
  for (let i = 0; i < locales.length; i++) {
    const locale = locales[i];
    lines.push([
      new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'long', timeZone: 'Asia/Tokyo' }).format(sent),
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(1234.5),
      ['b', 'a', 'ä', 'z'].sort(new Intl.Collator(locale).compare).join(''),
      new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-2, 'day'),
      new Intl.DisplayNames([locale], { type: 'region' }).of('US'),
    ].join(' · '));
  }
  event.waitUntil(self.registration.showNotification('Intl', { body: lines[0], data: { lines: lines.length } }));
});
