/**
 * Progressive enhancement for the one-time key display: reveals the copy buttons and copies the key.
 * Without script the key is still shown and selectable (user-select: all). The Clipboard API only
 * exists in secure contexts (https or localhost), so plain-http deployments fall back to selecting
 * the text and the legacy copy command.
 */
export const copyButtonScript = String.raw`
(function () {
  function announce(button, text) {
    var status = document.getElementById(button.getAttribute('aria-describedby'));
    if (status) status.textContent = text;
  }
  function selectText(element) {
    var range = document.createRange();
    range.selectNodeContents(element);
    var selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
  }
  document.querySelectorAll('button[data-copy-target]').forEach(function (button) {
    button.hidden = false;
    button.addEventListener('click', function () {
      var target = document.getElementById(button.getAttribute('data-copy-target'));
      var text = target.textContent.trim();
      var done = function () { announce(button, 'Copied to the clipboard.'); };
      var fallback = function () {
        selectText(target);
        var copied = false;
        try { copied = document.execCommand('copy'); } catch (e) { copied = false; }
        announce(button, copied ? 'Copied to the clipboard.' : 'Selected: press Ctrl+C (or Cmd+C) to copy.');
      };
      if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(text).then(done, fallback);
      else fallback();
    });
  });
  document.querySelectorAll('form[data-confirm]').forEach(function (form) {
    form.addEventListener('submit', function (event) {
      if (!window.confirm(form.getAttribute('data-confirm'))) event.preventDefault();
    });
  });
})();
`;
