import { EMBED_MESSAGE_SOURCE, SDK_MESSAGE_SOURCE } from '@slidecraft/contract';

/**
 * /embed/sdk.js: the script a partner page loads with a script tag (no build step, no
 * dependency). `SlideCraft.open({container, partner, getToken, onEvent})` puts the generator
 * in an iframe and relays its events; see docs/partners.md. Messages are read only when they
 * come from the iframe's window and this app's origin, and the SDK token is posted only to
 * this app's origin.
 */
export const SDK_SCRIPT = `/* SlideCraft partner SDK: docs/partners.md */
(function () {
  'use strict';
  var script = document.currentScript;
  var BASE = new URL(script && script.src ? script.src : location.href).origin;
  var EMBED = ${JSON.stringify(EMBED_MESSAGE_SOURCE)};
  var SDK = ${JSON.stringify(SDK_MESSAGE_SOURCE)};
  var PUBLIC_EVENTS = ['ready', 'deck ready', 'downloaded', 'error'];

  function open(options) {
    options = options || {};
    var container =
      typeof options.container === 'string'
        ? document.querySelector(options.container)
        : options.container;
    if (!container) throw new Error('SlideCraft.open: container not found');
    if (typeof options.partner !== 'string' || !/^[a-z0-9-]{1,64}$/.test(options.partner)) {
      throw new Error('SlideCraft.open: partner id required');
    }
    if (typeof options.getToken !== 'function') {
      throw new Error('SlideCraft.open: getToken (a function returning an SDK token) required');
    }
    var url = new URL('/embed', BASE);
    url.searchParams.set('partner', options.partner);
    url.searchParams.set('origin', location.origin);
    if (options.locale) url.searchParams.set('lang', String(options.locale));
    if (options.recordId) url.searchParams.set('recordId', String(options.recordId));
    var frame = document.createElement('iframe');
    frame.src = url.toString();
    frame.title = options.title || 'SlideCraft';
    frame.setAttribute('allow', 'clipboard-write');
    frame.style.width = options.width || '100%';
    frame.style.height = options.height || '760px';
    frame.style.border = '0';
    var listeners = {};

    function emit(type, detail) {
      var list = (listeners[type] || []).slice();
      if (typeof options.onEvent === 'function') list.push(function (d) { options.onEvent(type, d); });
      list.forEach(function (fn) {
        try {
          fn(detail);
        } catch (error) {
          setTimeout(function () { throw error; });
        }
      });
    }

    function sendToken() {
      Promise.resolve()
        .then(function () { return options.getToken(); })
        .then(function (token) {
          if (typeof token !== 'string' || !token) throw new Error('getToken gave no token');
          frame.contentWindow.postMessage({ source: SDK, type: 'token', token: token }, BASE);
        })
        .catch(function (error) {
          emit('error', { message: String((error && error.message) || error) });
        });
    }

    function onMessage(event) {
      if (event.origin !== BASE || event.source !== frame.contentWindow) return;
      var data = event.data;
      if (!data || data.source !== EMBED || typeof data.type !== 'string') return;
      if (data.type === 'need-token') return sendToken();
      if (PUBLIC_EVENTS.indexOf(data.type) >= 0) emit(data.type, data.detail || {});
    }

    window.addEventListener('message', onMessage);
    container.appendChild(frame);
    return {
      frame: frame,
      on: function (type, fn) {
        (listeners[type] = listeners[type] || []).push(fn);
        return this;
      },
      off: function (type, fn) {
        listeners[type] = (listeners[type] || []).filter(function (f) { return f !== fn; });
        return this;
      },
      destroy: function () {
        window.removeEventListener('message', onMessage);
        frame.remove();
      },
    };
  }

  window.SlideCraft = { open: open, version: 1 };
})();
`;
