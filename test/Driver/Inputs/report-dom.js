// Loads a kilnc --report page in headless Chromium over the DevTools protocol
// (Node's own WebSocket: no npm packages) and prints what DOM queries find,
// one line per step, for FileCheck. Steps, in order:
//   number:CSS  "number CSS: N", the number of elements matching CSS
//   text:CSS    "text CSS: ...", the first match's text (one line, 200 chars)
//   cells:CSS   "cells CSS: a | b | c", the texts of the first match's children
//               (a table row's cells, a tab bar's buttons)
//   click:CSS   clicks the first match (a stage tab), "click CSS: ok"
//   eval:JS     "eval: " and the value of JS
//   urls        "urls: N", the src/href attributes of the DOM that point outside the file
// Usage: node --experimental-websocket report-dom.js CHROMIUM PAGE.html STEP...
//        node report-dom.js --png FILE   "png WxH, N bytes" (a PNG's header)
'use strict';
const { spawn } = require('child_process');
const fs = require('fs');
const path = require('path');

if (process.argv[2] === '--png') {
  const b = fs.readFileSync(process.argv[3]);
  const signature = '89504e470d0a1a0a';
  if (b.subarray(0, 8).toString('hex') !== signature || b.subarray(12, 16).toString() !== 'IHDR') {
    console.log('not a PNG');
    process.exit(1);
  }
  console.log(`png ${b.readUInt32BE(16)}x${b.readUInt32BE(20)}, ${b.length} bytes`);
  process.exit(0);
}

const [chromium, page, ...steps] = process.argv.slice(2);
// The profile sits next to the page (the test's %t), left for lit to clean.
const profile = path.join(path.dirname(path.resolve(page)), 'chromium-profile');
const browser = spawn(chromium, ['--headless', '--no-sandbox', '--disable-gpu',
  '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
  { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
let closeBrowser = null; // Browser.close over the protocol, once connected
const done = async (code) => {
  if (closeBrowser)
    await Promise.race([closeBrowser(), new Promise((r) => setTimeout(r, 5000))]).catch(() => {});
  // /usr/bin/chromium is a script that starts the browser as its child: end
  // the process group this script started, not just the script.
  try { process.kill(-browser.pid, 'SIGKILL'); } catch (e) {}
  process.exit(code);
};
setTimeout(() => { console.log('timeout'); done(1); }, 240000);

let stderr = '', started = false;
browser.stderr.on('data', (chunk) => {
  stderr += chunk;
  const m = stderr.match(/DevTools listening on (ws:\S+)/);
  if (m && !started) {
    started = true;
    run(m[1]).then(() => done(0), (e) => { console.log('error: ' + e.message); done(1); });
  }
});

async function run(url) {
  const ws = new WebSocket(url);
  await new Promise((resolve, reject) => { ws.onopen = resolve; ws.onerror = reject; });
  let next = 1;
  const pending = new Map();
  const events = [];
  ws.onmessage = (msg) => {
    const m = JSON.parse(msg.data);
    if (m.id && pending.has(m.id)) {
      const { resolve, reject } = pending.get(m.id);
      pending.delete(m.id);
      m.error ? reject(new Error(m.error.message)) : resolve(m.result);
    } else if (m.method) {
      events.push(m.method);
    }
  };
  const send = (method, params = {}, sessionId) => new Promise((resolve, reject) => {
    const id = next++;
    pending.set(id, { resolve, reject });
    ws.send(JSON.stringify({ id, method, params, sessionId }));
  });
  closeBrowser = () => send('Browser.close');
  const { targetId } = await send('Target.createTarget', { url: 'about:blank' });
  const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
  const evaluate = async (expression) => {
    const r = await send('Runtime.evaluate', { expression, returnByValue: true }, sessionId);
    if (r.exceptionDetails)
      throw new Error(r.exceptionDetails.exception ? r.exceptionDetails.exception.description
                                                   : r.exceptionDetails.text);
    return r.result.value;
  };
  await send('Page.enable', {}, sessionId);
  await send('Page.navigate', { url: 'file://' + path.resolve(page) }, sessionId);
  while ((await evaluate('document.readyState')) !== 'complete')
    await new Promise((r) => setTimeout(r, 100));
  for (const step of steps) {
    const colon = step.indexOf(':');
    const kind = colon < 0 ? step : step.slice(0, colon), arg = step.slice(colon + 1);
    const sel = JSON.stringify(arg);
    if (kind === 'number') {
      console.log(`number ${arg}: ${await evaluate(`document.querySelectorAll(${sel}).length`)}`);
    } else if (kind === 'text') {
      const t = await evaluate(`(document.querySelector(${sel}) || {textContent: '<none>'}).textContent`);
      console.log(`text ${arg}: ${t.replace(/\s+/g, ' ').trim().slice(0, 200)}`);
    } else if (kind === 'cells') {
      const t = await evaluate(`Array.from((document.querySelector(${sel}) || {children: []}).children)
          .map((c) => c.textContent.replace(/\\s+/g, ' ').trim()).join(' | ')`);
      console.log(`cells ${arg}: ${t}`);
    } else if (kind === 'click') {
      await evaluate(`document.querySelector(${sel}).click()`);
      console.log(`click ${arg}: ok`);
    } else if (kind === 'eval') {
      console.log(`eval: ${JSON.stringify(await evaluate(arg))}`);
    } else if (kind === 'urls') {
      const n = await evaluate(`Array.from(document.querySelectorAll('[src],[href]')).filter(
          (e) => /^([a-z]+:)?\\/\\//i.test(e.getAttribute('src') || e.getAttribute('href'))).length`);
      console.log(`urls: ${n}`);
    } else {
      throw new Error('unknown step ' + step);
    }
  }
}
