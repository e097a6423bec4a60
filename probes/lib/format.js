// lib/format.js: notification formatting shared by probes (loaded by import-helper.js).
function truncate(text, limit) {
  const value = String(text == null ? '' : text);
  return value.length <= limit ? value : value.slice(0, limit - 1) + '\u2026';
}

function formatNotification(message) {
  const sender = truncate(message.sender || 'Someone', 40);
  const title = truncate(message.title || 'Message from ' + sender, 60);
  const url = new URL(message.url || '/', 'https://app.example');
  url.searchParams.set('source', 'push');
  return {
    title,
    options: {
      body: truncate(sender + ': ' + (message.body || ''), 120),
      tag: 'conversation-' + truncate(message.sender || 'unknown', 20).toLowerCase(),
      data: { url: url.href, receivedAt: Date.now() },
    },
  };
}
