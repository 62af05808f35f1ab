// A seat's page at the web table: one WebSocket, the whole view swapped in on every update,
// taps turned into moves in the game's notation. No framework, no build step.
const table = document.getElementById("table");
const connection = document.getElementById("connection");
const socketPath = table.dataset.socket;
let socket = null;
let retry = 0;
let timer = null;
let stopped = false;
let probe = null;        // a ping waiting for its pong: the socket may be dead without knowing it
const PROBE_MS = 3000;
const HEARTBEAT_MS = 25000;

function say(kind) {
  connection.textContent = connection.dataset[kind] || "";
  connection.dataset.state = kind;
}

// A screen reader is told the new status (whose move) when the view changes: the swapped-in frame is not
// a live region itself, the page's #told is.
function tell() {
  const told = document.getElementById("told");
  const status = document.getElementById("status");
  if (told && status && told.textContent !== status.textContent) told.textContent = status.textContent;
}

function index() {
  const frame = table.querySelector(".frame");
  return frame ? Number(frame.dataset.index) : -1;
}

function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) {
    socket.send(JSON.stringify(message));
    return true;
  }
  connect();
  return false;
}

function move(text) {
  if (text.trim()) send({type: "move", index: index(), text: text});
}

function connect() {
  if (stopped || (socket && socket.readyState <= WebSocket.OPEN)) return;
  clearTimeout(timer);
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  const ws = new WebSocket(scheme + "//" + location.host + socketPath);
  socket = ws;
  ws.addEventListener("open", () => { if (ws === socket) { retry = 0; say("online"); } });
  ws.addEventListener("message", (event) => {
    if (ws !== socket) return;            // a socket given up for dead says nothing more
    let data;
    try { data = JSON.parse(event.data); } catch { return; }
    if (data.type === "pong") {
      clearTimeout(probe);
      probe = null;
    } else if (data.type === "view") {
      const typed = document.getElementById("move-text");
      const keep = typed && data.index === index() ? typed.value : "";
      table.innerHTML = data.html;
      const again = document.getElementById("move-text");
      if (again && keep) again.value = keep;
      tell();
      table.dispatchEvent(new CustomEvent("view", {detail: {index: data.index}}));
    } else if (data.type === "replaced" || data.type === "closed") {
      // another device took the seat, or the host gave it a new link: this page plays it no more
      stopped = true;
      say(data.type);
      table.inert = true;
    }
  });
  ws.addEventListener("close", () => {
    if (ws !== socket) return;
    lost(1 + retry);
  });
}

function lost(tries) {
  // The socket is gone (or given up for dead): try again, sooner after a check than after a failure.
  socket = null;
  clearTimeout(probe);
  probe = null;
  if (stopped) return;
  say("offline");
  retry = Math.min(tries, 6);
  clearTimeout(timer);
  timer = setTimeout(connect, retry ? 250 * 2 ** retry : 0);
}

// A phone that slept, lost its network or came back to the tab: a socket that looks open may be dead
// (a lost Wi-Fi closes nothing), so it is asked for a pong, and replaced when none comes; a closed one
// is reopened at once. A plain-http LAN page has no service worker or wake lock to keep it alive.
function check() {
  retry = 0;
  if (!socket || socket.readyState !== WebSocket.OPEN) { connect(); return; }
  if (probe) return;
  socket.send(JSON.stringify({type: "ping"}));
  const asked = socket;
  probe = setTimeout(() => {
    probe = null;
    if (socket !== asked) return;
    lost(0);                 // no pong: the socket is dead though it looks open; open another now
    asked.close();
  }, PROBE_MS);
}
document.addEventListener("visibilitychange", () => { if (!document.hidden) check(); });
window.addEventListener("online", check);
window.addEventListener("pageshow", check);
window.addEventListener("focus", check);
setInterval(() => { if (!document.hidden && !stopped) check(); }, HEARTBEAT_MS);

table.addEventListener("click", (event) => {
  const target = event.target.closest("button, [data-move], [data-compose], [data-pick]");
  if (!target || target.disabled) return;
  const typed = document.getElementById("move-text");
  if (target.dataset.move !== undefined) {
    move(target.dataset.move);
  } else if (target.dataset.compose !== undefined) {
    if (typed) { typed.value += target.dataset.compose; }
  } else if (target.dataset.pick !== undefined) {
    target.classList.toggle("picked");
    target.setAttribute("aria-pressed", target.classList.contains("picked") ? "true" : "false");
  } else if (target.dataset.send !== undefined) {
    const picker = target.closest("[data-picks]");
    const chosen = [...picker.querySelectorAll("[data-pick].picked")].map((e) => e.dataset.pick);
    move(picker.dataset.picks.replace("{picks}", chosen.join("")));
  } else if (target.dataset.erase !== undefined) {
    if (typed) typed.value = typed.value.trimEnd().slice(0, -1);       // ⌫: the last die composed
  } else if (target.dataset.clear !== undefined) {
    if (typed) typed.value = "";
  } else if (target.dataset.hint !== undefined) {
    send({type: "hint", index: index()});
  } else if (target.dataset.undo !== undefined) {
    send({type: "undo", index: index()});
  } else if (target.dataset.agree !== undefined) {
    send({type: "agree", index: index(), text: target.dataset.agree});
  } else if (target.dataset.review !== undefined) {
    target.disabled = true;
    send({type: "review"});
  }
});

table.addEventListener("submit", (event) => {
  if (event.target.id !== "write") return;     // the host's forms post as forms
  event.preventDefault();
  const typed = document.getElementById("move-text");
  if (typed) move(typed.value);
});

// The turn clock: counted down here, between the server's frames (which say the seconds left).
let clockAt = 0;
table.addEventListener("view", () => { clockAt = Date.now(); });
setInterval(() => {
  const clock = table.querySelector(".clock");
  if (!clock) return;
  const left = Math.max(0, Number(clock.dataset.seconds) - Math.floor((Date.now() - clockAt) / 1000));
  clock.textContent = clock.dataset.format.replace("{seconds}", String(left));
}, 1000);
clockAt = Date.now();

connect();
